// One way to tell the user an editor action failed: their work stays in the editor. Callers
// pass texts already in the interface language (read when the notification shows).
import { notifications } from '@mantine/notifications';
import { errorText } from './messages.ts';

export function notifyError(title: string, error: unknown): void {
  console.error(title, error);
  notifications.show({ color: 'red', title, message: errorText(error) });
}

export function notifyDone(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 2500 });
}
