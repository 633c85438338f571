// Spec §2 'Update Role' dialog, the fuller reading (ARCHITECTURE §6): Name read-only, Role,
// Activate and Business mode, Save and Close.
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  isOnline,
  isOrgRole,
  type Member,
  type MemberUpdateValues,
  type OrgRole,
} from '@nibble/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '../../../api/client.ts';
import { membersQueryKey, updateMember } from '../../../api/members.ts';
import errorClasses from '../../admin/readableErrors.module.css';
import { ORG_ROLE_OPTIONS } from './orgRoleOptions.ts';

function UpdateRoleForm({
  orgId,
  member,
  onClose,
}: {
  orgId: number;
  member: Member;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [role, setRole] = useState<OrgRole | null>(isOrgRole(member.role) ? member.role : null);
  const wasActive = isOnline(member.status);
  const [activate, setActivate] = useState(wasActive);
  const [business, setBusiness] = useState(member.mode === 1);

  const save = useMutation({
    mutationFn: (changes: MemberUpdateValues) => updateMember(orgId, member.id, changes),
    onSuccess: (saved) => {
      // Update replaces the matching user (spec §4 "Lists").
      queryClient.setQueryData<Member[]>(membersQueryKey(orgId), (list) =>
        (list ?? []).map((item) => (item.id === saved.id ? saved : item)),
      );
      onClose();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({
      ...(role ? { role } : {}),
      mode: business ? 1 : 0,
      // Only a change is sent: saving a role must not re-send an activation.
      ...(activate !== wasActive ? { activate } : {}),
    });
  };

  const failure =
    save.error instanceof ApiRequestError
      ? (Object.values(save.error.fields)[0] ?? save.error.message)
      : save.isError
        ? 'Something went wrong. Please try again later.'
        : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput label="Name" value={member.name} readOnly variant="filled" />
        <Select
          label="Role"
          placeholder="Choose a role"
          data={ORG_ROLE_OPTIONS}
          value={role}
          onChange={(value) => setRole(isOrgRole(value) ? value : null)}
          allowDeselect={false}
        />
        <Checkbox
          label="Activate"
          description={
            wasActive ? 'The account is active.' : member.activation || 'Not activated yet.'
          }
          checked={activate}
          onChange={(event) => setActivate(event.currentTarget.checked)}
        />
        <Checkbox
          label="Business mode"
          checked={business}
          onChange={(event) => setBusiness(event.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function UpdateRoleDialog({
  orgId,
  member,
  onClose,
}: {
  orgId: number;
  member: Member | null;
  onClose: () => void;
}) {
  return (
    <Modal
      classNames={{ content: errorClasses.readableErrors }}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      opened={member !== null}
      onClose={onClose}
      title="Update Role"
      centered
    >
      {member && <UpdateRoleForm key={member.id} orgId={orgId} member={member} onClose={onClose} />}
    </Modal>
  );
}
