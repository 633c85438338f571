import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { assertSafeFolder, assertSafeKey, type BlobStore, type StoredBlob } from './blob-store.ts';

/** Stores each blob as a file plus a small sidecar holding its content type. */
export class DiskBlobStore implements BlobStore {
  private readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    const full = resolve(join(this.root, key));
    // Belt and braces: even a key that passed the check must stay under the root.
    if (!full.startsWith(this.root + sep)) throw new Error(`Invalid file key: ${key}`);
    return full;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(dirname(file), { recursive: true });
    // Write then rename so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, bytes);
    await writeFile(`${file}.type`, contentType);
    await rename(tmp, file);
  }

  async get(key: string): Promise<StoredBlob | null> {
    const file = this.pathOf(key);
    try {
      const [bytes, contentType] = await Promise.all([
        readFile(file),
        readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream'),
      ]);
      return { bytes, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  }

  async *keys(): AsyncIterable<string> {
    let entries: Dirent[];
    try {
      entries = await readdir(this.root, { withFileTypes: true, recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.type') || entry.name.endsWith('.tmp')) continue;
      yield relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
    }
  }

  async list(folder: string): Promise<string[]> {
    assertSafeFolder(folder);
    const dir = this.pathOf(folder.slice(0, -1));
    try {
      const entries = await readdir(dir, { withFileTypes: true });
      // Sidecars (.type) and half-written files (.tmp) are not blobs.
      return entries
        .filter((e) => e.isFile() && !e.name.endsWith('.type') && !e.name.endsWith('.tmp'))
        .map((e) => `${folder}${e.name}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}
