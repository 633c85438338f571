// "Publish <title>" with start and end dates (spec §2), checked by the shared rules of
// spec §5 "Publish dates"; restaurant menus get their fixed end date, locked.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { DesignType } from '@nibble/core';
import { checkPublishDates, restaurantMenuEnd } from '@nibble/core/publication';
import dayjs from 'dayjs';
import { useState } from 'react';

export interface PublishDialogProps {
  opened: boolean;
  title: string;
  type: DesignType;
  onClose(): void;
  onPublish(range: { start: string; end: string }): Promise<void>;
}

export function PublishDialog({ opened, title, type, onClose, onPublish }: PublishDialogProps) {
  const now = new Date();
  const fixedEnd =
    type === 'restaurant_menu' ? dayjs(restaurantMenuEnd(now)).format('YYYY-MM-DD') : null;
  const [start, setStart] = useState<string | null>(dayjs(now).format('YYYY-MM-DD'));
  const [end, setEnd] = useState<string | null>(fixedEnd);
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const result = checkPublishDates({ start, end: fixedEnd ?? end, type, now: new Date() });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setBusy(true);
    try {
      await onPublish({ start: result.start, end: result.end });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Publish ${title}`} centered>
      <Stack>
        <DatePickerInput
          label="Start date"
          value={start}
          minDate={dayjs(now).format('YYYY-MM-DD')}
          onChange={(value) => {
            setStart(value);
            setErrors({});
          }}
          error={errors.start}
          valueFormat="DD/MM/YYYY"
        />
        <DatePickerInput
          label="End date"
          value={fixedEnd ?? end}
          disabled={fixedEnd !== null}
          minDate={start ?? undefined}
          onChange={(value) => {
            setEnd(value);
            setErrors({});
          }}
          error={errors.end}
          valueFormat="DD/MM/YYYY"
        />
        {fixedEnd && (
          <Text size="sm" c="dimmed">
            A restaurant menu stays published for about ten years.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Publish
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
