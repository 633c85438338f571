import type { BlobFacts, BlobStore } from './blob-store.ts';
import { sha256Of } from './sha256.ts';

export interface MoveReport {
  /** Keys found in the source. */
  total: number;
  copied: number;
  /** Already in the target with the same size and SHA-256 (a resumed move). */
  skipped: number;
  /** Copied but read back different, or not stored: the source is kept. */
  failed: string[];
  /** Removed from the source after a verified copy (only when asked). */
  deleted: number;
}

export interface MoveOptions {
  /** Remove each source object once the target holds it verified. Off unless asked. */
  deleteSource?: boolean;
  /** Called once per key with what happened to it (progress lines). */
  onKey?: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void;
}

/** Size and SHA-256 of what the store holds under `key`: from metadata where kept, else read. */
async function factsOf(store: BlobStore, key: string): Promise<BlobFacts | null> {
  const stated = store.stat ? await store.stat(key) : null;
  if (stated?.sha256) return stated;
  const blob = await store.get(key);
  return blob ? { size: blob.bytes.length, sha256: sha256Of(blob.bytes) } : null;
}

/** Reads the target's bytes back: a copy counts only when what is stored is what was sent. */
async function readBack(store: BlobStore, key: string): Promise<BlobFacts | null> {
  const blob = await store.get(key);
  return blob ? { size: blob.bytes.length, sha256: sha256Of(blob.bytes) } : null;
}

/**
 * Copies every picture of `from` into `to`, key for key. Resumable: an object the target
 * already holds with the same size and SHA-256 is left as it is. Each copy is read back and
 * compared; the source is deleted only when asked and only after that check.
 */
export async function moveBlobs(
  from: BlobStore,
  to: BlobStore,
  options: MoveOptions = {},
): Promise<MoveReport> {
  const report: MoveReport = { total: 0, copied: 0, skipped: 0, failed: [], deleted: 0 };
  for await (const key of from.keys()) {
    const source = await from.get(key);
    // Deleted by the running server since it was listed: nothing left to move.
    if (!source) continue;
    report.total += 1;
    const wanted: BlobFacts = { size: source.bytes.length, sha256: sha256Of(source.bytes) };
    const same = (facts: BlobFacts | null) =>
      facts !== null && facts.size === wanted.size && facts.sha256 === wanted.sha256;
    let outcome: 'copied' | 'skipped' | 'failed';
    if (same(await factsOf(to, key))) {
      outcome = 'skipped';
    } else {
      await to.put(key, source.bytes, source.contentType);
      outcome = same(await readBack(to, key)) ? 'copied' : 'failed';
    }
    if (outcome === 'failed') report.failed.push(key);
    else report[outcome] += 1;
    options.onKey?.(key, outcome);
    if (options.deleteSource && outcome !== 'failed') {
      await from.delete(key);
      report.deleted += 1;
    }
  }
  return report;
}
