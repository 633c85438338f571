// "Unpublish <title>" confirmation (spec §2).
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditorModal, useActionThenClose } from './EditorModal.tsx';

export function UnpublishDialog(props: {
  opened: boolean;
  title: string;
  onClose(): void;
  onUnpublish(): Promise<void>;
}) {
  const { t } = useTranslation('editor');
  const { busy, run } = useActionThenClose(props.onClose);
  return (
    <EditorModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('unpublish.title', { title: props.title })}
    >
      <Stack>
        <Text>{t('unpublish.confirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('unpublish.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => run(props.onUnpublish)}>
            {t('unpublish.unpublish')}
          </Button>
        </Group>
      </Stack>
    </EditorModal>
  );
}
