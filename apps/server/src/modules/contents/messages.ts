// Sentences the design routes answer with (the spec leaves them open; see the brief).
export const EDIT_REFUSED = 'A published design cannot be edited. Unpublish it first.';
export const STALE_REVISION = 'This design was changed elsewhere. Reload it or save a copy.';
// Shared with the designs list, which says it beside the refused Delete.
export { DELETE_ACTIVE } from '@nibble/core';
export const COPY_SUFFIX = ' (copy)';
