// How long the server stops answering everyone while a big design is opened live: a worker
// thread fetches a small static file every 5 ms (each request on its own, not waiting for the
// previous one) while a live client opens a fresh 5 000-shape design the first time (the server
// seeds its live state from the JSON under the row's lock), then while a second client opens it
// again after the first has left and the server has unloaded it (from the stored state). The
// probe's worst and p95 latency is the stall every other user meets; the probe runs in its own
// thread so the bench's own client applying the state does not delay it.
// Usage (against a running server; admin sign-in as bench/editor/lib.mjs):
//   node bench/live/open-stall.mjs --base http://127.0.0.1:3700 --password … [--shapes 5000]
//   [--runs 3] [--probe /favicon.svg] [--every 5]
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

if (!isMainThread) {
  // The probe: fires a request every `every` ms until told to stop, then answers each one's
  // latency (send → body read). Requests in flight are awaited, so a stall is counted whole.
  const { url, every } = workerData;
  const latencies = [];
  const inFlight = new Set();
  const fire = () => {
    const start = performance.now();
    const request = fetch(url)
      .then((response) => response.arrayBuffer())
      .then(() => latencies.push(performance.now() - start))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  const timer = setInterval(fire, every);
  parentPort.once('message', async () => {
    clearInterval(timer);
    await Promise.allSettled([...inFlight]);
    parentPort.postMessage(latencies);
  });
  parentPort.postMessage('started');
} else {
  await main();
}

async function main() {
  const { connect } = await import('./client.mjs');
  const { createDesign, documentOf, mixedShapes, options, signIn } = await import(
    '../editor/lib.mjs'
  );
  const opt = options({
    shapes: '5000',
    runs: '1',
    probe: '/favicon.svg',
    every: '5',
    settle: '1500',
  });
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const probeUrl = new URL(opt.probe, opt.base).href;
  const check = await fetch(probeUrl);
  if (!check.ok) throw new Error(`probe ${probeUrl}: ${check.status} (is the web app built?)`);
  await check.arrayBuffer();

  /** Runs `work` with the probe firing meanwhile; answers the work's time and the latencies. */
  async function probed(work) {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { url: probeUrl, every: Number(opt.every) },
    });
    await new Promise((started) => worker.once('message', started));
    const start = performance.now();
    const result = await work();
    const ms = performance.now() - start;
    worker.postMessage('stop');
    const latencies = await new Promise((done) => worker.once('message', done));
    await worker.terminate();
    const sorted = latencies.sort((a, b) => a - b);
    const p = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return { ms, result, n: sorted.length, p50: p(0.5), p95: p(0.95), max: sorted.at(-1) };
  }

  const session = await signIn(opt);
  const shapes = mixedShapes(Number(opt.shapes));
  const rows = [];
  // The probe with nothing else going on: what the figures below compare with.
  rows.push({ run: '-', phase: 'idle (1 s)', ...(await probed(() => sleep(1000))) });
  for (let run = 1; run <= Number(opt.runs); run++) {
    const created = await createDesign(opt, session, documentOf(`Open stall ${run}`, shapes));
    const contentId = created.id ?? created.contentId ?? created.content?.id;
    if (!contentId) throw new Error(`no design id in ${JSON.stringify(created).slice(0, 200)}`);
    // Each opening's last connection goes, and nothing changed: Hocuspocus unloads the document
    // at once; the pause lets it finish and lets the collector settle before the next measure.
    const openOnce = async (phase) => {
      let client;
      rows.push({
        run,
        phase,
        ...(await probed(async () => {
          client = connect(opt.base, contentId, session.id, { syncTimeoutMs: 120_000 });
          await client.synced;
        })),
      });
      client.destroy();
      await sleep(Number(opt.settle));
    };
    await openOnce('first open (seed)');
    await openOnce('reopen (stored)');
  }
  const f = (ms) => ms.toFixed(0).padStart(6);
  console.log(`probe ${probeUrl} every ${opt.every} ms, ${opt.shapes} shapes`);
  console.log('run  phase                synced ms  probes  p50 ms  p95 ms  max ms');
  for (const r of rows) {
    console.log(
      `${String(r.run).padEnd(4)} ${r.phase.padEnd(20)} ${f(r.ms)}    ${String(r.n).padStart(6)}  ${f(r.p50)}  ${f(r.p95)}  ${f(r.max)}`,
    );
  }
}
