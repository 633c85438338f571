// Each open live design's guard (issue 28): a scratch copy of the document, kept equal to it,
// where every client update is tried before it may join (`admitLiveUpdate`, packages/core), and
// the design's size so far, so no update takes it past MAX_LIVE_STATE_BYTES.
import { Connection, type Document } from '@hocuspocus/server';
import { type Admission, admitLiveUpdate } from '@nibble/core/live';
import * as Y from 'yjs';
import { MAX_LIVE_STATE_BYTES } from './socket/limits.ts';

export class DocumentGuard {
  /** Built at the first update to check (most openings only look), dropped after a refusal. */
  private scratch: Y.Doc | null = null;
  /** The stored state's size (at opening, then at each store) … */
  private storedBytes: number;
  /** … and what joined since: admitted updates, and changes from elsewhere (relay, REST). */
  private joinedBytes = 0;

  /** `scratch`: a copy of the document as loaded (the check of its stored state made one). */
  constructor(
    private readonly document: Document,
    storedBytes: number,
    scratch: Y.Doc | null = null,
  ) {
    this.storedBytes = storedBytes;
    this.scratch = scratch;
    document.on('update', this.follow);
  }

  /**
   * Every change of the document reaches the scratch copy too: a client's (admitted here
   * already, so applying it again changes nothing — but a scratch built again in between lacks
   * it) and everyone else's. Only changes that did not come through `admit` add to the size.
   */
  private follow = (update: Uint8Array, origin: unknown): void => {
    if (!(origin instanceof Connection)) this.joinedBytes += update.byteLength;
    if (this.scratch) Y.applyUpdate(this.scratch, update, 'follow');
  };

  /** The design's size as far as the guard knows: stored, plus everything since. */
  get bytes(): number {
    return this.storedBytes + this.joinedBytes;
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
    const admission = admitLiveUpdate(this.scratch, update);
    if (admission.ok) this.joinedBytes += update.byteLength;
    else if (admission.scratchChanged) this.dropScratch();
    return admission;
  }

  /** A mark of what joined so far, for `stored` after a store that began then. */
  mark(): number {
    return this.joinedBytes;
  }

  /** The state was stored at `bytes`, holding everything that joined up to `mark`. */
  stored(bytes: number, mark: number): void {
    this.storedBytes = bytes;
    this.joinedBytes -= mark;
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
