// What a client's Hocuspocus message is, read without trusting it: the document it names, its
// type, and for each type the one thing the gate looks at. Anything that does not decode is
// null, and the gate closes the socket. Hocuspocus' message types: server/src/types.ts;
// y-protocols' sync steps: sync.js.
import { MessageType } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

/** @hocuspocus/common's AuthMessageType. */
const AUTH_PERMISSION_DENIED = 1;
const AUTH_AUTHENTICATED = 2;

const SYNC_STEP_1 = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

export type ClientMessage =
  | { kind: 'auth' }
  | { kind: 'syncRequest' } // sync step 1 or a query for presence: answered with a whole state
  | { kind: 'update'; update: Uint8Array } // sync step 2 or an update: what the server stores
  | { kind: 'presence'; update: Uint8Array }
  | { kind: 'stateless' } // stateless or broadcast: only the server sends these
  | { kind: 'close' };

export interface Envelope {
  documentName: string;
  message: ClientMessage;
}

/** The document a message names and what it is; null when it does not decode. */
export function readClientMessage(data: Uint8Array): Envelope | null {
  try {
    const decoder = decoding.createDecoder(data);
    const documentName = decoding.readVarString(decoder);
    const type = decoding.readVarUint(decoder);
    const message = readBody(type, decoder);
    return message ? { documentName, message } : null;
  } catch {
    return null;
  }
}

function readBody(type: number, decoder: decoding.Decoder): ClientMessage | null {
  switch (type) {
    case MessageType.Auth:
      return { kind: 'auth' };
    case MessageType.Sync:
    case MessageType.SyncReply: {
      const step = decoding.readVarUint(decoder);
      if (step === SYNC_STEP_1) {
        decoding.readVarUint8Array(decoder);
        return { kind: 'syncRequest' };
      }
      if (step === SYNC_STEP_2 || step === SYNC_UPDATE) {
        return { kind: 'update', update: decoding.readVarUint8Array(decoder) };
      }
      return null;
    }
    case MessageType.Awareness:
      return { kind: 'presence', update: decoding.readVarUint8Array(decoder) };
    case MessageType.QueryAwareness:
      return { kind: 'syncRequest' };
    case MessageType.Stateless:
    case MessageType.BroadcastStateless:
      return { kind: 'stateless' };
    case MessageType.CLOSE:
      return { kind: 'close' };
    default:
      return null;
  }
}

/** An update message as a client sends it: what Hocuspocus applies and acknowledges once. */
export function updateMessage(documentName: string, update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, documentName);
  encoding.writeVarUint(encoder, MessageType.Sync);
  encoding.writeVarUint(encoder, SYNC_UPDATE);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** The acknowledgement Hocuspocus sends after applying an update (SyncStatus, applied). */
export function syncStatusMessage(documentName: string, applied: boolean): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, documentName);
  encoding.writeVarUint(encoder, MessageType.SyncStatus);
  encoding.writeVarUint(encoder, applied ? 1 : 0);
  return encoding.toUint8Array(encoder);
}

/** Hocuspocus' answer to an authentication, read from what it sends; null for anything else. */
export function authAnswerOf(
  data: Uint8Array,
): { documentName: string; answer: 'denied' | 'authenticated' } | null {
  try {
    const decoder = decoding.createDecoder(data);
    const documentName = decoding.readVarString(decoder);
    if (decoding.readVarUint(decoder) !== MessageType.Auth) return null;
    const type = decoding.readVarUint(decoder);
    if (type === AUTH_PERMISSION_DENIED) return { documentName, answer: 'denied' };
    if (type === AUTH_AUTHENTICATED) return { documentName, answer: 'authenticated' };
    return null;
  } catch {
    return null;
  }
}
