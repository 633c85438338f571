// What to do when a save finds the design changed elsewhere: never overwrite silently. The
// user reloads the stored version (dropping their changes) or keeps theirs as a copy.
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export type StaleChoice = 'reload' | 'copy' | 'cancel';

export const STALE_TITLE = 'This design was changed elsewhere';

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
      title: STALE_TITLE,
      centered: true,
      onClose: () => {
        if (!settled) {
          settled = true;
          resolve('cancel');
        }
      },
      children: (
        <Stack>
          <Text size="sm">{message}</Text>
          <Text size="sm">
            Reload shows the stored version and drops your unsaved changes. Save as a copy keeps
            your changes in a new design.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => settle('cancel', id)}>
              Cancel
            </Button>
            <Button variant="light" onClick={() => settle('reload', id)}>
              Reload
            </Button>
            <Button onClick={() => settle('copy', id)}>Save as a copy</Button>
          </Group>
        </Stack>
      ),
    });
  });
}
