// "Unpublish <title>" confirmation (spec §2).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export function UnpublishDialog(props: {
  opened: boolean;
  title: string;
  onClose(): void;
  onUnpublish(): Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Unpublish ${props.title}`}
      centered
    >
      <Stack>
        <Text>Are you sure you want to change this campaign's publication?</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
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
            Unpublish
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
