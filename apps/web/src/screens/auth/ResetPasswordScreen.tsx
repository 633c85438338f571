// Spec §2 "Reset-password screen": ?code=… is required (else Home). Three states: the form,
// success ('Password Changed') and error ('Oops...! …'); a Home button throughout.
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ResetPasswordValues, resetPasswordSchema, TIMERS_MS } from '@nibble/core';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../api/accounts.ts';
import { focusClearsInputProps, useErrorsClearAfter } from '../admin/formHelpers.ts';
import { CodeCard, NewPasswordForm } from './accountParts.tsx';

type ResetInput = { email: string; password: string; confirmPassword: string };
const EMPTY: ResetInput = { email: '', password: '', confirmPassword: '' };

function ResetForm({ code }: { code: string }) {
  const form = useForm<ResetInput, (values: ResetInput) => ResetPasswordValues>({
    initialValues: EMPTY,
    validate: zod4Resolver(resetPasswordSchema, { errorPriority: 'first' }),
    transformValues: (values) => resetPasswordSchema.parse(values),
  });
  useErrorsClearAfter(form, TIMERS_MS.errorClear);
  const { t } = useTranslation();

  const reset = useMutation({
    mutationFn: (values: ResetPasswordValues) =>
      resetPassword({ email: values.email, forgot_pass_code: code, password: values.password }),
    // On success the form is cleared (spec §5).
    onSuccess: () => form.reset(),
  });

  return (
    <NewPasswordForm
      form={form}
      texts="reset"
      request={reset}
      onSubmit={form.onSubmit((values) => reset.mutate(values))}
    >
      <TextInput
        label={t('reset.email')}
        required
        type="email"
        autoComplete="email"
        {...focusClearsInputProps(form, 'email')}
      />
    </NewPasswordForm>
  );
}

export default function ResetPasswordScreen() {
  return <CodeCard>{(code) => <ResetForm code={code} />}</CodeCard>;
}
