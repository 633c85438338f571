// What one live socket may send, and how many sockets the server holds (issue 28). Every byte
// that arrives on the socket is hostile until these say otherwise; docs/operations.md lists
// each limit beside the attack it answers.
import { LIMITS } from '@nibble/core';

const KB = 1024;
const MB = 1024 * KB;

/**
 * One update a client may send: a whole design at the 2 MB limit as a Yjs update (about 1.45x
 * its JSON, packages/core/src/live/README.md) fits, with room; a larger one is not a design.
 */
export const MAX_UPDATE_BYTES = Math.ceil((LIMITS.documentMaxChars * 1.5) / MB) * MB;

/** One message after authentication: an update and its envelope (the socket refuses more, 1009). */
export const MAX_MESSAGE_BYTES = MAX_UPDATE_BYTES + 4 * KB;

/** Before authentication only the auth message is read: a document name and a token. */
export const MAX_MESSAGE_BYTES_BEFORE_AUTH = 4 * KB;

/**
 * A live design's whole state, history included: the stored state plus every update admitted
 * since it was stored. Past it, updates are refused, so a later joiner never receives more.
 */
export const MAX_LIVE_STATE_BYTES = 8 * MB;

/** A socket must authenticate a document within this, or it is closed. */
export const AUTH_TIMEOUT_MS = 5_000;

/** Documents one socket may open (the editor opens one), and auth attempts it may make. */
export const MAX_DOCUMENTS_PER_SOCKET = 4;
export const MAX_AUTH_ATTEMPTS_PER_SOCKET = 8;

/** Messages held while a document's authentication and loading are under way. */
export const MAX_HELD_MESSAGES = 64;
export const MAX_HELD_BYTES = MAX_MESSAGE_BYTES;

/**
 * Open sockets from one address, and sockets not yet authenticated (per address, overall).
 * Generous per address: phones on mobile data share a carrier's few addresses (CGNAT), and a
 * socket authenticates in milliseconds; what a stranger can hold is bounded by the last two.
 */
export const MAX_SOCKETS_PER_ADDRESS = 512;
export const MAX_UNAUTHENTICATED_PER_ADDRESS = 32;
export const MAX_UNAUTHENTICATED_SOCKETS = 256;

/** A presence state (who, selection, pointer, drag): a select-all of a big design fits. */
export const MAX_PRESENCE_BYTES = 64 * KB;
/** The fields a presence state may hold (apps/web/src/editor/live/presence.ts). */
export const PRESENCE_FIELDS: ReadonlySet<string> = new Set([
  'user',
  'selection',
  'pointer',
  'drag',
]);

/**
 * Fair share. A bucket holds `burst` and refills `perSecond`; the editor sends presence at most
 * every 50 ms and one update per operation, far below these.
 * - updates, per user across sockets: past them the user's sockets wait (nobody else does);
 * - presence, per socket: past it presence messages are dropped (the next one says it all);
 * - sync requests (a whole-state answer each), per socket: past it the socket is closed.
 */
export const UPDATE_RATE = { perSecond: 500, burst: 2_000 } as const;
export const UPDATE_BYTES_RATE = { perSecond: 2 * MB, burst: 2 * MAX_UPDATE_BYTES } as const;
export const PRESENCE_RATE = { perSecond: 60, burst: 120 } as const;
export const SYNC_REQUEST_RATE = { perSecond: 0.5, burst: 8 } as const;

/**
 * Updates of one socket merged into one check, one log row and one apply. A batch is one block
 * of the event loop (merge, check, apply, one acknowledgement a message: ~0.6 ms a message on a
 * loaded machine, profiled under a 20 000-update flood); at 500 other users waited up to 2 s.
 */
export const MAX_BATCH_MESSAGES = 100;

/** Past this much waiting on one socket, the server stops reading from it until it drains. */
export const MAX_QUEUED_BYTES = 2 * MB;
export const MAX_QUEUED_MESSAGES = 1_000;
