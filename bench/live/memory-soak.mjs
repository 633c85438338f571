// Live co-editing memory over time (issue 17: "memory flat over 10 minutes"). The built server
// (dist/main.js) on the embedded database in a fresh DATA_DIR; N designs with M editors each
// (real @hocuspocus/provider clients over `ws`, all in this process), every editor making one
// edit (a move or a text change of a shape, through the core's live model) and one presence
// update at a steady rate for --minutes. Every --interval seconds the server process's RSS
// (/proc/<pid>/status VmRSS) and V8 heap (used and total, read over the inspector protocol's
// Runtime.getHeapUsage: no --expose-gc, no forced collection) are sampled. Prints the series and
// the slope (MB per minute, least squares over the last 2/3 of the run).
// Usage: npm run build -w @nibble/server && node --import tsx bench/live/memory-soak.mjs
//   [--minutes 10] [--designs 20] [--editors 5] [--rate 1] [--interval 10] [--port 3345]
// (--rate: edits per second per editor; the inspector listens on --port + 1.)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ADMIN, call, campaign, requireBuild, signIn, startServer } from '../reliability/lib.mjs';
import { attrsOf, connect, rssMb, WebSocket, Y } from './client.mjs';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    designs: { type: 'string', default: '20' },
    editors: { type: 'string', default: '5' },
    rate: { type: 'string', default: '1' },
    interval: { type: 'string', default: '10' },
    port: { type: 'string', default: '3345' },
  },
});
const MINUTES = Number(values.minutes);
const DESIGNS = Number(values.designs);
const EDITORS = Number(values.editors);
const RATE = Number(values.rate);
const INTERVAL_S = Number(values.interval);
const PORT = Number(values.port);
const INSPECTOR_PORT = PORT + 1;
requireBuild();

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
/** The server's V8 heap through its inspector: one socket, one method, nothing enabled. */
async function heapReader(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((done, fail) => {
    socket.once('open', done);
    socket.once('error', fail);
  });
  let nextId = 1;
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  return {
    async read() {
      const id = nextId++;
      const answer = new Promise((done) => waiting.set(id, done));
      socket.send(JSON.stringify({ id, method: 'Runtime.getHeapUsage' }));
      const { result, error } = await answer;
      if (error) throw new Error(`Runtime.getHeapUsage: ${error.message}`);
      return { usedMb: result.usedSize / 2 ** 20, totalMb: result.totalSize / 2 ** 20 };
    },
    close: () => socket.close(),
  };
}

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return sxy / sxx;
}

const dataDir = mkdtempSync(join(tmpdir(), 'nibble-live-soak-'));
const server = await startServer({
  dataDir,
  port: PORT,
  env: { NODE_OPTIONS: `--inspect=127.0.0.1:${INSPECTOR_PORT}` },
});
const heap = await heapReader(INSPECTOR_PORT);
const editors = [];
let exitCode = 0;
try {
  const token = await signIn(server.url, ADMIN.phone, ADMIN.password);
  const org = await call(server.url, 'POST', '/api/v1/admin/org', {
    token,
    json: {
      name: 'Soak Mart',
      phone: '9123456780',
      address: '1 Road',
      city: 'Kannur',
      state: 'kerala',
    },
  });
  if (org.status !== 201) throw new Error(`org ${org.status} ${org.text}`);
  const byDesign = [];
  for (let d = 0; d < DESIGNS; d++) {
    const res = await call(server.url, 'POST', `/api/v1/org/${org.json.id}/content`, {
      token,
      json: { title: `Soak ${d}`, content: campaign(`soak${d}`), type: 'promotion_coupon' },
    });
    if (res.status !== 201) throw new Error(`create ${res.status} ${res.text}`);
    const group = Array.from({ length: EDITORS }, (_, e) =>
      connect(server.url, res.json.id, token, { name: `Editor ${d}.${e}`, syncTimeoutMs: 60_000 }),
    );
    byDesign.push(group);
    editors.push(...group);
  }
  await Promise.all(editors.map((e) => e.synced));
  const stateKb = () =>
    byDesign.reduce((s, group) => s + Y.encodeStateAsUpdate(group[0].doc).byteLength, 0) / 1024;
  const stateAtStart = stateKb();

  // Each editor edits on its own steady clock, staggered so the load is even.
  let edits = 0;
  const periodMs = 1000 / RATE;
  const timers = editors.map((editor, i) => {
    let n = 0;
    const edit = () => {
      n += 1;
      const attrs = attrsOf(editor.doc);
      if (!attrs) return;
      editor.doc.transact(() => {
        if (n % 3 === 0) attrs.set('text', `e${i}-${n}`);
        else {
          attrs.set('x', (i * 13 + n * 7) % 500);
          attrs.set('y', (i * 11 + n * 5) % 300);
        }
      }, 'bench');
      editor.provider.setAwarenessField('pointer', { x: n % 640, y: i % 480 });
      edits += 1;
    };
    const start = setTimeout(
      () => {
        timers[i] = setInterval(edit, periodMs);
      },
      (i * periodMs) / editors.length,
    );
    return start;
  });

  const runMs = MINUTES * 60_000;
  const series = [];
  const t0 = Date.now();
  const sample = async () => {
    const { usedMb, totalMb } = await heap.read();
    series.push({
      s: (Date.now() - t0) / 1000,
      rss: rssMb(server.pid),
      heapUsed: usedMb,
      heapTotal: totalMb,
      edits,
      load: loadAverage(),
    });
    const last = series.at(-1);
    console.log(
      `${last.s.toFixed(0).padStart(5)} s  RSS ${last.rss.toFixed(1)} MB  heap ${last.heapUsed.toFixed(1)} / ${last.heapTotal.toFixed(1)} MB  edits ${last.edits}  load ${last.load}`,
    );
  };
  await sample();
  while (Date.now() - t0 < runMs) {
    await sleep(Math.min(INTERVAL_S * 1000, runMs - (Date.now() - t0)));
    await sample();
  }
  for (const t of timers) {
    clearTimeout(t);
    clearInterval(t);
  }

  // The load was real: every design's editors end with the same document.
  await sleep(3000);
  let diverged = 0;
  for (const group of byDesign) {
    const first = Buffer.from(Y.encodeStateVector(group[0].doc)).toString('base64');
    if (group.some((e) => Buffer.from(Y.encodeStateVector(e.doc)).toString('base64') !== first)) {
      diverged += 1;
    }
  }
  if (diverged) exitCode = 1;

  const from = (runMs / 1000) * (1 / 3);
  const tail = series.filter((p) => p.s >= from);
  const perMinute = (key) => slope(tail.map((p) => ({ x: p.s / 60, y: p[key] })));
  const first = series[0];
  const last = series.at(-1);
  console.log(
    `\n${DESIGNS} designs × ${EDITORS} editors, ${RATE} edit/s each (${(DESIGNS * EDITORS * RATE).toFixed(0)} edits/s), ${MINUTES} min, ${edits} edits sent; load average at the end ${loadAverage()}`,
  );
  console.log(
    `documents (one editor's state per design, summed): ${stateAtStart.toFixed(0)} KB → ${stateKb().toFixed(0)} KB; designs whose editors differ at the end: ${diverged}`,
  );
  // Without a forced collection a sample may fall anywhere in the collector's sawtooth: the
  // lowest sample of each third is the floor the heap comes back to.
  const third = (k) =>
    series.filter((p) => p.s >= (k * runMs) / 3000 && p.s <= ((k + 1) * runMs) / 3000);
  console.log(
    '| measure | first sample | last sample | max | lowest, 2nd third | lowest, last third | slope over the last 2/3 |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [key, label] of [
    ['rss', 'server RSS'],
    ['heapUsed', 'V8 heap used'],
    ['heapTotal', 'V8 heap total'],
  ]) {
    const max = Math.max(...series.map((p) => p[key]));
    const lowest = (k) => Math.min(...third(k).map((p) => p[key])).toFixed(1);
    console.log(
      `| ${label} | ${first[key].toFixed(1)} MB | ${last[key].toFixed(1)} MB | ${max.toFixed(1)} MB | ${lowest(1)} MB | ${lowest(2)} MB | ${perMinute(key) >= 0 ? '+' : ''}${perMinute(key).toFixed(2)} MB/min |`,
    );
  }
} finally {
  for (const e of editors) e.destroy();
  heap.close();
  await server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
