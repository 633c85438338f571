// The small one-field dialogs: New Template (Title; Cancel, Create) and New Print Page
// (Title, Channel; Cancel, Add) of spec §2.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { LIMITS } from '@nibble/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorModal, useActionThenClose } from './EditorModal.tsx';

export interface TitleDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  withChannel?: boolean;
  onClose(): void;
  onSubmit(values: { title: string; channel: string }): Promise<void> | void;
}

export function TitleDialog({
  opened,
  title,
  submitLabel,
  withChannel,
  onClose,
  onSubmit,
}: TitleDialogProps) {
  const { t } = useTranslation('editor');
  const [values, setValues] = useState({ title: '', channel: '' });
  const { busy, run } = useActionThenClose(onClose);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      await onSubmit({ title: values.title.trim(), channel: values.channel.trim() });
      setValues({ title: '', channel: '' });
    });
  };
  return (
    <EditorModal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('titleDialog.title')}
            data-autofocus
            maxLength={LIMITS.titleMax}
            value={values.title}
            onChange={(e) => setValues({ ...values, title: e.currentTarget.value })}
          />
          {withChannel && (
            <TextInput
              label={t('titleDialog.channel')}
              maxLength={LIMITS.channelMax}
              value={values.channel}
              onChange={(e) => setValues({ ...values, channel: e.currentTarget.value })}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('titleDialog.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </EditorModal>
  );
}
