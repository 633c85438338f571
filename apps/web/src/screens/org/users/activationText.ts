// The server describes a pending activation in English ("Activation pending since
// DD/MM/YYYY", members service); the Users screen says it in the interface language,
// keeping the day as DD/MM/YYYY. Any other text is shown as the server sent it.
import type { TFunction } from 'i18next';

const PENDING = /^Activation pending since (\d{2}\/\d{2}\/\d{4})$/;

export function activationText(text: string, t: TFunction<'dashboard'>): string {
  const since = PENDING.exec(text)?.[1];
  return since ? t('dashboard:users.activationPending', { date: since }) : text;
}
