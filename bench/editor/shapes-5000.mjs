#!/usr/bin/env node
// Editor benchmark, issue 16: a page of 5 000 mixed shapes on a slow laptop. Opens the design
// in headless Chromium without and with 4x CPU throttling (Emulation.setCPUThrottlingRate)
// and measures, for each rate: opening (first drawn frame, every shape drawn), dragging a
// shape (frames per second), and the latency from real input to the next painted frame for
// click-select, Ctrl+Z after a move, zooming in and out, and typing in a text shape.
//
//   node bench/editor/shapes-5000.mjs [--base http://127.0.0.1:3000] [--password PASSWORD]
//        [--phone 9999999999] [--org 1] [--shapes 5000] [--seconds 3] [--samples 10]
//        [--rates 1,4] [--timeline 1] [--net MBIT:RTT]
//
// With --timeline, each rate's result also holds the opening's long animation frames (the
// browser's own record of frames over 50 ms: their start and length, when they rendered, and
// the scripts that ran in them with their entry point), from the design's arrival until every
// shape is drawn. It is where the opening's time goes without a profiler's overhead, which
// inflates calls into the browser (canvas measures read four times their cost profiled).
//
// Needs the app running (npm start) and a user who may edit the organisation's designs.
// Over 300 lines: one scenario and its measures, read top to bottom (its drag loop and --net /
// --timeline would go to bench/editor/lib.mjs; bench/ is another helper's).
import { circularDrag, launch, mixedDesign, openTab, options } from './lib.mjs';

const opt = options({ shapes: '5000', seconds: '3', samples: '10', rates: '1,4' });
const SHAPES = Number(opt.shapes);
const SECONDS = Number(opt.seconds);
const SAMPLES = Number(opt.samples);
const RATES = opt.rates.split(',').map(Number);
const TIMELINE = opt.timeline === '1';
// A line instead of loopback: download and upload in Mbit/s, round trip in ms (e.g. 10:40).
const NET = opt.net?.split(':').map(Number);

// Runs in the page before the app: records when the content layer first draws a shape, when
// it has drawn every shape (texts in their loaded faces), and when the editor takes edits (it
// shows the design before its live document is in, `aria-busy` meanwhile), from the
// navigation's start.
function openRecorder(total) {
  const open = { firstFrameMs: null, allDrawnMs: null, editableMs: null, liveSyncMs: null };
  window.__benchOpen = open;
  // Long animation frames, for --timeline (kept always: the observer costs nothing measurable).
  const frames = [];
  window.__benchFrames = frames;
  if (PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) frames.push(frame.toJSON());
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  // When the live document's first sync (the one message holding the whole design) arrived
  // (the time of the event's task: a long task running then delays it).
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      // The socket's own addEventListener: the app's socket class may hold messages back.
      NativeSocket.prototype.addEventListener.call(this, 'message', (event) => {
        const size = event.data?.byteLength ?? event.data?.size ?? event.data?.length ?? 0;
        if (size > 100_000 && open.liveSyncMs === null) open.liveSyncMs = performance.now();
      });
    }
  };
  const editable = new MutationObserver(() => {
    const editor = document.querySelector('[data-testid="design-editor"]');
    if (!editor || editor.hasAttribute('aria-busy')) return;
    open.editableMs = performance.now();
    editable.disconnect();
  });
  editable.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const watch = () => {
    const stage = window.Konva?.stages?.[0];
    const layer = stage?.findOne('.content');
    if (!layer) return requestAnimationFrame(watch);
    layer.on('draw.benchOpen', () => {
      const now = performance.now();
      const count = layer.find('.shape').length;
      if (open.firstFrameMs === null && count > 0) open.firstFrameMs = now;
      if (count < total) return;
      if (layer.find('.text').every((t) => t.getAttr('facesReady'))) {
        open.allDrawnMs = now;
        layer.off('draw.benchOpen');
      }
    });
  };
  requestAnimationFrame(watch);

  // Latency of one input: from the event's timestamp to the end of the first frame painted
  // after every Konva draw it caused (a frame "ends" at the task after its rAF callbacks).
  window.__benchArm = (type, frames = 8) =>
    new Promise((done) => {
      const layers = window.Konva.stages[0].getLayers();
      let lastDraw = 0;
      const onDraw = () => {
        lastDraw = performance.now();
      };
      for (const l of layers) l.on('draw.benchLat', onDraw);
      const ends = [];
      const onEvent = (event) => {
        window.removeEventListener(type, onEvent, true);
        const t0 = event.timeStamp;
        const finish = () => {
          for (const l of layers) l.off('draw.benchLat');
          const end = ends.find((e) => e >= lastDraw) ?? ends[ends.length - 1];
          const marks = [t0, ...ends];
          const gaps = marks.slice(1).map((m, i) => m - marks[i]);
          done({ latencyMs: end - t0, drew: lastDraw > t0, worstFrameMs: Math.max(...gaps) });
        };
        const loop = () =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              ends.push(performance.now());
              if (ends.length < frames) loop();
              else finish();
            }, 0),
          );
        loop();
      };
      window.addEventListener(type, onEvent, true);
    });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};
const round = (n) => Math.round(n * 10) / 10;
const summary = (samples) => ({
  p50Ms: round(
    percentile(
      samples.map((s) => s.latencyMs),
      0.5,
    ),
  ),
  p95Ms: round(
    percentile(
      samples.map((s) => s.latencyMs),
      0.95,
    ),
  ),
  worstFrameMs: round(Math.max(...samples.map((s) => s.worstFrameMs))),
  drew: samples.filter((s) => s.drew).length,
  samples: samples.length,
});

/** Arms the latency probe for `type`, runs the real input, answers the measure. */
async function timed(page, type, input) {
  await page.evaluate((t) => {
    window.__benchLatency = window.__benchArm(t);
  }, type);
  await input();
  return page.evaluate(() => window.__benchLatency);
}

/** Centre of a shape node in page coordinates. */
const centreOf = (page, id) =>
  page.evaluate((id) => {
    const stage = window.Konva.stages[0];
    const rect = stage.findOne(`#${id}`).getClientRect();
    const box = stage.container().getBoundingClientRect();
    return { x: box.left + rect.x + rect.width / 2, y: box.top + rect.y + rect.height / 2 };
  }, id);

async function drag(page) {
  const target = await centreOf(page, `b${SHAPES - 1}`);
  const result = await circularDrag(page, target, SECONDS);
  const moved = await page.evaluate(
    (id) => window.Konva.stages[0].findOne(`#${id}`).x(),
    `b${SHAPES - 1}`,
  );
  return {
    fps: round(result.fps),
    p95FrameMs: round(result.p95FrameMs),
    worstFrameMs: round(result.worstFrameMs),
    moved: moved !== 20 + (((SHAPES - 1) * 37) % 740),
  };
}

const selectedIds = (page) =>
  page.evaluate(() =>
    window.Konva.stages[0]
      .findOne('Transformer')
      .nodes()
      .map((n) => n.id()),
  );

/**
 * The long animation frames from the design's arrival until every shape was drawn, times in
 * ms from the arrival: each frame's start, length and render start, and its scripts over
 * 5 ms (what invoked them, the function entered, start and length), longest first.
 */
async function openingTimeline(page, open) {
  const frames = await page.evaluate(() => window.__benchFrames);
  const at = (ms) => Math.round(ms - open.designFetchedMs);
  return frames
    .filter((f) => f.startTime + f.duration > open.designFetchedMs && f.startTime < open.allDrawnMs)
    .map((f) => ({
      startMs: at(f.startTime),
      durationMs: Math.round(f.duration),
      renderStartMs: f.renderStart ? at(f.renderStart) : null,
      scripts: f.scripts
        .filter((s) => s.duration > 5)
        .sort((a, b) => b.duration - a.duration)
        .map((s) => ({
          invoker: s.invoker.replace(/^.*\/assets\//, ''),
          entry: `${(s.sourceURL ?? '').split('/').pop()}:${s.sourceFunctionName}`,
          startMs: at(s.startTime),
          durationMs: Math.round(s.duration),
        })),
    }))
    .sort((a, b) => a.startMs - b.startMs);
}

async function run(browser, session, designId, rate) {
  const { context, page, cdp, errors } = await openTab(browser, opt, session, designId, { rate });
  if (NET) {
    const [mbit, rtt] = NET;
    const bytesPerSecond = (mbit * 1e6) / 8;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rtt,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
  }
  await page.addInitScript(openRecorder, SHAPES);
  await page.goto(new URL('/dashboard/design', opt.base).href);
  await page.waitForFunction(
    () => window.__benchOpen?.allDrawnMs !== null && window.__benchOpen?.editableMs !== null,
    null,
    { timeout: 120_000, polling: 200 },
  );
  const open = await page.evaluate((id) => {
    // When the design itself had arrived: what comes before is the app starting.
    const fetched = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes(`/content/${id}`))
      .map((e) => e.responseEnd);
    return { ...window.__benchOpen, designFetchedMs: Math.min(...fetched) };
  }, designId);
  await page.waitForTimeout(500);
  const timeline = TIMELINE ? await openingTimeline(page, open) : undefined;

  const dragged = await drag(page);
  // Put the dragged shape back: where the drag ends depends on the frame rate, and it could
  // end on top of the shapes clicked next.
  await page.keyboard.press('Control+z');
  await page.waitForFunction(({ id, x }) => window.Konva.stages[0].findOne(`#${id}`).x() === x, {
    id: `b${SHAPES - 1}`,
    x: 20 + (((SHAPES - 1) * 37) % 740),
  });

  // Click-select: two shapes near the top of the stack, in turn, so each click changes it.
  const targets = [`b${SHAPES - 2}`, `b${SHAPES - 3}`];
  const select = [];
  for (let i = 0; i < SAMPLES; i++) {
    const id = targets[i % 2];
    const at = await centreOf(page, id);
    select.push(await timed(page, 'mousedown', () => page.mouse.click(at.x, at.y)));
    if (!(await selectedIds(page)).includes(id)) throw new Error(`click did not select ${id}`);
  }

  // Ctrl+Z after a move: the arrow key nudges the selected shape, Ctrl+Z takes it back.
  const nudge = [];
  const undo = [];
  for (let i = 0; i < SAMPLES; i++) {
    const id = (await selectedIds(page))[0];
    const x0 = await page.evaluate((id) => window.Konva.stages[0].findOne(`#${id}`).x(), id);
    nudge.push(await timed(page, 'keydown', () => page.keyboard.press('ArrowRight')));
    undo.push(await timed(page, 'keydown', () => page.keyboard.press('Control+z')));
    const x1 = await page.evaluate((id) => window.Konva.stages[0].findOne(`#${id}`).x(), id);
    if (x1 !== x0) throw new Error(`undo left ${id} at ${x1}, not ${x0}`);
  }

  // Zoom in and out through the header's zoom list: open it, pick 100 % or 50 % in turn.
  const zoom = [];
  const zoomBox = page.getByRole('textbox', { name: 'Zoom' });
  for (let i = 0; i < SAMPLES; i++) {
    const before = await page.evaluate(() => window.Konva.stages[0].scaleX());
    await zoomBox.click();
    const option = page.getByRole('option', { name: i % 2 === 0 ? '100%' : '50%', exact: true });
    zoom.push(await timed(page, 'click', () => option.click()));
    const after = await page.evaluate(() => window.Konva.stages[0].scaleX());
    if (after === before) throw new Error('zoom did not change');
  }
  await page.keyboard.press('Escape');

  // Typing in a text shape: double-click the top-most text, type, then leave (one edit).
  let lastText = SHAPES - 1;
  while (lastText % 6 !== 5) lastText--;
  const textId = `b${lastText}`;
  const at = await centreOf(page, textId);
  await page.mouse.dblclick(at.x, at.y);
  await page.getByRole('textbox', { name: 'Edit text' }).waitFor();
  const typing = [];
  for (const key of ' quick brown fox jumps'.slice(0, Math.max(SAMPLES, 12))) {
    typing.push(
      await timed(page, 'keydown', () => page.keyboard.press(key === ' ' ? 'Space' : key)),
    );
  }
  const commit = await timed(page, 'keydown', () => page.keyboard.press('Escape'));
  const typed = await page.evaluate(
    (id) => window.Konva.stages[0].findOne(`#${id}`).isVisible(),
    textId,
  );

  await context.close();
  return {
    cpuThrottling: rate,
    network: opt.net ?? 'loopback',
    designFetchedMs: Math.round(open.designFetchedMs),
    firstFrameMs: Math.round(open.firstFrameMs),
    allDrawnMs: Math.round(open.allDrawnMs),
    editableMs: Math.round(open.editableMs),
    fromArrival: {
      firstFrameMs: Math.round(open.firstFrameMs - open.designFetchedMs),
      allDrawnMs: Math.round(open.allDrawnMs - open.designFetchedMs),
      editableMs: Math.round(open.editableMs - open.designFetchedMs),
      liveSyncMs:
        open.liveSyncMs === null ? null : Math.round(open.liveSyncMs - open.designFetchedMs),
    },
    ...(timeline && { timeline }),
    drag: dragged,
    clickSelect: summary(select),
    nudge: summary(nudge),
    undoAfterMove: summary(undo),
    zoom: summary(zoom),
    typing: summary(typing),
    textCommitMs: round(commit.latencyMs),
    textShownAgain: typed,
    pageErrors: errors,
  };
}

const { session, design } = await mixedDesign(opt, `Bench ${SHAPES} shapes`, SHAPES);
const browser = await launch();
try {
  const results = [];
  for (const rate of RATES) results.push(await run(browser, session, design.id, rate));
  console.log(JSON.stringify({ shapes: SHAPES, results }, null, 2));
} finally {
  await browser.close();
}
