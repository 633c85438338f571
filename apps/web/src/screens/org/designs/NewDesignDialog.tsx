// The 'New design' dialog: a title and a design type. An empty title creates nothing, and
// the dialog closes either way (spec §5 "New design").
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { DESIGN_TYPE_IDS, type DesignType, isDesignType, LIMITS } from '@nibble/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typeNameToCreate } from './designTypes.ts';

export interface NewDesignDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called with what was typed; the caller decides (an empty title creates nothing). */
  onCreate: (values: { title: string; type: DesignType }) => void;
  initialType?: DesignType;
}

export function NewDesignDialog({
  opened,
  onClose,
  onCreate,
  initialType = 'promotion_coupon',
}: NewDesignDialogProps) {
  const [title, setTitle] = useState('');
  const [type, setType] = useState<DesignType>(initialType);
  const { t } = useTranslation('dashboard');
  const typeOptions = DESIGN_TYPE_IDS.map((value) => ({
    value,
    label: typeNameToCreate(value, t),
  }));

  const close = () => {
    setTitle('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate({ title, type });
    close();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('newDesign.title')}
      centered
      closeButtonProps={{ 'aria-label': t('newDesign.close') }}
    >
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('newDesign.titleLabel')}
            placeholder={t('newDesign.titlePlaceholder')}
            maxLength={LIMITS.titleMax}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            data-autofocus
          />
          <Select
            label={t('newDesign.type')}
            data={typeOptions}
            value={type}
            onChange={(value) => isDesignType(value) && setType(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('newDesign.cancel')}
            </Button>
            <Button type="submit">{t('newDesign.create')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
