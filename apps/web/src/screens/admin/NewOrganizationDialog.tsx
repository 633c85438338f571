// The 'New Organization' dialog of spec §2 with the rules of spec §5: inputs are
// whitespace-collapsed and trimmed, and a field's error clears when it gets focus.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  DEFAULT_CATEGORY,
  DEFAULT_STATE,
  ORG_CATEGORIES,
  type Org,
  type OrgFormValues,
  orgSchema,
  STATES,
} from '@nibble/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { putFirst } from '../../api/cachedLists.ts';
import { createOrg, orgsQueryKey } from '../../api/orgs.ts';
import { FormModal, ModalForm, PhoneInput } from './FormDialog.tsx';
import {
  collapsedInputProps,
  focusClearsInputProps,
  useFormMutation,
  useSchemaForm,
} from './formHelpers.ts';
import { categoryName, stateName } from './labels.ts';
import { useNameCollator } from './useLanguage.ts';

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
  const { t } = useTranslation('admin');
  const collator = useNameCollator();
  const categoryOptions = ORG_CATEGORIES.map((value) => ({ value, label: categoryName(value, t) }));
  // States in the reader's alphabetical order, so Kerala is where a Malayalam reader looks.
  const stateOptions = useMemo(
    () =>
      STATES.map((value) => ({ value, label: stateName(value, t) })).sort((a, b) =>
        collator.compare(a.label, b.label),
      ),
    [t, collator],
  );
  const queryClient = useQueryClient();
  const form = useSchemaForm<OrgFormInput, OrgFormValues>(orgSchema, EMPTY_ORG);

  const { mutation, sending, clearError } = useFormMutation(form, {
    mutationFn: createOrg,
    onSuccess: (org) => {
      // Create prepends (spec §4 "Lists").
      putFirst(queryClient, orgsQueryKey, org);
      form.reset();
      onCreated?.(org);
      onClose();
    },
  });

  const close = () => {
    form.reset();
    clearError();
    mutation.reset();
    onClose();
  };

  return (
    <FormModal opened={opened} onClose={close} title={t('orgs.newOrganization')} size="lg">
      <ModalForm
        {...sending}
        cancel={{ label: t('dialog.cancel'), onClick: close }}
        submit={t('dialog.create')}
      >
        <TextInput label={t('fields.name')} required {...collapsedInputProps(form, 'name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PhoneInput {...collapsedInputProps(form, 'phone')} />
          <Select
            label={t('fields.category')}
            data={categoryOptions}
            allowDeselect={false}
            {...focusClearsInputProps(form, 'category')}
          />
        </SimpleGrid>
        <TextInput label={t('fields.address')} required {...collapsedInputProps(form, 'address')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('fields.city')} required {...collapsedInputProps(form, 'city')} />
          <Select
            label={t('fields.state')}
            required
            data={stateOptions}
            searchable
            clearable
            clearButtonProps={{
              'aria-label': t('fields.clearState'),
              'aria-hidden': false,
              tabIndex: 0,
            }}
            nothingFoundMessage={t('fields.noSuchState')}
            {...focusClearsInputProps(form, 'state')}
            // A cleared select gives null; the rules expect text.
            onChange={(value) => form.setFieldValue('state', value ?? '')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.postcode')}
          inputMode="numeric"
          {...collapsedInputProps(form, 'postcode')}
        />
      </ModalForm>
    </FormModal>
  );
}
