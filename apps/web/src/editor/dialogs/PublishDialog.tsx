// "Publish <title>" with start and end dates (spec §2), checked by the shared rules of
// spec §5 "Publish dates"; restaurant menus get their fixed end date, locked. The pickers hold
// calendar days (YYYY-MM-DD) and send them as chosen; "today" is the platform zone's.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { DesignType } from '@nibble/core';
import { todayIn } from '@nibble/core/calendar-days';
import { checkPublishDates, restaurantMenuEnd } from '@nibble/core/publication';
import { useEffect, useState } from 'react';
import { usePlatformZone } from '../../session/platform.ts';

export interface PublishDialogProps {
  opened: boolean;
  title: string;
  type: DesignType;
  onClose(): void;
  onPublish(range: { start: string; end: string }): Promise<void>;
}

export function PublishDialog({ opened, title, type, onClose, onPublish }: PublishDialogProps) {
  const zone = usePlatformZone();
  const now = new Date();
  const today = todayIn(zone, now);
  const fixedEnd = type === 'restaurant_menu' ? restaurantMenuEnd(now, zone) : null;
  const [start, setStart] = useState<string | null>(today);
  const [end, setEnd] = useState<string | null>(fixedEnd);
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({});
  const [busy, setBusy] = useState(false);

  // Each opening starts from today (the platform zone's, which may arrive after the first
  // render) rather than from what an earlier opening left.
  useEffect(() => {
    if (!opened) return;
    setStart(today);
    setEnd(fixedEnd);
    setErrors({});
  }, [opened, today, fixedEnd]);

  const submit = async () => {
    const result = checkPublishDates({ start, end: fixedEnd ?? end, type, now: new Date(), zone });
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
          minDate={today}
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
