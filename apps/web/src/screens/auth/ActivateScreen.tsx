import { activationSchema, MESSAGES, resetPasswordSchema, TIMERS_MS } from '@nibble/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ActivationRequest, activateAccount } from '../../api/accounts.ts';
import { ApiRequestError } from '../../api/client.ts';
import { useSchemaForm } from '../admin/formHelpers.ts';
import { CodeCard } from './accountParts.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';

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
  const form = useSchemaForm<ActivationInput, ActivationRequest>(activationFormSchema, {
    phone: '',
    password: '',
    confirmPassword: '',
  });

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

  return <NewPasswordForm form={form} texts="activate" account="phone" request={activate} />;
}

export default function ActivateScreen() {
  return <CodeCard>{(code) => <ActivationForm code={code} />}</CodeCard>;
}
