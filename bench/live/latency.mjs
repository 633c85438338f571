// Live co-editing latency and memory (issue 17): one edit → seen by every other editor of the
// design, p50 and p95, with 2, 10 and 50 editors on one design, with 200 designs open at
// once, and across two server processes on one PostgreSQL (the LISTEN/NOTIFY relay); server
// memory per open design. Real server processes (the built dist/main.js) on ports from
// --port (default 3341), real @hocuspocus/provider clients over `ws`, all in this process.
// Usage: npm run build -w @nibble/server && node --import tsx bench/live/latency.mjs
//   [--editors 2,10,50] [--edits 100] [--designs 200] [--port 3341] [--kinds pglite,postgres]
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where a fresh
// database is created and dropped.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  ADMIN,
  call,
  campaign,
  freshDatabase,
  postgresAnswers,
  requireBuild,
  signIn,
  startServer,
} from '../reliability/lib.mjs';
import { attrsOf, connect, rssMb, Y } from './client.mjs';

const { values } = parseArgs({
  options: {
    editors: { type: 'string', default: '2,10,50' },
    edits: { type: 'string', default: '100' },
    designs: { type: 'string', default: '200' },
    port: { type: 'string', default: '3341' },
    kinds: { type: 'string', default: 'pglite,postgres' },
    big: { type: 'string', default: '1000' },
  },
});
const EDITORS = values.editors.split(',').map(Number);
const EDITS = Number(values.edits);
const DESIGNS = Number(values.designs);
const BIG = Number(values.big);
let nextPort = Number(values.port);
requireBuild();

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const summary = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50).toFixed(1),
    p95: percentile(sorted, 95).toFixed(1),
    max: (sorted.at(-1) ?? NaN).toFixed(1),
  };
};
/**
 * `edits` edits, one at a time, each by the next editor in turn: the edit writes the text of
 * s1; every other editor's time to see that value is a sample.
 */
async function measure(editors, edits) {
  const samples = [];
  for (let i = 0; i < edits; i++) {
    const writer = editors[i % editors.length];
    const others = editors.filter((e) => e !== writer);
    const marker = `m${i}-${Math.random().toString(36).slice(2, 6)}`;
    const seen = others.map(
      (editor) =>
        new Promise((done) => {
          const check = () => {
            if (attrsOf(editor.doc)?.get('text') === marker) {
              editor.doc.off('update', check);
              done(performance.now());
            }
          };
          editor.doc.on('update', check);
        }),
    );
    const start = performance.now();
    writer.doc.transact(() => attrsOf(writer.doc).set('text', marker), 'bench');
    const times = await Promise.race([
      Promise.all(seen),
      sleep(10_000).then(() => {
        throw new Error(`edit ${i} not seen by all in 10 s`);
      }),
    ]);
    for (const t of times) samples.push(t - start);
    await sleep(10);
  }
  return samples;
}

/** A coupon with `count` rectangles on its one page (the JSON the API stores). */
function bigCampaign(count) {
  const base = JSON.parse(campaign('big'));
  const shapes = base.pages.items.p1.layers.items.l1.shapes;
  for (let i = 0; i < count; i++) {
    const id = `r${i}`;
    shapes.order.push(id);
    shapes.items[id] = {
      id,
      type: 'rect',
      attrs: { x: (i * 7) % 700, y: (i * 13) % 400, width: 40, height: 30, fill: '#2f9e44' },
    };
  }
  return JSON.stringify(base);
}

async function createDesigns(base, token, orgId, count) {
  const ids = [];
  for (let i = 0; i < count; i++) {
    const res = await call(base, 'POST', `/api/v1/org/${orgId}/content`, {
      token,
      json: { title: `Live ${i}`, content: campaign('first'), type: 'promotion_coupon' },
    });
    if (res.status !== 201) throw new Error(`create ${res.status} ${res.text}`);
    ids.push(res.json.id);
  }
  return ids;
}

async function run(kind) {
  const dataDirs = [];
  const database = kind === 'postgres' ? await freshDatabase('nibble_live_bench') : null;
  const start = () => {
    const dataDir = mkdtempSync(join(tmpdir(), `nibble-live-bench-${kind}-`));
    dataDirs.push(dataDir);
    return startServer({ dataDir, databaseUrl: database?.url ?? '', port: nextPort++ });
  };
  const servers = kind === 'postgres' ? await Promise.all([start(), start()]) : [await start()];
  const [a, b] = servers;
  const rows = [];
  try {
    const token = await signIn(a.url, ADMIN.phone, ADMIN.password);
    const org = await call(a.url, 'POST', '/api/v1/admin/org', {
      token,
      json: {
        name: 'Bench Mart',
        phone: '9123456789',
        address: '1 Road',
        city: 'Kannur',
        state: 'kerala',
      },
    });
    const orgId = org.json.id;
    for (const n of EDITORS) {
      const [id] = await createDesigns(a.url, token, orgId, 1);
      // On two processes the editors alternate between them: most pairs cross the relay.
      const editors = Array.from({ length: n }, (_, i) =>
        connect((b && i % 2 ? b : a).url, id, token),
      );
      await Promise.all(editors.map((e) => e.synced));
      await measure(editors, 5);
      rows.push({
        kind,
        case: `${n} editors, one design`,
        ...summary(await measure(editors, EDITS)),
      });
      for (const e of editors) e.destroy();
      await sleep(1500);
    }
    // Opening a big design: the first open builds the live state from the JSON (seed, under
    // the lock), a later one reads the stored state.
    const big = await call(a.url, 'POST', `/api/v1/org/${orgId}/content`, {
      token,
      json: { title: 'Big', content: bigCampaign(BIG), type: 'promotion_coupon' },
    });
    if (big.status !== 201) throw new Error(`create big ${big.status} ${big.text}`);
    for (const when of ['first open (built from the JSON)', 'later open (stored state)']) {
      const t0 = performance.now();
      const editor = connect((b ?? a).url, big.json.id, token);
      await editor.synced;
      const ms = performance.now() - t0;
      const bytes = Y.encodeStateAsUpdate(editor.doc).byteLength;
      rows.push({
        kind,
        case: `${BIG}-shape design, ${when}`,
        n: 1,
        p50: `${ms.toFixed(0)} ms`,
        p95: `${(bytes / 1024).toFixed(0)} KB`,
        max: '',
      });
      editor.destroy();
      await sleep(1500);
    }
    // Many designs open at once: 2 editors each (one per process on PostgreSQL).
    const ids = await createDesigns(a.url, token, orgId, DESIGNS);
    await sleep(2000);
    const before = servers.map((s) => rssMb(s.pid));
    const pairs = [];
    for (const id of ids) {
      const pair = [connect(a.url, id, token), connect((b ?? a).url, id, token)];
      pairs.push(pair);
    }
    await Promise.all(pairs.flat().map((e) => e.synced));
    await sleep(3000);
    const after = servers.map((s) => rssMb(s.pid));
    const perDesignKb = ((after[0] - before[0]) * 1024) / DESIGNS;
    // Edits spread over random designs among all those open.
    const spread = [];
    for (let i = 0; i < EDITS; i++) {
      const pair = pairs[Math.floor(Math.random() * pairs.length)];
      spread.push(...(await measure(pair, 1)));
    }
    rows.push({ kind, case: `${DESIGNS} designs open (2 editors each)`, ...summary(spread) });
    rows.push({
      kind,
      case: `server memory per open design (RSS, process A)`,
      n: DESIGNS,
      p50: `${perDesignKb.toFixed(0)} KB`,
      p95: `${before[0].toFixed(0)} → ${after[0].toFixed(0)} MB`,
      max: '',
    });
    for (const pair of pairs) for (const e of pair) e.destroy();
  } finally {
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

const results = [];
for (const kind of values.kinds.split(',')) {
  if (kind === 'postgres' && !(await postgresAnswers())) {
    console.log('postgres: skipped (BENCH_PG_URL does not answer)');
    continue;
  }
  results.push(...(await run(kind)));
}
console.log(
  `\nedit → seen by each other editor, ms (load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
);
console.log('| database | case | samples | p50 | p95 | max |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const r of results) {
  const where = r.kind === 'postgres' ? 'PostgreSQL, 2 processes' : 'PGlite, 1 process';
  console.log(`| ${where} | ${r.case} | ${r.n} | ${r.p50} | ${r.p95} | ${r.max} |`);
}
process.exit(0);
