// A client's presence (y-protocols awareness) read without trusting it: each entry is a client
// id, a clock and a JSON state. A connection may speak only for its own client id (the first
// it names that nobody else in the design holds), with a state of the editor's fields, small.
import * as decoding from 'lib0/decoding';
import { MAX_PRESENCE_BYTES, PRESENCE_FIELDS } from './limits.ts';

export interface PresenceEntry {
  clientId: number;
  state: string;
}

/** The entries of an awareness update; null when it does not decode. */
export function readPresence(update: Uint8Array): PresenceEntry[] | null {
  try {
    const decoder = decoding.createDecoder(update);
    const count = decoding.readVarUint(decoder);
    const entries: PresenceEntry[] = [];
    for (let i = 0; i < count; i++) {
      const clientId = decoding.readVarUint(decoder);
      decoding.readVarUint(decoder); // clock
      const state = decoding.readVarString(decoder);
      entries.push({ clientId, state });
      if (entries.length > 4) return null; // a client tells its own state, not a crowd's
    }
    return decoding.hasContent(decoder) ? null : entries;
  } catch {
    return null;
  }
}

/** Whether a state is one the editor sends: null (leaving), or an object of its fields. */
export function isPresenceState(state: string): boolean {
  if (state.length > MAX_PRESENCE_BYTES) return false;
  let value: unknown;
  try {
    value = JSON.parse(state);
  } catch {
    return false;
  }
  if (value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.keys(value).every((key) => PRESENCE_FIELDS.has(key));
}
