// What an API error says, in the interface language. The server answers every refusal with
// a stable code beside its English message (core's errors.ts); here the code's catalogue
// message (errors namespace, errorText.ts) takes the message's place, with the values read
// back out of the English text. English shows the server's words as they are; a code without
// a translation falls back to them too. Loaded only once a language other than English is
// chosen (wiring.ts), so an English visitor downloads none of it.
import { errorCodeOf } from '@nibble/core';
import { setApiErrorTranslator } from '../api/client.ts';
import { codeText } from './errorText.ts';
import { currentLanguage, loadNamespaces } from './setup.ts';

/**
 * The text to show for an API error: its code's translation, or the code its message belongs
 * to (a form's refused field answers 'validation_failed' with the field's own sentence), or
 * the server's message as it came.
 */
export function apiErrorText(code: string, message: string): string {
  if (currentLanguage() === 'en') return message;
  const known = errorCodeOf(message);
  const read = known?.code === code ? known.values : {};
  return codeText(code, read) ?? (known && codeText(known.code, known.values)) ?? message;
}

/** A refused field's sentence (core's rules, the server's own) in the current language. */
export const fieldText = (message: string): string => apiErrorText('validation_failed', message);

/** Fetches the error messages of the current language and lets ApiRequestError use them. */
export async function translateApiErrors(): Promise<void> {
  await loadNamespaces(['errors']);
  setApiErrorTranslator(apiErrorText);
}
