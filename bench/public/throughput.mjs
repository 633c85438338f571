// Throughput of GET /api/v1/contents-city (a city with 50 contents) and of a QR image on the
// built server — embedded database and PostgreSQL — side by side with a bare Fastify ceiling.
// Usage: node bench/public/throughput.mjs [--duration 5] [--rounds 5] [--connections 20]
//          [--log-level info]   (the server's LOG_LEVEL; info, the default setting, logs each request)
//          [--port 3411]   (first of the four ports it listens on: embedded, PostgreSQL, their ceilings)
// PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) is used to
// create and drop a fresh database; skipped when it does not answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freshDatabase, PG_URL, postgresAnswers } from '../reliability/lib.mjs';
import { ROOT, seedCityContents, startServer, stopChild, waitFor } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('duration', 5);
const CONNECTIONS = arg('connections', 20);
const CONTENTS = 50;

const ROUNDS = arg('rounds', 5);
// Four ports from here: the app on the embedded database, on PostgreSQL, and their ceilings.
const PORT = arg('port', 3411);
const levelAt = process.argv.indexOf('--log-level');
const LOG_LEVEL = levelAt > 0 ? process.argv[levelAt + 1] : 'info';

/** CPU time the process has used, in clock ticks (user + system, all its threads). */
function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Loads the target: its req/s, and the CPU the serving process spent per request — which
 * other work on a shared machine does not move, unlike req/s (log-levels.mjs does the same).
 */
async function run({ url, headers, pid }) {
  const before = cpuTicks(pid);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx || result.errors) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  result.cpuPerRequest = (cpuTicks(pid) - before) / result.requests.total;
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The machine is shared, so load from elsewhere comes and goes: each round measures the
 * ceiling and the app back to back. Interference only ever lowers a figure, so the report
 * leads with best-of-rounds (best ÷ best) and adds the median of per-round ratios.
 */
async function compare(label, targets) {
  for (const t of targets) {
    await autocannon({ url: t.url, headers: t.headers, connections: CONNECTIONS, duration: 2 });
  }
  const samples = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries()) {
      const result = await run(t);
      samples[i].push({
        rps: result.requests.average,
        p99: result.latency.p99,
        cpu: result.cpuPerRequest,
      });
      console.error(
        `${label} round ${round + 1}: ${t.name} ${Math.round(result.requests.average)} req/s`,
      );
    }
  }
  return targets.map((t, i) => ({
    name: t.name,
    reqPerSec: Math.round(median(samples[i].map((s) => s.rps))),
    p99ms: median(samples[i].map((s) => s.p99)),
    samples: samples[i].map((s) => Math.round(s.rps)),
    cpu: samples[i].map((s) => s.cpu),
  }));
}

/** What the app answered, as the ceiling will repeat it: headers (not Date or framing) and body. */
async function capture(name, url) {
  const res = await fetch(url);
  const headers = {};
  for (const [key, value] of res.headers) {
    if (
      !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(key)
    ) {
      headers[key] = value;
    }
  }
  const body = Buffer.from(await res.arrayBuffer());
  return { name, headers, body };
}

function startCeiling(answers, port) {
  const dir = mkdtempSync(join(tmpdir(), 'nibble-ceiling-'));
  const file = join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(answers.map((a) => ({ ...a, body: a.body.toString('base64') }))),
  );
  const child = spawn(
    process.execPath,
    [join(ROOT, 'bench/public/ceiling-server.mjs'), String(port), file],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  return waitFor(`${base}/health`, child).then(() => ({
    base,
    pid: child.pid,
    stop: () => stopChild(child),
  }));
}

async function benchApp(label, env, port) {
  const server = await startServer({ port, env });
  let ceiling;
  try {
    await seedCityContents(server.base, CONTENTS);
    const listingUrl = `${server.base}/api/v1/contents-city?city=Kannur`;
    const listing = await (await fetch(listingUrl)).json();
    if (listing.length !== CONTENTS) {
      throw new Error(`${label}: expected ${CONTENTS} contents in Kannur, got ${listing.length}`);
    }
    const qrUrl = `${server.base}/api/v1/qrcode/001:${listing[0].id}`;
    const answers = [await capture('listing', listingUrl), await capture('qr', qrUrl)];
    const bytes = { listing: answers[0].body, qr: answers[1].body };
    ceiling = await startCeiling(answers, port + 2);
    const rows = await compare(label, [
      { name: 'ceiling: listing body', url: `${ceiling.base}/listing`, pid: ceiling.pid },
      {
        name: 'ceiling: listing body + headers',
        url: `${ceiling.base}/listing-same`,
        pid: ceiling.pid,
      },
      { name: `${label}: contents-city (50)`, url: listingUrl, pid: server.child.pid },
      // Never replayed (conditional), so the same 200 through the router and its 5 s cache.
      {
        name: `${label}: contents-city via router`,
        url: listingUrl,
        headers: { 'if-none-match': '"0"' },
        pid: server.child.pid,
      },
      { name: 'ceiling: QR body', url: `${ceiling.base}/qr`, pid: ceiling.pid },
      { name: 'ceiling: QR body + headers', url: `${ceiling.base}/qr-same`, pid: ceiling.pid },
      { name: `${label}: QR image`, url: qrUrl, pid: server.child.pid },
      // An If-None-Match that matches nothing: still a 200 with the image, but a conditional
      // request is never replayed, so this is the same answer through Fastify's router.
      {
        name: `${label}: QR image via router`,
        url: qrUrl,
        headers: { 'if-none-match': '"0"' },
        pid: server.child.pid,
      },
    ]);
    return { rows, bytes };
  } finally {
    await ceiling?.stop();
    await server.stop();
  }
}

const sections = [];
const embedded = await benchApp('embedded (PGlite)', { LOG_LEVEL }, PORT);
sections.push(embedded.rows);

const database = (await postgresAnswers()) ? await freshDatabase('nibble_bench') : null;
if (database) {
  try {
    const onPg = await benchApp(
      'PostgreSQL',
      { DATABASE_URL: database.url, SEED_DEMO: '1', LOG_LEVEL },
      PORT + 1,
    );
    sections.push(onPg.rows);
  } finally {
    await database.drop();
  }
} else {
  console.error(`PostgreSQL not reachable at ${PG_URL}: skipped`);
}

console.log(
  `\n${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} · Node ${process.version} · LOG_LEVEL=${LOG_LEVEL} · ${CONNECTIONS} connections, ${ROUNDS} rounds × ${DURATION} s, load average ${loadavg()[0].toFixed(1)}\n`,
);
console.log(
  '| run | req/s best | req/s median | rounds | p99 ms | best ÷ best (body / body + headers) | median of round ratios (body / body + headers) | CPU per request: ceiling ÷ app, median of rounds (body / body + headers) |',
);
console.log('|---|---:|---:|---|---:|---:|---:|---:|');
const best = (row) => Math.max(...row.samples);
const pct = (value) => `${Math.round(100 * value)}%`;
for (const rows of sections) {
  const [listingBody, listingSame, listing, listingRouted, qrBody, qrSame, qr, qrRouted] = rows;
  const ratios = (app, body, same) => [
    `${pct(best(app) / best(body))} / ${pct(best(app) / best(same))}`,
    `${pct(median(app.samples.map((v, i) => v / body.samples[i])))} / ${pct(median(app.samples.map((v, i) => v / same.samples[i])))}`,
    `${pct(median(app.cpu.map((v, i) => body.cpu[i] / v)))} / ${pct(median(app.cpu.map((v, i) => same.cpu[i] / v)))}`,
  ];
  const none = ['—', '—', '—'];
  for (const [row, shares] of [
    [listingBody, none],
    [listingSame, none],
    [listing, ratios(listing, listingBody, listingSame)],
    [listingRouted, ratios(listingRouted, listingBody, listingSame)],
    [qrBody, none],
    [qrSame, none],
    [qr, ratios(qr, qrBody, qrSame)],
    [qrRouted, ratios(qrRouted, qrBody, qrSame)],
  ]) {
    console.log(
      `| ${row.name} | ${best(row)} | ${row.reqPerSec} | ${row.samples.join(', ')} | ${row.p99ms} | ${shares[0]} | ${shares[1]} | ${shares[2]} |`,
    );
  }
}
console.log(
  `\nlisting bytes: ${embedded.bytes.listing.length}, QR bytes: ${embedded.bytes.qr.length}`,
);
