// Edit one user of the global list: role (reading B), status and business mode.
import { Checkbox, Select, TextInput } from '@mantine/core';
import type { User, UserUpdateValues } from '@nibble/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replaceListed } from '../../../api/cachedLists.ts';
import { updateUser, usersQueryKey } from '../../../api/users.ts';
import { FormModal, ModalForm } from '../FormDialog.tsx';
import { refusalOf } from '../formHelpers.ts';
import { platformRoleName } from '../labels.ts';
import { platformRoleOptions, statusOptions } from './platformRoles.ts';

function EditForm({
  user,
  onClose,
  canGrantSysAdmin,
}: {
  user: User;
  onClose: () => void;
  canGrantSysAdmin: boolean;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [role, setRole] = useState(user.role);
  const [status, setStatus] = useState(String(user.status));
  const [business, setBusiness] = useState(user.mode === 1);
  const options = platformRoleOptions(canGrantSysAdmin, t);
  // A role outside the list (e.g. sys_admin seen by an admin) stays selectable as it is.
  const roleOptions = options.some((option) => option.value === user.role)
    ? options
    : [...options, { value: user.role, label: platformRoleName(user.role, t) }];

  const save = useMutation({
    mutationFn: (changes: UserUpdateValues) => updateUser(user.id, changes),
    onSuccess: (saved) => {
      replaceListed(queryClient, usersQueryKey, saved);
      onClose();
    },
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({
      role: role as UserUpdateValues['role'],
      status: Number(status) as UserUpdateValues['status'],
      mode: business ? 1 : 0,
    });
  };

  return (
    <ModalForm
      onSubmit={submit}
      error={save.isError ? refusalOf(save.error) : null}
      cancel={{ label: t('dialog.close'), onClick: onClose }}
      submit={t('dialog.save')}
      submitting={save.isPending}
    >
      <TextInput label={t('fields.name')} value={user.name} readOnly variant="filled" />
      <Select
        label={t('fields.role')}
        data={roleOptions}
        value={role}
        onChange={(value) => value && setRole(value)}
        allowDeselect={false}
      />
      <Select
        label={t('fields.status')}
        data={statusOptions(t, String(user.status))}
        value={status}
        onChange={(value) => value && setStatus(value)}
        allowDeselect={false}
      />
      <Checkbox
        label={t('fields.businessMode')}
        checked={business}
        onChange={(event) => setBusiness(event.currentTarget.checked)}
      />
    </ModalForm>
  );
}

export function EditPlatformUserDialog({
  user,
  onClose,
  canGrantSysAdmin,
}: {
  user: User | null;
  onClose: () => void;
  canGrantSysAdmin: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <FormModal opened={user !== null} onClose={onClose} title={t('users.editTitle')}>
      {user && (
        <EditForm key={user.id} user={user} onClose={onClose} canGrantSysAdmin={canGrantSysAdmin} />
      )}
    </FormModal>
  );
}
