// The live socket's contract, written once for the server, the editor and the tests: where the
// socket is, how a design's document is named, how the server closes a socket and why, and the
// one stateless message the server sends. Nothing here loads Yjs.

/** The websocket path, on the API's own port. */
export const COLLAB_PATH = '/api/v1/collab';

const DOCUMENT_PREFIX = 'design:';
/** The largest row id the database holds (PostgreSQL `integer`). */
const MAX_DESIGN_ID = 2_147_483_647;

/** A design's live document is named `design:{id}`. */
export const designDocumentName = (designId: number): string => `${DOCUMENT_PREFIX}${designId}`;

/** The design id a document name names, or null for any other name (refused at once). */
export function designIdOf(documentName: string): number | null {
  if (!documentName.startsWith(DOCUMENT_PREFIX)) return null;
  const digits = documentName.slice(DOCUMENT_PREFIX.length);
  if (!/^[1-9][0-9]{0,9}$/.test(digits)) return null;
  const id = Number(digits);
  return id <= MAX_DESIGN_ID ? id : null;
}

/**
 * How the server ends a socket (code and reason, as the close frame carries them). 1009 is the
 * websocket's own "message too big", sent before the message is read.
 */
export const LIVE_CLOSE = {
  /** The session was signed out, expired, or its user deactivated. */
  sessionEnded: { code: 4401, reason: 'unauthorized' },
  /** The design is gone or no longer this person's (membership, organisation). */
  forbidden: { code: 4403, reason: 'permission-denied' },
  /** A message that does not decode, or that a client may not send (now). */
  badMessage: { code: 4400, reason: 'bad-message' },
  /** No document authenticated in time after the socket opened. */
  authTimeout: { code: 4408, reason: 'auth-timeout' },
  /** An update the server refused: not stored, not acknowledged, not sent to anyone. */
  updateRefused: { code: 4422, reason: 'update-refused' },
  /** More than a client may send: too many messages waiting, or too many refusals. */
  tooMany: { code: 4429, reason: 'too-many-messages' },
  /** The websocket's own: a message larger than the socket takes. */
  tooBig: { code: 1009, reason: 'message-too-big' },
} as const;

export type LiveCloseReason = (typeof LIVE_CLOSE)[keyof typeof LIVE_CLOSE]['reason'];

/**
 * The stateless message the server sends when a design turns read-only (published, disabled)
 * or editable again. Only the server sends it: a client's broadcast never reaches another editor.
 */
export const readOnlyMessage = (readOnly: boolean): string => JSON.stringify({ readOnly });

/** The read-only flag of a stateless message from the server, or null for anything else. */
export function readOnlyOf(payload: string): boolean | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const flag = (value as { readOnly?: unknown }).readOnly;
    return typeof flag === 'boolean' ? flag : null;
  } catch {
    return null;
  }
}

/** The sys_admin's list of live state set aside (GET /api/v1/admin/live-quarantine). */
export const LIVE_QUARANTINE_PATH = '/admin/live-quarantine';

/** One update or stored state the server set aside instead of merging it. */
export interface QuarantinedLiveUpdate {
  id: number;
  /** The design it belonged to. */
  contentId: number;
  /** Who sent it, when known. */
  userId: number | null;
  /** Why, in the server's words (a diagnostic, in English). */
  reason: string;
  bytes: number;
  /** ISO timestamp. */
  createdAt: string;
}
