import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { createEmbeddedDatabase, isInitialised } from './embedded-create.ts';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'nibble-embedded-create-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('creating the embedded database in a process of its own', () => {
  it('leaves an initialised database that the server then opens and writes', async () => {
    const dataDir = tempDir();
    const dir = join(dataDir, 'db');
    expect(isInitialised(dir)).toBe(false);
    const handle = await openDatabase({ dataDir });
    try {
      expect(isInitialised(dir)).toBe(true);
      await handle.db.execute('create table kept (word text)');
      await handle.db.execute("insert into kept values ('ഓണം')");
    } finally {
      await handle.close();
    }
    // Opened again: the same files, not created anew.
    const again = await openDatabase({ dataDir });
    try {
      const { rows } = await again.db.execute<{ word: string }>('select word from kept');
      expect(rows).toEqual([{ word: 'ഓണം' }]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('fails with a message naming the directory when it cannot be created', async () => {
    const dataDir = tempDir();
    const notADirectory = join(dataDir, 'a-file');
    writeFileSync(notADirectory, 'not a directory');
    await expect(createEmbeddedDatabase(notADirectory)).rejects.toThrow(
      `The embedded database could not be created in ${notADirectory}`,
    );
  }, 120_000);
});
