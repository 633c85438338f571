// Changing the signed-in user's password: the current one, then the new one twice, with the
// Reset password rules (spec §5).
import { PasswordInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, resetPasswordSchema } from '@nibble/core';
import { z } from '@nibble/core/zod';
import { useTranslation } from 'react-i18next';
import { changePassword, type PasswordChange } from '../../../api/me.ts';
import { focusClearsInputProps, useFormMutation, useSchemaForm } from '../../admin/formHelpers.ts';
import { NewPasswordFields } from '../../auth/accountParts.tsx';
import { SettingsFormCard } from './SettingsFormCard.tsx';

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
  const { t } = useTranslation('dashboard');
  const form = useSchemaForm<PasswordFields, PasswordChange>(passwordChangeSchema, EMPTY);
  const { sending } = useFormMutation(form, {
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset();
      notifications.show({ color: 'green', message: t('settings.passwordChanged') });
    },
  });

  return (
    <SettingsFormCard
      id="password-title"
      title={t('settings.password')}
      {...sending}
      submitLabel={t('settings.changePassword')}
    >
      <PasswordInput
        label={t('settings.currentPassword')}
        required
        autoComplete="current-password"
        {...focusClearsInputProps(form, 'currentPassword')}
      />
      <NewPasswordFields
        form={form}
        labels={{ password: t('settings.newPassword'), confirm: t('settings.confirmNewPassword') }}
      />
    </SettingsFormCard>
  );
}
