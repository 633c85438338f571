// No access line is lost on SIGTERM: the built server at LOG_LEVEL=info, its stdout to a file,
// takes a burst of QR and listing requests and is sent SIGTERM while the load still runs.
// Every answer the client received must have its line in the log.
// Usage: npm run build -w @nibble/server && node bench/public/log-shutdown.mjs [--rounds 3]
//          [--port 3450]   (round n listens on port + n)
// Exit code 1 when a line is missing.
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './lib.mjs';

const roundsAt = process.argv.indexOf('--rounds');
const ROUNDS = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 3;
const portAt = process.argv.indexOf('--port');
const PORT = portAt > 0 ? Number(process.argv[portAt + 1]) : 3450;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let failed = false;
for (let round = 1; round <= ROUNDS; round++) {
  const work = mkdtempSync(join(tmpdir(), 'nibble-log-shutdown-'));
  const logFile = join(work, 'out.jsonl');
  const port = PORT + round;
  const { base, child } = await startServer({
    port,
    env: { DATA_DIR: join(work, 'data'), LOG_LEVEL: 'info' },
    stdout: openSync(logFile, 'w'),
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));

  // Count what the client got back, per status, from two parallel loads.
  const received = new Map();
  const load = (path) => {
    const instance = autocannon({ url: `${base}${path}`, connections: 10, duration: 10 });
    instance.on('response', (_client, statusCode) => {
      received.set(statusCode, (received.get(statusCode) ?? 0) + 1);
    });
    return instance;
  };
  const loads = [load('/api/v1/qrcode/001:1'), load('/api/v1/contents-city?city=Kannur')];
  await sleep(1500 + 500 * round);
  child.kill('SIGTERM');
  const code = await exited;
  for (const instance of loads) instance.stop();
  await Promise.all(loads);

  const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean).map(JSON.parse);
  const logged = new Map();
  for (const line of lines) {
    if (line.msg === 'request completed' && line.url !== '/api/v1/health') {
      logged.set(line.statusCode, (logged.get(line.statusCode) ?? 0) + 1);
    }
  }
  const answered = [...received.values()].reduce((a, b) => a + b, 0);
  const written = [...logged.values()].reduce((a, b) => a + b, 0);
  // The server may log an answer the client never read (the socket closed under it), never
  // the other way round.
  const ok = written >= answered && code === 0;
  failed ||= !ok;
  console.log(
    `round ${round}: exit ${code}, answers received ${answered} (${[...received].map(([s, n]) => `${s}: ${n}`).join(', ')}), access lines ${written} — ${ok ? 'none lost' : 'LINES LOST'}`,
  );
}
process.exit(failed ? 1 : 0);
