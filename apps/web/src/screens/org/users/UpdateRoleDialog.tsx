// Spec §2 'Update Role' dialog, the fuller reading (ARCHITECTURE §6): Name read-only, Role,
// Activate and Business mode, Save and Close.
import { Checkbox, Select, TextInput } from '@mantine/core';
import {
  isOnline,
  isOrgRole,
  type Member,
  type MemberUpdateValues,
  type OrgRole,
} from '@nibble/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replaceListed } from '../../../api/cachedLists.ts';
import { membersQueryKey, updateMember } from '../../../api/members.ts';
import { FormModal, ModalForm } from '../../admin/FormDialog.tsx';
import { refusalOf } from '../../admin/formHelpers.ts';
import { activationText } from './activationText.ts';
import { orgRoleOptions } from './orgRoleOptions.ts';

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
  const { t } = useTranslation('dashboard');
  const [role, setRole] = useState<OrgRole | null>(isOrgRole(member.role) ? member.role : null);
  const wasActive = isOnline(member.status);
  const [activate, setActivate] = useState(wasActive);
  const [business, setBusiness] = useState(member.mode === 1);

  const save = useMutation({
    mutationFn: (changes: MemberUpdateValues) => updateMember(orgId, member.id, changes),
    onSuccess: (saved) => {
      // Update replaces the matching user (spec §4 "Lists").
      replaceListed(queryClient, membersQueryKey(orgId), saved);
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

  return (
    <ModalForm
      onSubmit={submit}
      error={save.isError ? refusalOf(save.error) : null}
      cancel={{ label: t('updateRole.close'), onClick: onClose }}
      submit={t('updateRole.save')}
      submitting={save.isPending}
    >
      <TextInput label={t('updateRole.name')} value={member.name} readOnly variant="filled" />
      <Select
        label={t('updateRole.role')}
        placeholder={t('updateRole.chooseRole')}
        data={orgRoleOptions(t)}
        value={role}
        onChange={(value) => setRole(isOrgRole(value) ? value : null)}
        allowDeselect={false}
      />
      <Checkbox
        label={t('updateRole.activate')}
        description={
          wasActive
            ? t('updateRole.active')
            : activationText(member.activation, t) || t('updateRole.notActivated')
        }
        checked={activate}
        onChange={(event) => setActivate(event.currentTarget.checked)}
      />
      <Checkbox
        label={t('updateRole.businessMode')}
        checked={business}
        onChange={(event) => setBusiness(event.currentTarget.checked)}
      />
    </ModalForm>
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
  const { t } = useTranslation('dashboard');
  return (
    <FormModal opened={member !== null} onClose={onClose} title={t('updateRole.title')}>
      {member && <UpdateRoleForm key={member.id} orgId={orgId} member={member} onClose={onClose} />}
    </FormModal>
  );
}
