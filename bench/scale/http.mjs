// The growth bench of issue 32 over HTTP: the built server on PostgreSQL at 1 000, 10 000 and
// 100 000 designs across 500 organisations (and about 1 000 000 stats rows at 100 000), p50/p95
// of the first page of the city listing, the designs list of the big organisation (first page),
// one design, the QR page and the analytics of the big organisation, and the server's resident
// memory after each size.
// Usage: npm run build -w @nibble/server && node bench/scale/http.mjs [--sizes …] [--runs 60]
// A database of its own on BENCH_PG_URL (dropped at the end); one server process for all sizes.
//
// Answers the server keeps for 5 s (the city listing, the QR image) would be measured as cache
// hits: each request asks a city or a QR id not asked within the last 5 s (the 50 cities and
// the page records in turn), so every measured request reaches the database or the renderer.
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
const PORT = 3441;
const ADMIN = { phone: '9999999999', password: 'bench-admin-password' };

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function timeAll(base, headers, paths) {
  const times = [];
  for (const path of paths) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return `${percentile(times, 0.5).toFixed(1)} / ${percentile(times, 0.95).toFixed(1)}`;
}

const database = await freshDatabase('nibble_scale_http');
const table = {};
const memory = {};
let server;
try {
  // The server migrates the database as it starts; the seed then fills it.
  server = await startServer({
    port: PORT,
    env: { DATABASE_URL: database.url, SEED_DEMO: '0', ADMIN_PASSWORD: ADMIN.password },
  });
  const signIn = await fetch(`${server.base}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.phone, password: ADMIN.password }),
  });
  const { id: token } = await signIn.json();
  const auth = { authorization: `Bearer ${token}` };
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    for (const size of SIZES) {
      await seed(client, size);
      const { rows: designs } = await client.query(
        'select id from contents where org_id = 1 order by id limit $1',
        [RUNS],
      );
      const { rows: records } = await client.query(
        'select id from pages order by id limit $1 offset $2',
        [RUNS, Math.floor(size / 10)],
      );
      const n = (i) => i % RUNS;
      const cities = Array.from({ length: RUNS }, (_, i) =>
        i % CITIES === 0 ? 'Kannur' : `City ${i % CITIES}`,
      );
      const measures = {
        'city listing, first page (50 cities in turn)': cities.map(
          (city) => `/api/v1/contents-city?city=${encodeURIComponent(city)}&limit=24`,
        ),
        'designs of the big organisation, first page': Array.from(
          { length: RUNS },
          () => '/api/v1/org/1/contents?limit=24',
        ),
        'one design': designs.map((d) => `/api/v1/org/1/content/${d.id}`),
        'QR page (a page record each)': records.map((r) => `/api/v1/qrcode/001:${r.id}`),
        'analytics of the big organisation': Array.from(
          { length: Math.min(RUNS, 20) },
          () => '/api/v1/org/1/analytics',
        ),
      };
      for (const [name, paths] of Object.entries(measures)) {
        // A warm-up request of another shape, so the first measured one is not the first ever.
        await fetch(`${server.base}${paths[n(1)]}`, { headers: auth }).then((r) => r.arrayBuffer());
        table[name] ??= {};
        table[name][size] = await timeAll(server.base, auth, paths);
      }
      memory[size] = rssMb(server.child.pid);
      console.log(`${size} designs: done, server RSS ${memory[size]} MB`);
    }
  } finally {
    await client.end();
  }
  console.log(`\n| route | ${SIZES.map((s) => `${s} p50 / p95 ms`).join(' | ')} |`);
  console.log(`| --- | ${SIZES.map(() => '---').join(' | ')} |`);
  for (const [name, bySize] of Object.entries(table)) {
    console.log(`| ${name} | ${SIZES.map((s) => bySize[s]).join(' | ')} |`);
  }
  console.log(`| server RSS after the size (MB) | ${SIZES.map((s) => memory[s]).join(' | ')} |`);
} finally {
  await server?.stop();
  await database.drop();
}
