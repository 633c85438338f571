// `npm start`: build what is missing or older than its sources, then serve.
// The server itself migrates the database and bootstraps the administrator at start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;

/** Newest modification time of a file, or of anything below a folder (0 when missing). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const core = newest(join(root, 'packages/core/src'));
const targets = [
  {
    workspace: '@nibble/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public-page.html',
      'apps/web/public',
    ],
  },
  { workspace: '@nibble/server', output: 'apps/server/dist/main.js', sources: ['apps/server/src'] },
];

for (const { workspace, output, sources } of targets) {
  const built = mtime(join(root, output));
  const changed = Math.max(core, ...sources.map((s) => newest(join(root, s))));
  if (built >= changed) continue;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Run the server in this process so signals reach it directly.
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
