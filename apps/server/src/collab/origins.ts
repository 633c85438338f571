// The transaction origins the live documents' extensions agree on, and the relay's encoding of
// bytes. A leaf: every extension beside it imports it, and it imports none of them.
import { LIVE_CLOSE } from '@nibble/core/live/protocol';

/**
 * The origin of changes that came from elsewhere — another process, the stored state, a REST
 * save — and are already stored. Hocuspocus stores a change whose origin is a client
 * connection; for this one string (its Redis extension's) it stores nothing, and the relay
 * relays nothing either.
 */
export const ELSEWHERE = '__hocuspocus__redis__origin__';

/** The origin of the server's own repairs (stored and relayed like a client's edit). */
export const REPAIR_ORIGIN = 'repair';

/** The socket refuses with this (Hocuspocus answers "permission denied" with the reason). */
export const REFUSED = { reason: LIVE_CLOSE.forbidden.reason };

export const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');
export const fromBase64 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64'));
