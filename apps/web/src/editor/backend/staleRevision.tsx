// What to do when a save finds the design changed elsewhere: never overwrite silently. The
// user reloads the stored version (dropping their changes) or keeps theirs as a copy.
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../i18n/setup.ts';
import { editorMessage } from '../messages.ts';

export type StaleChoice = 'reload' | 'copy' | 'cancel';

/** Asks in a modal; closing it answers 'cancel' (the unsaved document stays in the editor). */
export function askStaleChoice(message: string): Promise<StaleChoice> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (choice: StaleChoice, id: string) => {
      if (settled) return;
      settled = true;
      resolve(choice);
      modals.close(id);
    };
    const id = modals.open({
      title: i18n.t('editor:stale.title'),
      centered: true,
      onClose: () => {
        if (!settled) {
          settled = true;
          resolve('cancel');
        }
      },
      children: (
        <Stack>
          <Text size="sm">{editorMessage(message)}</Text>
          <Text size="sm">{i18n.t('editor:stale.explain')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => settle('cancel', id)}>
              {i18n.t('editor:stale.cancel')}
            </Button>
            <Button variant="light" onClick={() => settle('reload', id)}>
              {i18n.t('editor:stale.reload')}
            </Button>
            <Button onClick={() => settle('copy', id)}>{i18n.t('editor:stale.copy')}</Button>
          </Group>
        </Stack>
      ),
    });
  });
}
