// Spec §2 "Reset-password screen": ?code=… is required (else Home). Three states: the form,
// success ('Password Changed') and error ('Oops...! …'); a Home button throughout.
import { Alert, Button, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ResetPasswordValues, resetPasswordSchema, TIMERS_MS } from '@nibble/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { resetPassword } from '../../api/accounts.ts';
import { focusClearsInputProps, useErrorsClearAfter } from '../admin/formHelpers.ts';
import { CodeCard, HomeButton, NewPasswordFields } from './accountParts.tsx';

type ResetInput = { email: string; password: string; confirmPassword: string };
const EMPTY: ResetInput = { email: '', password: '', confirmPassword: '' };

function ResetForm({ code }: { code: string }) {
  const form = useForm<ResetInput, (values: ResetInput) => ResetPasswordValues>({
    initialValues: EMPTY,
    validate: zod4Resolver(resetPasswordSchema, { errorPriority: 'first' }),
    transformValues: (values) => resetPasswordSchema.parse(values),
  });
  useErrorsClearAfter(form, TIMERS_MS.errorClear);

  const reset = useMutation({
    mutationFn: (values: ResetPasswordValues) =>
      resetPassword({ email: values.email, forgot_pass_code: code, password: values.password }),
    // On success the form is cleared (spec §5).
    onSuccess: () => form.reset(),
  });

  if (reset.isSuccess) {
    return (
      <Stack align="center" gap="sm" ta="center" role="status">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Password Changed
        </Title>
        <Text>Password Changed. Your password has been successfully changed, please login.</Text>
        <HomeButton />
      </Stack>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="reset-title"
      onSubmit={form.onSubmit((values) => reset.mutate(values))}
    >
      <Stack gap="md">
        <div>
          <Title order={1} id="reset-title" fz={{ base: 22, sm: 26 }} ta="center">
            Reset password
          </Title>
          <Text c="dimmed" size="sm" ta="center" mt={4}>
            Choose a new password for your account.
          </Text>
        </div>
        {reset.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} />}
            title="Oops...!"
            styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
          >
            <Text size="sm" c="red.9">
              Something went wrong. Please try again later.
            </Text>
          </Alert>
        )}
        <TextInput
          label="Email"
          required
          type="email"
          autoComplete="email"
          {...focusClearsInputProps(form, 'email')}
        />
        <NewPasswordFields form={form} />
        <Group justify="space-between" mt="xs">
          <HomeButton />
          <Button type="submit" loading={reset.isPending}>
            Reset password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function ResetPasswordScreen() {
  return <CodeCard>{(code) => <ResetForm code={code} />}</CodeCard>;
}
