// Page record ids as they arrive in URLs (`?pageId=`, `/qrcode/001:{id}`). Ids are PostgreSQL
// integers, so anything that is not 1–10 digits within int4 is a bad request, not a lookup.
import { ERROR_MESSAGES } from '@nibble/core';
export const MAX_PAGE_ID = 2_147_483_647;
export const PAGE_CODE_TYPE = '001';

export const PAGE_ID_MESSAGE = ERROR_MESSAGES.page_id_invalid;
export const PAGE_CODE_MESSAGE = ERROR_MESSAGES.page_code_invalid;

/** The id, or null when the text is not a page id. */
export function readPageId(text: string): number | null {
  if (!/^[0-9]{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_PAGE_ID ? id : null;
}

/** `001:123` → 123; null for any other code type or a malformed id. */
export function readPageCode(code: string): number | null {
  const colon = code.indexOf(':');
  if (colon < 0 || code.slice(0, colon) !== PAGE_CODE_TYPE) return null;
  return readPageId(code.slice(colon + 1));
}
