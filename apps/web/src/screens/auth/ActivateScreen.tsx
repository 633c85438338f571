// Spec §2 "Activation screen": reached with ?code=…; without one it goes Home. Decision
// (brief): activation also sets the account's password, so the form asks for it twice.
import { Alert, Button, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { activationSchema, MESSAGES, resetPasswordSchema, TIMERS_MS } from '@nibble/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { type ActivationRequest, activateAccount } from '../../api/accounts.ts';
import { ApiRequestError } from '../../api/client.ts';
import { focusClearsInputProps, useErrorsClearAfter } from '../admin/formHelpers.ts';
import { CodeCard, HomeButton, NewPasswordFields } from './accountParts.tsx';

export const activationFormSchema = activationSchema
  .extend({
    password: resetPasswordSchema.shape.password,
    confirmPassword: resetPasswordSchema.shape.confirmPassword,
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });

type ActivationInput = { phone: string; password: string; confirmPassword: string };

function ActivationForm({ code }: { code: string }) {
  const form = useForm<ActivationInput, (values: ActivationInput) => ActivationRequest>({
    initialValues: { phone: '', password: '', confirmPassword: '' },
    validate: zod4Resolver(activationFormSchema, { errorPriority: 'first' }),
    transformValues: (values) => activationFormSchema.parse(values),
  });
  useErrorsClearAfter(form, TIMERS_MS.errorClear);

  const activate = useMutation({
    mutationFn: (request: ActivationRequest) => activateAccount(code, request),
    onError: (error) => {
      if (error instanceof ApiRequestError) form.setErrors(error.fields);
    },
  });
  const { isError, reset } = activate;

  // The error state clears after 5 seconds (spec §8).
  useEffect(() => {
    if (!isError) return;
    const timer = setTimeout(reset, TIMERS_MS.errorClear);
    return () => clearTimeout(timer);
  }, [isError, reset]);

  if (activate.isSuccess) {
    return (
      <Stack align="center" gap="sm" ta="center" role="status">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Activation successfull
        </Title>
        <Text>Your account is activated. Please log in with the mobile app.</Text>
        <HomeButton />
      </Stack>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="activate-title"
      onSubmit={form.onSubmit((values) => activate.mutate(values))}
    >
      <Stack gap="md">
        <div>
          <Title order={1} id="activate-title" fz={{ base: 22, sm: 26 }} ta="center">
            Activate your account
          </Title>
          <Text c="dimmed" size="sm" ta="center" mt={4}>
            Enter your phone number and choose a password to finish setting up your account.
          </Text>
        </div>
        {activate.isError && (
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
          label="Phone"
          required
          type="tel"
          inputMode="tel"
          autoComplete="username"
          {...focusClearsInputProps(form, 'phone')}
        />
        <NewPasswordFields form={form} />
        <Group justify="space-between" mt="xs">
          <HomeButton />
          <Button type="submit" loading={activate.isPending}>
            Activate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function ActivateScreen() {
  return <CodeCard>{(code) => <ActivationForm code={code} />}</CodeCard>;
}
