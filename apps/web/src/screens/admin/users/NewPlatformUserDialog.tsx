// 'New user' on the global list: phone, name, email, city and a reading B role. The server
// creates the account and queues its activation link (see the Outbox card).
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, newUserSchema, orgSchema } from '@nibble/core';
import { z } from '@nibble/core/zod';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { putFirst } from '../../../api/cachedLists.ts';
import {
  createUser,
  type NewUserRequest,
  outboxQueryKey,
  usersQueryKey,
} from '../../../api/users.ts';
import { FormModal, ModalForm, PhoneInput } from '../FormDialog.tsx';
import { collapsedInputProps, focusClearsInputProps, useFormMutation } from '../formHelpers.ts';
import { platformRoleOptions } from './platformRoles.ts';

const optionalText = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''),
  z.string(),
);

// Phone and name follow the New User and New Organization rules (spec §5); email is optional.
const platformUserSchema = z.object({
  phone: newUserSchema.shape.phone,
  name: orgSchema.shape.name,
  email: optionalText.pipe(z.union([z.literal(''), z.email({ error: MESSAGES.emailInvalid })])),
  city: optionalText,
  role: z.string().min(1, MESSAGES.roleInvalid),
});

type PlatformUserInput = { phone: string; name: string; email: string; city: string; role: string };
const EMPTY: PlatformUserInput = { phone: '', name: '', email: '', city: '', role: 'user' };

const toRequest = (values: PlatformUserInput): NewUserRequest => {
  const clean = platformUserSchema.parse(values);
  return {
    phone: clean.phone,
    name: clean.name,
    role: clean.role,
    ...(clean.email ? { email: clean.email } : {}),
    ...(clean.city ? { city: clean.city } : {}),
  };
};

export function NewPlatformUserDialog({
  opened,
  onClose,
  canGrantSysAdmin,
}: {
  opened: boolean;
  onClose: () => void;
  canGrantSysAdmin: boolean;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const form = useForm<PlatformUserInput, (values: PlatformUserInput) => NewUserRequest>({
    initialValues: EMPTY,
    validate: zod4Resolver(platformUserSchema, { errorPriority: 'first' }),
    transformValues: toRequest,
  });

  const { sending, clearError } = useFormMutation(form, {
    mutationFn: createUser,
    onSuccess: (user) => {
      putFirst(queryClient, usersQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: outboxQueryKey });
      form.reset();
      onClose();
    },
  });

  const close = () => {
    form.reset();
    clearError();
    onClose();
  };

  return (
    <FormModal opened={opened} onClose={close} title={t('users.newUser')}>
      <ModalForm
        {...sending}
        cancel={{ label: t('dialog.cancel'), onClick: close }}
        submit={t('dialog.create')}
      >
        <PhoneInput {...collapsedInputProps(form, 'phone')} />
        <TextInput label={t('fields.name')} required {...collapsedInputProps(form, 'name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('fields.email')}
            type="email"
            {...collapsedInputProps(form, 'email')}
          />
          <TextInput label={t('fields.city')} {...collapsedInputProps(form, 'city')} />
        </SimpleGrid>
        <Select
          label={t('fields.role')}
          required
          data={platformRoleOptions(canGrantSysAdmin, t)}
          allowDeselect={false}
          {...focusClearsInputProps(form, 'role')}
        />
      </ModalForm>
    </FormModal>
  );
}
