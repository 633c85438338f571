// Sentences the design routes answer with (the spec leaves them open; see the brief).
import { ERROR_MESSAGES } from '@nibble/core';
export const EDIT_REFUSED = ERROR_MESSAGES.design_not_editable;
export const STALE_REVISION = ERROR_MESSAGES.stale_revision;
// Shared with the designs list, which says it beside the refused Delete.
export { DELETE_ACTIVE } from '@nibble/core';
export const COPY_SUFFIX = ' (copy)';
