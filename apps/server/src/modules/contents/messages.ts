// Sentences the design routes answer with (the spec leaves them open; see the brief).
export const EDIT_REFUSED = 'A published design cannot be edited. Unpublish it first.';
export const STALE_REVISION = 'This design was changed elsewhere. Reload it or save a copy.';
export const DELETE_ACTIVE = 'The design is published and active and cannot be deleted.';
export const COPY_SUFFIX = ' (copy)';
