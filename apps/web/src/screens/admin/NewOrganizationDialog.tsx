// The 'New Organization' dialog of spec §2 with the rules of spec §5: inputs are
// whitespace-collapsed and trimmed, and a field's error clears when it gets focus.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_CATEGORY,
  DEFAULT_STATE,
  ORG_CATEGORIES,
  type Org,
  type OrgFormValues,
  orgSchema,
  STATES,
  stateLabel,
} from '@nibble/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { createOrg, orgsQueryKey } from '../../api/orgs.ts';
import { FormModal, ModalForm, PhoneInput } from './FormDialog.tsx';
import { collapsedInputProps, focusClearsInputProps, showServerErrors } from './formHelpers.ts';

const CATEGORY_OPTIONS = ORG_CATEGORIES.map((value) => ({ value, label: stateLabel(value) }));
const STATE_OPTIONS = STATES.map((value) => ({ value, label: stateLabel(value) }));

// A type alias (not an interface) so it fits the resolver's Record<string, unknown>.
export type OrgFormInput = {
  name: string;
  phone: string;
  category: string;
  address: string;
  city: string;
  state: string;
  postcode: string;
};

export const EMPTY_ORG: OrgFormInput = {
  name: '',
  phone: '',
  category: DEFAULT_CATEGORY,
  address: '',
  city: '',
  state: DEFAULT_STATE,
  postcode: '',
};

export function NewOrganizationDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated?: (org: Org) => void;
}) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OrgFormInput, (values: OrgFormInput) => OrgFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_ORG,
    validate: zod4Resolver(orgSchema, { errorPriority: 'first' }),
    // Validation passed, so parsing only collapses whitespace and fills defaults.
    transformValues: (values) => orgSchema.parse(values),
  });

  const create = useMutation({
    mutationFn: createOrg,
    onSuccess: (org) => {
      // Create prepends (spec §4 "Lists").
      queryClient.setQueryData<Org[]>(orgsQueryKey, (list) => [
        org,
        ...(list ?? []).filter((item) => item.id !== org.id),
      ]);
      form.reset();
      onCreated?.(org);
      onClose();
    },
    onError: (error) => setFormError(showServerErrors(form, error)),
  });

  const close = () => {
    form.reset();
    setFormError(null);
    create.reset();
    onClose();
  };

  return (
    <FormModal opened={opened} onClose={close} title="New Organization" size="lg">
      <ModalForm
        onSubmit={form.onSubmit((values) => {
          setFormError(null);
          create.mutate(values);
        })}
        error={formError}
        cancel={{ label: 'Cancel', onClick: close }}
        submit="Create"
        submitting={create.isPending}
      >
        <TextInput label="Name" required {...collapsedInputProps(form, 'name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PhoneInput {...collapsedInputProps(form, 'phone')} />
          <Select
            label="Category"
            data={CATEGORY_OPTIONS}
            allowDeselect={false}
            {...focusClearsInputProps(form, 'category')}
          />
        </SimpleGrid>
        <TextInput label="Address" required {...collapsedInputProps(form, 'address')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="City" required {...collapsedInputProps(form, 'city')} />
          <Select
            label="State"
            required
            data={STATE_OPTIONS}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': 'Clear state', 'aria-hidden': false, tabIndex: 0 }}
            nothingFoundMessage="No such state"
            {...focusClearsInputProps(form, 'state')}
            // A cleared select gives null; the rules expect text.
            onChange={(value) => form.setFieldValue('state', value ?? '')}
          />
        </SimpleGrid>
        <TextInput
          label="Postal Code"
          inputMode="numeric"
          {...collapsedInputProps(form, 'postcode')}
        />
      </ModalForm>
    </FormModal>
  );
}
