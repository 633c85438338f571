import { type ResetPasswordValues, resetPasswordSchema } from '@nibble/core';
import { useMutation } from '@tanstack/react-query';
import { resetPassword } from '../../api/accounts.ts';
import { useSchemaForm } from '../admin/formHelpers.ts';
import { CodeCard } from './accountParts.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';

type ResetInput = { email: string; password: string; confirmPassword: string };
const EMPTY: ResetInput = { email: '', password: '', confirmPassword: '' };

function ResetForm({ code }: { code: string }) {
  const form = useSchemaForm<ResetInput, ResetPasswordValues>(resetPasswordSchema, EMPTY);

  const reset = useMutation({
    mutationFn: (values: ResetPasswordValues) =>
      resetPassword({ email: values.email, forgot_pass_code: code, password: values.password }),
    // On success the form is cleared (spec §5).
    onSuccess: () => form.reset(),
  });

  return <NewPasswordForm form={form} texts="reset" account="email" request={reset} />;
}

export default function ResetPasswordScreen() {
  return <CodeCard>{(code) => <ResetForm code={code} />}</CodeCard>;
}
