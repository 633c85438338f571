// Edit one user of the global list: role (reading B), status and business mode.
import { Checkbox, Select, TextInput } from '@mantine/core';
import type { User, UserUpdateValues } from '@nibble/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { updateUser, usersQueryKey } from '../../../api/users.ts';
import { FormModal, ModalForm } from '../FormDialog.tsx';
import { refusalOf } from '../formHelpers.ts';
import { platformRoleLabel, platformRoleOptions, STATUS_OPTIONS } from './platformRoles.ts';

function EditForm({
  user,
  onClose,
  canGrantSysAdmin,
}: {
  user: User;
  onClose: () => void;
  canGrantSysAdmin: boolean;
}) {
  const queryClient = useQueryClient();
  const [role, setRole] = useState(user.role);
  const [status, setStatus] = useState(String(user.status));
  const [business, setBusiness] = useState(user.mode === 1);
  const options = platformRoleOptions(canGrantSysAdmin);
  // A role outside the list (e.g. sys_admin seen by an admin) stays selectable as it is.
  const roleOptions = options.some((option) => option.value === user.role)
    ? options
    : [...options, { value: user.role, label: platformRoleLabel(user.role) }];

  const save = useMutation({
    mutationFn: (changes: UserUpdateValues) => updateUser(user.id, changes),
    onSuccess: (saved) => {
      queryClient.setQueryData<User[]>(usersQueryKey, (list) =>
        (list ?? []).map((item) => (item.id === saved.id ? saved : item)),
      );
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
      cancel={{ label: 'Close', onClick: onClose }}
      submit="Save"
      submitting={save.isPending}
    >
      <TextInput label="Name" value={user.name} readOnly variant="filled" />
      <Select
        label="Role"
        data={roleOptions}
        value={role}
        onChange={(value) => value && setRole(value)}
        allowDeselect={false}
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => value && setStatus(value)}
        allowDeselect={false}
      />
      <Checkbox
        label="Business mode"
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
  return (
    <FormModal opened={user !== null} onClose={onClose} title="Edit user">
      {user && (
        <EditForm key={user.id} user={user} onClose={onClose} canGrantSysAdmin={canGrantSysAdmin} />
      )}
    </FormModal>
  );
}
