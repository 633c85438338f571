// A new embedded database's files are made by a short-lived process of their own. PGlite's
// `initdb` leaves about half a gigabyte of WebAssembly memory in the process that ran it, for
// as long as that process lives (bench/reliability/README.md, "Memory at start"): run in the
// server, the first start of a fresh install sat at ~970 MB resident against ~470 MB for every
// later start. Decided in docs/decisions.md ("The embedded database is created apart").
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** What PostgreSQL writes first in a data directory it has initialised. */
const INITIALISED_MARK = 'PG_VERSION';

/** A creation taking longer than this (a very slow disk) fails the start with a clear error. */
const CREATE_TIMEOUT_MS = 120_000;

export const isInitialised = (dir: string): boolean => existsSync(join(dir, INITIALISED_MARK));

/** Creates PGlite's files in `dir` (an empty directory) in a child process, then returns. */
export async function createEmbeddedDatabase(dir: string): Promise<void> {
  // PGlite's CommonJS build, found from here: the same copy the server opens afterwards.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(${JSON.stringify(dir)}).then((db) => db.close())`;
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', script],
      { timeout: CREATE_TIMEOUT_MS, maxBuffer: 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) {
          reject(
            new Error(
              `The embedded database could not be created in ${dir}: ${stderr || error.message}`,
            ),
          );
        } else resolve();
      },
    );
  });
}
