// What an API error says, in the interface language. The server answers every refusal with
// a stable code beside its English message (core's errors.ts); here the code's catalogue
// message (errors namespace) takes the message's place, with the values read back out of the
// English text. English shows the server's words as they are; a code without a translation
// falls back to them too. Loaded only once a language other than English is chosen (setup.ts),
// so an English visitor downloads none of it.
import {
  errorCodeOf,
  LIMITS,
  MESSAGES,
  PREVIEW_MAX_SIDE,
  type Rule,
  ruleErrorCode,
} from '@nibble/core';
import { setApiErrorTranslator } from '../api/client.ts';
import { ruleMessage } from './ruleMessages.ts';
import { currentLanguage, i18n, loadNamespaces } from './setup.ts';

const MEGABYTE = 1_048_576;

/**
 * The limits the spec's upload and design rules name, as values of their catalogue messages
 * (core writes them into its English sentences).
 */
export const RULE_VALUES: Readonly<Record<string, Record<string, number>>> = {
  image_too_large: { megabytes: LIMITS.imageMaxBytes / MEGABYTE },
  illustration_too_large: { megabytes: LIMITS.illustrationMaxBytes / MEGABYTE },
  image_pixels_too_large: { megapixels: LIMITS.imageMaxMegapixels },
  title_max: { max: LIMITS.titleMax },
  channel_max: { max: LIMITS.channelMax },
  text_max: { max: LIMITS.textMax },
  document_too_large: { megabytes: LIMITS.documentMaxChars / 1_000_000 },
  preview_too_large: { side: PREVIEW_MAX_SIDE },
};

const RULE_OF_CODE = new Map<string, Rule>(
  (Object.keys(MESSAGES) as Rule[]).map((rule) => [ruleErrorCode(rule), rule]),
);

const valuesFor = (code: string, read: Record<string, string>): Record<string, unknown> => {
  const values: Record<string, unknown> = { ...RULE_VALUES[code], ...read };
  // i18next picks the plural form from a number.
  if (typeof values.count === 'string') values.count = Number(values.count);
  return values;
};

/** A code's message in the current language, or null when the catalogue has none. */
function codeText(code: string, read: Record<string, string>): string | null {
  const rule = RULE_OF_CODE.get(code);
  const byRule = rule && ruleMessage(rule, (key, values) => i18n.t(key, values ?? {}));
  if (byRule) return byRule;
  const key = `errors:codes.${code}`;
  const values = valuesFor(code, read);
  // With the values, so a plural message (key_one, key_other) counts as there.
  if (!i18n.exists(key, values)) return null;
  return i18n.t(key, values);
}

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
