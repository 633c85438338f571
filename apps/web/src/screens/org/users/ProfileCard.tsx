// The signed-in user's profile on the Settings screen: name, email and city.
import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, orgSchema } from '@nibble/core';
import { z } from '@nibble/core/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { meQueryKey, type Profile, type ProfileChanges, updateMe } from '../../../api/me.ts';
import { useSession } from '../../../session/store.ts';
import { collapsedInputProps, useFormMutation, useSchemaForm } from '../../admin/formHelpers.ts';
import { SettingsFormCard } from './SettingsFormCard.tsx';

const collapsedOptional = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''),
  z.string(),
);

// Name follows the New Organization name rule; email is optional but must be valid.
const profileSchema = z.object({
  name: orgSchema.shape.name,
  email: collapsedOptional.pipe(
    z.union([z.literal(''), z.email({ error: MESSAGES.emailInvalid })]),
  ),
  city: collapsedOptional.pipe(z.string().max(50, MESSAGES.cityMax)),
});

type ProfileInput = { name: string; email: string; city: string };

export function ProfileCard({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('dashboard');
  const form = useSchemaForm<ProfileInput, ProfileChanges>(profileSchema, {
    name: profile.name,
    email: profile.email ?? '',
    city: profile.city ?? '',
  });

  const { sending } = useFormMutation(form, {
    mutationFn: updateMe,
    onSuccess: (saved) => {
      queryClient.setQueryData(meQueryKey, saved);
      // The user menu shows the session's name; keep it in step with the profile.
      useSession.setState({ name: saved.name, email: saved.email });
      form.resetDirty();
      notifications.show({ color: 'green', message: t('settings.profileSaved') });
    },
  });

  return (
    <SettingsFormCard
      id="profile-title"
      title={t('settings.profile')}
      {...sending}
      submitLabel={t('settings.saveProfile')}
    >
      <TextInput label={t('settings.phone')} value={profile.phone} readOnly variant="filled" />
      <TextInput
        label={t('settings.name')}
        required
        autoComplete="name"
        {...collapsedInputProps(form, 'name')}
      />
      <TextInput
        label={t('settings.email')}
        type="email"
        autoComplete="email"
        {...collapsedInputProps(form, 'email')}
      />
      <TextInput
        label={t('settings.city')}
        autoComplete="address-level2"
        {...collapsedInputProps(form, 'city')}
      />
    </SettingsFormCard>
  );
}
