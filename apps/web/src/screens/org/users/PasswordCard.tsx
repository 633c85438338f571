// Changing the signed-in user's password: the current one, then the new one twice, with the
// Reset password rules (spec §5).
import { Alert, Button, Card, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES, resetPasswordSchema } from '@nibble/core';
import { z } from '@nibble/core/zod';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { changePassword, type PasswordChange } from '../../../api/me.ts';
import { focusClearsInputProps, showServerErrors } from '../../admin/formHelpers.ts';
import errorClasses from '../../admin/readableErrors.module.css';

const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, MESSAGES.passwordRequired),
    password: resetPasswordSchema.shape.password,
    confirmPassword: resetPasswordSchema.shape.confirmPassword,
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });

type PasswordFields = { currentPassword: string; password: string; confirmPassword: string };
const EMPTY: PasswordFields = { currentPassword: '', password: '', confirmPassword: '' };

export function PasswordCard() {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordFields, (values: PasswordFields) => PasswordChange>({
    initialValues: EMPTY,
    validate: zod4Resolver(passwordChangeSchema, { errorPriority: 'first' }),
    transformValues: (values) => passwordChangeSchema.parse(values),
  });

  const save = useMutation({
    mutationFn: changePassword,
    onMutate: () => setFormError(null),
    onSuccess: () => {
      form.reset();
      notifications.show({ color: 'green', message: 'Your password has been changed.' });
    },
    onError: (error) => setFormError(showServerErrors(form, error)),
  });

  return (
    <Card
      className={errorClasses.readableErrors}
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="password-title"
    >
      <Title order={2} fz="lg" id="password-title" mb="sm">
        Password
      </Title>
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            required
            autoComplete="current-password"
            {...focusClearsInputProps(form, 'currentPassword')}
          />
          <PasswordInput
            label="New password"
            required
            autoComplete="new-password"
            description="10 to 60 characters."
            {...focusClearsInputProps(form, 'password')}
          />
          <PasswordInput
            label="Confirm new password"
            required
            autoComplete="new-password"
            {...focusClearsInputProps(form, 'confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
