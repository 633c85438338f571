// Spec §2 "Activation screen": reached with ?code=…; without one it goes Home. Decision
// (brief): activation also sets the account's password, so the form asks for it twice.
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { activationSchema, MESSAGES, resetPasswordSchema, TIMERS_MS } from '@nibble/core';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActivationRequest, activateAccount } from '../../api/accounts.ts';
import { ApiRequestError } from '../../api/client.ts';
import { focusClearsInputProps, useErrorsClearAfter } from '../admin/formHelpers.ts';
import { CodeCard, NewPasswordForm } from './accountParts.tsx';

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
  const { t } = useTranslation();

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

  return (
    <NewPasswordForm
      form={form}
      texts="activate"
      request={activate}
      onSubmit={form.onSubmit((values) => activate.mutate(values))}
    >
      <TextInput
        label={t('activate.phone')}
        required
        type="tel"
        inputMode="tel"
        autoComplete="username"
        {...focusClearsInputProps(form, 'phone')}
      />
    </NewPasswordForm>
  );
}

export default function ActivateScreen() {
  return <CodeCard>{(code) => <ActivationForm code={code} />}</CodeCard>;
}
