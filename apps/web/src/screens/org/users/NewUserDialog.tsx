// Spec §2 'New User' dialog: adds an existing user to the organisation by phone. A 404 shows
// the red dismissible alert of spec §8 for TIMERS_MS.addUserAlert.
import { Alert, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Member, type NewUserValues, newUserSchema, TIMERS_MS } from '@nibble/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../api/client.ts';
import { addMember, membersQueryKey } from '../../../api/members.ts';
import { FormModal, ModalForm, PhoneInput } from '../../admin/FormDialog.tsx';
import {
  collapsedInputProps,
  focusClearsInputProps,
  showServerErrors,
} from '../../admin/formHelpers.ts';
import { ORG_ROLE_OPTIONS } from './orgRoleOptions.ts';

export const NO_SUCH_USER = 'The phone number you entered does not match with any user.';

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
  const [noSuchUser, setNoSuchUser] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewUserInput, (values: NewUserInput) => NewUserValues>({
    initialValues: { phone: '', role: 'org_employee' },
    validate: zod4Resolver(newUserSchema, { errorPriority: 'first' }),
    transformValues: (values) => newUserSchema.parse(values),
  });

  useEffect(() => {
    if (!noSuchUser) return;
    const timer = setTimeout(() => setNoSuchUser(false), TIMERS_MS.addUserAlert);
    return () => clearTimeout(timer);
  }, [noSuchUser]);

  const add = useMutation({
    mutationFn: (values: NewUserValues) => addMember(orgId, values),
    onSuccess: (member) => {
      // Create adds at the top (spec §4 "Lists"); a user already listed moves there.
      queryClient.setQueryData<Member[]>(membersQueryKey(orgId), (list) => [
        member,
        ...(list ?? []).filter((item) => item.id !== member.id),
      ]);
      // The answer carries the membership only (no name or city of the person found by
      // phone); the list, which shows members' names and cities, fills them in.
      void queryClient.invalidateQueries({ queryKey: membersQueryKey(orgId) });
      close();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 404) setNoSuchUser(true);
      else setFormError(showServerErrors(form, error));
    },
  });

  function close() {
    form.reset();
    setNoSuchUser(false);
    setFormError(null);
    onClose();
  }

  return (
    <FormModal opened={opened} onClose={close} title="New User">
      <ModalForm
        onSubmit={form.onSubmit((values) => {
          setNoSuchUser(false);
          setFormError(null);
          add.mutate(values);
        })}
        error={formError}
        cancel={{ label: 'Close', onClick: close }}
        submit="Add"
        submitting={add.isPending}
      >
        {noSuchUser && (
          <Alert
            // A dark red keeps the white text readable (WCAG AA).
            color="red.9"
            variant="filled"
            role="alert"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setNoSuchUser(false)}
          >
            {NO_SUCH_USER}
          </Alert>
        )}
        <PhoneInput
          description="The person must already have an account."
          {...collapsedInputProps(form, 'phone')}
        />
        <Select
          label="Role"
          data={ORG_ROLE_OPTIONS}
          allowDeselect={false}
          {...focusClearsInputProps(form, 'role')}
        />
      </ModalForm>
    </FormModal>
  );
}
