// The 'New design' dialog: a title and a design type. An empty title creates nothing, and
// the dialog closes either way (spec §5 "New design").
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { DESIGN_TYPE_IDS, DESIGN_TYPES, type DesignType, isDesignType, LIMITS } from '@nibble/core';
import { type FormEvent, useState } from 'react';

const TYPE_OPTIONS = DESIGN_TYPE_IDS.map((type) => ({
  value: type,
  label: DESIGN_TYPES[type].name,
}));

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
    <Modal opened={opened} onClose={close} title="New design" centered>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label="Title"
            placeholder="Summer offer"
            maxLength={LIMITS.titleMax}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            data-autofocus
          />
          <Select
            label="Design type"
            data={TYPE_OPTIONS}
            value={type}
            onChange={(value) => isDesignType(value) && setType(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Create</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
