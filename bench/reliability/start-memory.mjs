// The built server's memory at start on the embedded database: a fresh install's first start
// (the database created) and a restart on the same data, with the demo seeded. Reports the
// time to /health, the peak resident memory (VmHWM) and the resident memory once settled
// (VmRSS, 3 s after /health), the median of --rounds starts of each.
// Usage: npm run build -w @nibble/server && node bench/reliability/start-memory.mjs [--rounds 3]
//   (NIBBLE_SERVER_MAIN=path/to/main.js measures another build.)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { requireBuild, SERVER_MAIN, startServer } from './lib.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const ROUNDS = Number(values.rounds);
requireBuild();

const mb = (pid, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) /
  1024;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function once(dataDir) {
  const server = await startServer({ dataDir, env: { SEED_DEMO: '1' }, timeoutMs: 180_000 });
  await new Promise((r) => setTimeout(r, 3_000));
  const figures = {
    startMs: server.startMs,
    peakMb: mb(server.pid, 'VmHWM'),
    settledMb: mb(server.pid, 'VmRSS'),
  };
  await server.kill('SIGTERM');
  return figures;
}

const runs = { 'first start (database created)': [], 'restart on the same data': [] };
for (let round = 0; round < ROUNDS; round++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'nibble-start-memory-'));
  try {
    runs['first start (database created)'].push(await once(dataDir));
    runs['restart on the same data'].push(await once(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `\n${new Date().toISOString()} · ${cpus().length} × ${cpus()[0].model.trim()} · Node ${process.version} · ${SERVER_MAIN} · load average ${loadavg()[0].toFixed(1)} · median of ${ROUNDS}`,
);
console.log('| start | to /health | peak RSS | RSS 3 s later |\n|---|---:|---:|---:|');
for (const [name, list] of Object.entries(runs)) {
  const row = (key) => median(list.map((figures) => figures[key]));
  console.log(
    `| ${name} | ${(row('startMs') / 1000).toFixed(1)} s | ${row('peakMb').toFixed(0)} MB | ${row('settledMb').toFixed(0)} MB |`,
  );
}
