// Spec §2 'New User' dialog: adds an existing user to the organisation by phone. A 404 shows
// the red dismissible alert of spec §8 for TIMERS_MS.addUserAlert.
import { Alert, Select } from '@mantine/core';
import { type NewUserValues, newUserSchema, TIMERS_MS } from '@nibble/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { putFirst } from '../../../api/cachedLists.ts';
import { ApiRequestError } from '../../../api/client.ts';
import { addMember, membersQueryKey } from '../../../api/members.ts';
import { FormModal, ModalForm, PhoneInput } from '../../admin/FormDialog.tsx';
import {
  collapsedInputProps,
  focusClearsInputProps,
  useFormMutation,
  useSchemaForm,
} from '../../admin/formHelpers.ts';
import { orgRoleOptions } from './orgRoleOptions.ts';

type NewUserInput = { phone: string; role: string };

export function NewUserDialog({
  orgId,
  opened,
  onClose,
}: {
  orgId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('dashboard');
  const [noSuchUser, setNoSuchUser] = useState(false);
  const form = useSchemaForm<NewUserInput, NewUserValues>(newUserSchema, {
    phone: '',
    role: 'org_employee',
  });

  useEffect(() => {
    if (!noSuchUser) return;
    const timer = setTimeout(() => setNoSuchUser(false), TIMERS_MS.addUserAlert);
    return () => clearTimeout(timer);
  }, [noSuchUser]);

  const { sending, clearError } = useFormMutation(form, {
    mutationFn: (values: NewUserValues) => addMember(orgId, values),
    onSuccess: (member) => {
      // Create adds at the top (spec §4 "Lists"); a user already listed moves there.
      putFirst(queryClient, membersQueryKey(orgId), member);
      // The answer carries the membership only (no name or city of the person found by
      // phone); the list, which shows members' names and cities, fills them in.
      void queryClient.invalidateQueries({ queryKey: membersQueryKey(orgId) });
      close();
    },
    onSend: () => setNoSuchUser(false),
    // No such user: the red alert of spec §8, not a refusal above the fields.
    takeRefusal: (error) => {
      const missing = error instanceof ApiRequestError && error.status === 404;
      if (missing) setNoSuchUser(true);
      return missing;
    },
  });

  function close() {
    form.reset();
    setNoSuchUser(false);
    clearError();
    onClose();
  }

  return (
    <FormModal opened={opened} onClose={close} title={t('newUser.title')}>
      <ModalForm
        {...sending}
        cancel={{ label: t('newUser.close'), onClick: close }}
        submit={t('newUser.add')}
      >
        {noSuchUser && (
          <Alert
            // A dark red keeps the white text readable (WCAG AA).
            color="red.9"
            variant="filled"
            role="alert"
            withCloseButton
            closeButtonLabel={t('newUser.dismiss')}
            onClose={() => setNoSuchUser(false)}
          >
            {t('newUser.noSuchUser')}
          </Alert>
        )}
        <PhoneInput description={t('newUser.phoneHint')} {...collapsedInputProps(form, 'phone')} />
        <Select
          label={t('newUser.role')}
          data={orgRoleOptions(t)}
          allowDeselect={false}
          {...focusClearsInputProps(form, 'role')}
        />
      </ModalForm>
    </FormModal>
  );
}
