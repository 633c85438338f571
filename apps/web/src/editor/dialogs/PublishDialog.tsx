// "Publish <title>" with start and end dates (spec §2), checked by the shared rules of
// spec §5 "Publish dates"; restaurant menus get their fixed end date, locked. The pickers hold
// calendar days (YYYY-MM-DD) and send them as chosen; "today" is the platform zone's.
import { Button, Group, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { DesignType } from '@nibble/core';
import { todayIn } from '@nibble/core/calendar-days';
import { checkPublishDates, restaurantMenuEnd } from '@nibble/core/publication';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformZone } from '../../session/platform.ts';
import { editorMessage } from '../messages.ts';
import { EditorModal, useActionThenClose } from './EditorModal.tsx';

export interface PublishDialogProps {
  opened: boolean;
  title: string;
  type: DesignType;
  onClose(): void;
  onPublish(range: { start: string; end: string }): Promise<void>;
}

export function PublishDialog({ opened, title, type, onClose, onPublish }: PublishDialogProps) {
  const { t } = useTranslation('editor');
  const zone = usePlatformZone();
  const now = new Date();
  const today = todayIn(zone, now);
  const fixedEnd = type === 'restaurant_menu' ? restaurantMenuEnd(now, zone) : null;
  const [start, setStart] = useState<string | null>(today);
  const [end, setEnd] = useState<string | null>(fixedEnd);
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({});
  const { busy, run } = useActionThenClose(onClose);

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
    await run(() => onPublish({ start: result.start, end: result.end }));
  };

  return (
    <EditorModal opened={opened} onClose={onClose} title={t('publish.title', { title })}>
      <Stack>
        <DatePickerInput
          label={t('publish.start')}
          value={start}
          minDate={today}
          onChange={(value) => {
            setStart(value);
            setErrors({});
          }}
          error={errors.start && editorMessage(errors.start)}
          valueFormat="DD/MM/YYYY"
          previousLabel={t('publish.previous')}
          nextLabel={t('publish.next')}
        />
        <DatePickerInput
          label={t('publish.end')}
          value={fixedEnd ?? end}
          disabled={fixedEnd !== null}
          minDate={start ?? undefined}
          onChange={(value) => {
            setEnd(value);
            setErrors({});
          }}
          error={errors.end && editorMessage(errors.end)}
          valueFormat="DD/MM/YYYY"
          previousLabel={t('publish.previous')}
          nextLabel={t('publish.next')}
        />
        {fixedEnd && (
          <Text size="sm" c="dimmed">
            {t('publish.restaurantMenu')}
          </Text>
        )}
        {/* One row when both fit; otherwise each button takes the full width of its own row
            (Malayalam's പ്രസിദ്ധീകരിക്കുക does not fit beside റദ്ദാക്കുക on a phone). */}
        <Group justify="flex-end" wrap="wrap-reverse" gap="sm">
          <Button variant="default" onClick={onClose} style={{ flex: '1 1 auto' }}>
            {t('publish.cancel')}
          </Button>
          <Button onClick={submit} loading={busy} style={{ flex: '1 1 auto' }}>
            {t('publish.publish')}
          </Button>
        </Group>
      </Stack>
    </EditorModal>
  );
}
