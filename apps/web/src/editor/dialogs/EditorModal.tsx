// What the editor's small dialogs (publish, unpublish, new template, new print page) share:
// the centred frame whose close button is named in the interface language, and the busy state
// of the action that closes it.
import { Modal } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function EditorModal({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('editor');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
    >
      {children}
    </Modal>
  );
}

/**
 * `busy` while the dialog's action runs, and `run` to run it: the dialog closes when the action
 * succeeds and stays open, no longer busy, when it throws (the caller has said why).
 */
export function useActionThenClose(onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void> | void) => {
    setBusy(true);
    try {
      await action();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
