// Each open live design's guard (issue 28): a scratch copy of the document, kept equal to it,
// where every client update is tried before it may join (`admitLiveUpdate`, packages/core), and
// the design's size so far — its Yjs state, bounded at MAX_LIVE_STATE_BYTES, and its JSON,
// bounded at the spec's 2 MB (LIMITS.documentMaxChars) as a REST save is.
import { Connection, type Document } from '@hocuspocus/server';
import { LIMITS } from '@nibble/core';
import { type Admission, admitLiveUpdate } from '@nibble/core/live';
import * as Y from 'yjs';
import { MAX_LIVE_STATE_BYTES } from './socket/limits.ts';

/** What has joined a design since a point in time (for a store that began then). */
export interface JoinedMark {
  bytes: number;
  chars: number;
}

export class DocumentGuard {
  /** Built at the first update to check (most openings only look), dropped after a refusal. */
  private scratch: Y.Doc | null = null;
  /** The stored state's size and its JSON's length (at opening, then at each store) … */
  private storedBytes: number;
  private storedChars: number;
  /** … and what joined since: admitted updates, and changes from elsewhere (relay, REST). */
  private joined: JoinedMark = { bytes: 0, chars: 0 };

  /** `scratch`: a copy of the document as loaded (the check of its stored state made one). */
  constructor(
    private readonly document: Document,
    stored: { bytes: number; jsonChars: number },
    scratch: Y.Doc | null = null,
  ) {
    this.storedBytes = stored.bytes;
    this.storedChars = stored.jsonChars;
    this.scratch = scratch;
    document.on('update', this.follow);
  }

  /**
   * Every change of the document reaches the scratch copy too: a client's (admitted here
   * already, so applying it again changes nothing — but a scratch built again in between lacks
   * it) and everyone else's. Only changes that did not come through `admit` add to the size.
   */
  private follow = (update: Uint8Array, origin: unknown): void => {
    if (!(origin instanceof Connection)) this.joined.bytes += update.byteLength;
    if (this.scratch) Y.applyUpdate(this.scratch, update, 'follow');
  };

  /** The design's size as far as the guard knows: stored, plus everything since. */
  get bytes(): number {
    return this.storedBytes + this.joined.bytes;
  }

  /** Whether `update` may join the design; if so, the scratch copy holds it already. */
  admit(update: Uint8Array): Admission {
    if (this.bytes + update.byteLength > MAX_LIVE_STATE_BYTES) {
      return { ok: false, reason: 'the design would be too large', scratchChanged: false };
    }
    if (!this.scratch) {
      this.scratch = new Y.Doc();
      Y.applyUpdate(this.scratch, Y.encodeStateAsUpdate(this.document), 'copy');
    }
    // What replaced values give back is only known at the next store: until then every value
    // added counts, and an update adding nothing (a delete) always fits.
    const room = LIMITS.documentMaxChars - this.storedChars - this.joined.chars;
    const admission = admitLiveUpdate(this.scratch, update, { maxAddedChars: Math.max(0, room) });
    if (admission.ok) {
      this.joined.bytes += update.byteLength;
      this.joined.chars += admission.addedChars;
    } else if (admission.scratchChanged) {
      this.dropScratch();
    }
    return admission;
  }

  /** A mark of what joined so far, for `stored` after a store that began then. */
  mark(): JoinedMark {
    return { ...this.joined };
  }

  /**
   * The state was stored at `bytes` (its JSON `jsonChars` long, null when it was not written),
   * holding everything that joined up to `mark`.
   */
  stored(bytes: number, jsonChars: number | null, mark: JoinedMark): void {
    this.storedBytes = bytes;
    this.joined.bytes -= mark.bytes;
    if (jsonChars !== null) {
      this.storedChars = jsonChars;
      this.joined.chars -= mark.chars;
    }
  }

  private dropScratch(): void {
    this.scratch?.destroy();
    this.scratch = null;
  }

  destroy(): void {
    this.document.off('update', this.follow);
    this.dropScratch();
  }
}
