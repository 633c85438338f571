// One error catalogue: a core error code's message (the errors namespace) in the current
// language. The server answers a refusal with its code (apiErrors.ts reads it off the reply);
// the editor refuses with the same core sentence before asking the server (editor/messages.ts
// reads the code back out of it). Both come here, so one refusal reads one way in every
// language, wherever it was refused.
import {
  errorCodeOf,
  LIMITS,
  MESSAGES,
  PREVIEW_MAX_SIDE,
  type Rule,
  ruleErrorCode,
} from '@nibble/core';
import { ruleMessage } from './ruleMessages.ts';
import { currentLanguage, i18n } from './setup.ts';

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

/**
 * A code's message in the current language, with the values read out of its English text;
 * null when the catalogue has none (or the errors namespace is not loaded).
 */
export function codeText(code: string, read: Record<string, string>): string | null {
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
 * A core error sentence ('Only a new design can be published.') in the interface language,
 * through its code; English shows the core's words as they are, and a text that is no core
 * error's passes unchanged.
 */
export function coreErrorText(message: string): string {
  if (currentLanguage() === 'en') return message;
  const known = errorCodeOf(message);
  return (known && codeText(known.code, known.values)) ?? message;
}
