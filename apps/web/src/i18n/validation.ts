// A refused field's message in the interface language: the core's rules (spec §5) through
// their catalogue messages (ruleMessages.ts), the server's own sentences through their error
// codes (apiErrors.ts). Forms call it when they show a message, so a switch applies at once.
import { fieldText } from './apiErrors.ts';

export { ruleMessage, TRANSLATED_RULES } from './ruleMessages.ts';

/** A field message in the interface language; a text no catalogue holds passes unchanged. */
export const translateFieldMessage = (message: string): string => fieldText(message);
