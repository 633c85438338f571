// "Unpublish <title>" confirmation (spec §2).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function UnpublishDialog(props: {
  opened: boolean;
  title: string;
  onClose(): void;
  onUnpublish(): Promise<void>;
}) {
  const { t } = useTranslation('editor');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={t('unpublish.title', { title: props.title })}
      centered
    >
      <Stack>
        <Text>{t('unpublish.confirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('unpublish.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await props.onUnpublish();
                props.onClose();
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('unpublish.unpublish')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
