#!/usr/bin/env node
// `npm run db:check`: fails when src/db/schema.ts has changes that no committed migration holds.
// drizzle-kit generates into a throw-away copy of drizzle/, so nothing is left behind and no
// database is needed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const migrations = join(serverDir, 'drizzle');
const scratch = mkdtempSync(join(tmpdir(), 'nibble-db-check-'));
const out = join(scratch, 'drizzle');

const listing = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();

let exitCode = 0;
try {
  cpSync(migrations, out, { recursive: true });
  const before = listing(out);
  const result = spawnSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect=postgresql',
      `--schema=${join(serverDir, 'src/db/schema.ts')}`,
      // drizzle-kit prefixes './' to --out, so it must be relative to cwd.
      `--out=${relative(serverDir, out)}`,
      '--name=uncommitted',
    ],
    // No terminal: drizzle-kit must not sit waiting on a rename prompt.
    { cwd: serverDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
  );
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const added = listing(out).filter((file) => !before.includes(file));
  // drizzle-kit can print an error and still exit 0, so read what it says too.
  if (result.status !== 0 || result.error || /\bError\b/.test(output)) {
    console.error('db:check: drizzle-kit generate failed:\n', output, result.error ?? '');
    exitCode = 1;
  } else if (added.length > 0) {
    console.error(
      'db:check: src/db/schema.ts has changes that no committed migration holds.\n' +
        `drizzle-kit would add: ${added.join(', ')}\n` +
        'Run `npm run db:generate` and commit apps/server/drizzle/.',
    );
    exitCode = 1;
  } else {
    console.log('db:check: migrations match the schema.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(exitCode);
