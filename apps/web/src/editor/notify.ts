// One way to tell the user an editor action failed: their work stays in the editor.
import { notifications } from '@mantine/notifications';

export function notifyError(title: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(title, error);
  notifications.show({ color: 'red', title, message });
}

export function notifyDone(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 2500 });
}
