#!/usr/bin/env node
// Editor benchmark: a page with 500 mixed shapes in headless Chromium. Reports how long the
// editor takes to open and draw the page, and frames per second while one shape is dragged.
//
//   node bench/editor/drag-500.mjs [--base http://127.0.0.1:3000] [--phone 9999999999]
//        [--password PASSWORD] [--org 1] [--shapes 500] [--seconds 3]
//
// Needs the app running (npm start) and a user who may edit the organisation's designs.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { documentOf, mixedShapes, seedSession } from './lib.mjs';

const args = process.argv.slice(2);
const opt = {
  base: 'http://127.0.0.1:3000',
  phone: process.env.ADMIN_PHONE ?? '9999999999',
  password: process.env.ADMIN_PASSWORD ?? '',
  org: '1',
  shapes: '500',
  seconds: '3',
};
for (let i = 0; i < args.length; i += 2) opt[args[i].replace(/^--/, '')] = args[i + 1];
const SHAPES = Number(opt.shapes);
const SECONDS = Number(opt.seconds);

const { chromium } = createRequire(resolve('package.json'))('playwright-core');

const api = async (path, init = {}, token = '') => {
  const response = await fetch(new URL(`/api/v1${path}`, opt.base), {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

const session = await api('/session', {
  method: 'POST',
  body: JSON.stringify({ username: opt.phone, password: opt.password }),
});
if (session.status !== '1') throw new Error(`sign-in failed: ${session.status}`);
const token = session.id;
const doc = documentOf(`Bench ${SHAPES} shapes`, mixedShapes(SHAPES));
const design = await api(
  `/org/${opt.org}/content`,
  {
    method: 'POST',
    body: JSON.stringify({
      title: doc.title,
      content: JSON.stringify(doc),
      type: 'promotion_coupon',
    }),
  },
  token,
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await seedSession(page, opt, session, design.id);

  // Load: from navigation to every shape drawn on the stage.
  const started = Date.now();
  await page.goto(new URL('/dashboard/design', opt.base).href);
  await page.waitForFunction(
    (count) => {
      const stage = window.Konva?.stages?.[0];
      return stage && stage.find('.shape').length === count;
    },
    SHAPES,
    { timeout: 60_000 },
  );
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  const loadMs = Date.now() - started;

  // Drag the top-most shape around in a circle for SECONDS, counting frames and layer redraws.
  const target = await page.evaluate(() => {
    const stage = window.Konva.stages[0];
    const shapes = stage.find('.shape');
    const node = shapes[shapes.length - 1];
    const rect = node.getClientRect();
    const box = stage.container().getBoundingClientRect();
    return { x: box.left + rect.x + rect.width / 2, y: box.top + rect.y + rect.height / 2 };
  });
  // The gesture starts with real input (Konva needs a press and a few pixels of travel), then
  // one pointer move is fed per animation frame from inside the page, as fast as the editor
  // can take them: each frame runs the drag handlers (guides, group move) and redraws.
  await page.mouse.move(target.x, target.y);
  await page.mouse.down();
  await page.mouse.move(target.x + 5, target.y + 5, { steps: 2 });
  const result = await page.evaluate(
    ({ start, seconds }) =>
      new Promise((done) => {
        const stage = window.Konva.stages[0];
        // A frame counts as redrawn when any layer of the stage drew in it (while dragging,
        // the editor redraws only the layer that carries the moving shapes).
        const frames = [];
        const redrawn = new Set();
        for (const layer of stage.getLayers())
          layer.on('draw.bench', () => redrawn.add(frames.length));
        let moves = 0;
        const tick = (t) => {
          frames.push(t);
          if (t - frames[0] >= seconds * 1000) {
            for (const layer of stage.getLayers()) layer.off('draw.bench');
            const gaps = frames
              .slice(1)
              .map((f, i) => f - frames[i])
              .sort((a, b) => a - b);
            const elapsed = (frames[frames.length - 1] - frames[0]) / 1000;
            done({
              moves,
              fps: (frames.length - 1) / elapsed,
              drawsPerSecond: redrawn.size / elapsed,
              p95FrameMs: gaps[Math.floor(gaps.length * 0.95)] ?? 0,
              worstFrameMs: gaps[gaps.length - 1] ?? 0,
            });
            return;
          }
          const a = (moves / 40) * Math.PI;
          moves++;
          window.dispatchEvent(
            new MouseEvent('mousemove', {
              clientX: start.x + 120 * Math.cos(a) - 115,
              clientY: start.y + 80 * Math.sin(a) + 5,
              bubbles: true,
              buttons: 1,
            }),
          );
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { start: target, seconds: SECONDS },
  );
  await page.mouse.up();
  const moved = await page.evaluate(() => {
    const shapes = window.Konva.stages[0].find('.shape');
    const node = shapes[shapes.length - 1];
    return { x: Math.round(node.x()), y: Math.round(node.y()) };
  });
  const report = {
    shapes: SHAPES,
    loadMs,
    dragSeconds: SECONDS,
    pointerMoves: result.moves,
    draggedShapeEndedAt: moved,
    fps: Number(result.fps.toFixed(1)),
    redrawnFramesPerSecond: Number(result.drawsPerSecond.toFixed(1)),
    p95FrameMs: Number(result.p95FrameMs.toFixed(1)),
    worstFrameMs: Number(result.worstFrameMs.toFixed(1)),
    pageErrors: errors,
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  await browser.close();
}
