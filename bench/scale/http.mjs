// The growth bench of issue 32 over HTTP: the built server on PostgreSQL at 1 000, 10 000 and
// 100 000 designs across 500 organisations (and about 1 000 000 stats rows at 100 000), p50/p95
// of the first page of the city listing, the designs list of the big organisation (first page),
// one design, the QR page, the analytics of the big organisation and of an ordinary shop (the
// API has no analytics of one design: an organisation's are what the product shows), and each
// server's resident memory.
// Usage: npm run build -w @nibble/server && node bench/scale/http.mjs [--sizes …] [--runs 60]
//          [--rounds 3]
// One database and one server process per size, all seeded first and running together; then
// every round asks each route of every size in turn (1 000, 100 000, 1 000, …), so load from
// other work on a shared machine falls on all sizes alike instead of on whichever size was
// being measured. A first round is thrown away (the servers' JIT warm-up).
//
// Answers the server keeps for 5 s (the city listing) would be measured as cache hits: each
// request asks a city not asked within the last 5 s (the 50 cities in turn). QR images are
// kept for good once sent, so each round asks page records no round asked before.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startServer } from '../public/lib.mjs';
import { freshDatabase } from '../reliability/lib.mjs';
import { CITIES, seed } from './seed.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : fallback;
};
const SIZES = option('--sizes', '1000,10000,100000').split(',').map(Number);
const RUNS = Number(option('--runs', '60'));
const ROUNDS = Number(option('--rounds', '3'));
const PORT = 3441;
const ADMIN = { phone: '9999999999', password: 'bench-admin-password' };

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function timeAll(base, headers, paths, times) {
  for (const path of paths) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  }
}

/** A seeded database and its server, with what each route asks there. */
async function prepare(size, index) {
  const database = await freshDatabase('nibble_scale_http');
  const client = new pg.Client({ connectionString: database.url });
  let server;
  try {
    // The server migrates the database as it starts; the seed then fills it.
    server = await startServer({
      port: PORT + index,
      env: { DATABASE_URL: database.url, SEED_DEMO: '0', ADMIN_PASSWORD: ADMIN.password },
    });
    await client.connect();
    await seed(client, size);
    const signIn = await fetch(`${server.base}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.phone, password: ADMIN.password }),
    });
    const { id: token } = await signIn.json();
    const { rows: designs } = await client.query(
      'select id from contents where org_id = 1 order by id limit $1',
      [RUNS],
    );
    // RUNS page records per round (the warm-up round included), none asked twice.
    const { rows: records } = await client.query(
      'select id from pages order by id limit $1 offset $2',
      [RUNS * (ROUNDS + 1), Math.floor(size / 10)],
    );
    const cities = Array.from({ length: RUNS }, (_, i) =>
      i % CITIES === 0 ? 'Kannur' : `City ${i % CITIES}`,
    );
    const twenty = (path) => Array.from({ length: Math.min(RUNS, 20) }, () => path);
    const measures = (round) => ({
      'city listing, first page (50 cities in turn)': cities.map(
        (city) => `/api/v1/contents-city?city=${encodeURIComponent(city)}&limit=24`,
      ),
      'designs of the big organisation, first page': Array.from(
        { length: RUNS },
        () => '/api/v1/org/1/contents?limit=24',
      ),
      'one design': designs.map((d) => `/api/v1/org/1/content/${d.id}`),
      'QR page (a page record each)': records
        .slice(round * RUNS, (round + 1) * RUNS)
        .map((r) => `/api/v1/qrcode/001:${r.id}`),
      'analytics of the big organisation': twenty('/api/v1/org/1/analytics'),
      'analytics of a shop (org 7)': twenty('/api/v1/org/7/analytics'),
    });
    return {
      size,
      server,
      database,
      auth: { authorization: `Bearer ${token}` },
      measures,
      close: async () => {
        await client.end();
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await client.end().catch(() => undefined);
    await server?.stop();
    await database.drop();
    throw error;
  }
}

const prepared = [];
try {
  for (const [index, size] of SIZES.entries()) {
    const started = performance.now();
    prepared.push(await prepare(size, index));
    console.log(`${size} designs seeded in ${Math.round(performance.now() - started)} ms`);
  }
  const times = {};
  for (let round = 0; round <= ROUNDS; round++) {
    const names = Object.keys(prepared[0].measures(round));
    for (const name of names) {
      for (const size of prepared) {
        const paths = size.measures(round)[name];
        times[name] ??= {};
        times[name][size.size] ??= [];
        // Round 0 warms the servers up and is not counted.
        const into = round === 0 ? [] : times[name][size.size];
        await timeAll(size.server.base, size.auth, paths, into);
      }
    }
    // The cities just asked are in the 5 s answer cache: let them lapse.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    console.log(`round ${round}${round === 0 ? ' (warm-up)' : ''} done`);
  }
  console.log(`\n| route | ${SIZES.map((s) => `${s} p50 / p95 ms`).join(' | ')} | p95 ratio |`);
  console.log(`| --- | ${SIZES.map(() => '---').join(' | ')} | --- |`);
  for (const [name, bySize] of Object.entries(times)) {
    const cells = SIZES.map((s) => {
      const sorted = [...bySize[s]].sort((a, b) => a - b);
      return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
    });
    const ratio = (cells.at(-1).p95 / cells[0].p95).toFixed(2);
    console.log(
      `| ${name} | ${cells.map((c) => `${c.p50.toFixed(1)} / ${c.p95.toFixed(1)}`).join(' | ')} | ${ratio} |`,
    );
  }
  console.log(
    `| server RSS at the end (MB) | ${prepared.map((p) => rssMb(p.server.child.pid)).join(' | ')} | |`,
  );
} finally {
  for (const p of prepared) await p.close();
}
