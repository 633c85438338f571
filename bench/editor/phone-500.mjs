#!/usr/bin/env node
// Editor benchmark on a shopkeeper's phone (issue 29): a page of 500 mixed shapes opened in
// headless Chromium as a 360 × 740 touch phone (isMobile, hasTouch) with the CPU slowed 4x
// (CDP Emulation.setCPUThrottlingRate). Reports:
//   - firstFrameMs: navigation start to the content layer's first draw holding a shape;
//   - allDrawnMs: to the first draw holding every shape, texts in their loaded faces;
//   - drag: frames per second while one finger drags the top shape (CDP touch moves);
//   - pinch: frames per second while two fingers pinch the canvas out and back in;
//   - endMs (of each): from lifting the fingers until the page has drawn two frames more.
// Frames are counted in the page with requestAnimationFrame while the touch moves are fed;
// `redrawnFps` counts the frames in which the stage really drew (a new position or zoom).
//
//   node bench/editor/phone-500.mjs --base http://127.0.0.1:3000 --password <admin password> \
//        [--phone 9999999999] [--org 1] [--shapes 500] [--rate 4] [--seconds 3] [--runs 1]
//
// Needs the app running (npm start) and a user who may edit the organisation's designs.
import { launch, mixedDesign, openRecorder, openTab, options } from './lib.mjs';

const opt = options({ shapes: '500', rate: '4', seconds: '3', runs: '1' });
const SHAPES = Number(opt.shapes);
const RATE = Number(opt.rate);
const SECONDS = Number(opt.seconds);
const RUNS = Number(opt.runs);
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** Starts counting animation frames (and frames in which any layer drew) in the page. */
const startFrames = (page) =>
  page.evaluate(() => {
    const frames = [];
    const drawn = new Set();
    const layers = window.Konva.stages.flatMap((s) => s.getLayers());
    for (const layer of layers) layer.on('draw.benchPhone', () => drawn.add(frames.length));
    let counting = true;
    const tick = (t) => {
      frames.push(t);
      if (counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.__benchStop = () => {
      counting = false;
      for (const layer of layers) layer.off('draw.benchPhone');
      const elapsed = (frames[frames.length - 1] - frames[0]) / 1000;
      const gaps = frames
        .slice(1)
        .map((t, i) => t - frames[i])
        .sort((a, b) => a - b);
      return {
        fps: Number(((frames.length - 1) / elapsed).toFixed(1)),
        redrawnFps: Number((drawn.size / elapsed).toFixed(1)),
        p95FrameMs: Number((gaps[Math.floor(gaps.length * 0.95)] ?? 0).toFixed(1)),
        worstFrameMs: Number((gaps[gaps.length - 1] ?? 0).toFixed(1)),
      };
    };
  });

const stopFrames = (page) => page.evaluate(() => window.__benchStop());

/**
 * Lifts the fingers and measures how long the page takes to show the gesture's end (ms, the
 * touchEnd's handling and two frames): a pinch stores its zoom and draws the page anew then.
 */
async function lift(cdp, page) {
  const start = Date.now();
  await touch(cdp, 'touchEnd', []);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return Date.now() - start;
}

const touch = (cdp, type, points) =>
  cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((p, id) => ({ x: Math.round(p.x), y: Math.round(p.y), id })),
  });

/** Feeds touch moves for SECONDS, each position from `at(progress 0..1)`. */
async function moveFor(cdp, at) {
  const start = Date.now();
  for (;;) {
    const progress = (Date.now() - start) / (SECONDS * 1000);
    if (progress >= 1) break;
    await touch(cdp, 'touchMove', at(progress));
  }
}

/** Where a shape is drawn on screen, and where the page is. */
const screenOf = (page, id) =>
  page.evaluate((shapeId) => {
    const stage = window.Konva.stages[0];
    const at = stage.container().getBoundingClientRect();
    const box = stage.findOne(`#${shapeId}`).getClientRect();
    return {
      shape: { x: at.left + box.x + box.width / 2, y: at.top + box.y + box.height / 2 },
      page: { left: at.left, top: at.top, right: at.right, bottom: at.bottom },
      zoom: stage.scaleX(),
    };
  }, id);

async function run(browser, session, designId) {
  const { context, page, cdp, errors } = await openTab(browser, opt, session, designId, {
    device: PHONE,
    rate: RATE,
  });
  await page.addInitScript(openRecorder, SHAPES);
  await page.goto(new URL('/dashboard/design', opt.base).href);
  // Polled from here: the app replaces the address as it opens (waitForFunction lost it).
  const deadline = Date.now() + 120_000;
  while (!(await page.evaluate(() => window.__benchOpen?.allDrawnMs ?? null).catch(() => null))) {
    if (Date.now() > deadline) throw new Error('the page was not drawn within 2 minutes');
    await new Promise((done) => setTimeout(done, 250));
  }
  const open = await page.evaluate(() => window.__benchOpen);
  // The editor takes edits once its live document is in.
  await page.waitForSelector('[data-testid="design-editor"]:not([aria-busy])', {
    timeout: 60_000,
  });
  await page.waitForTimeout(1000);

  // One finger drags the top shape (the last drawn) back and forth across the page.
  const top = `b${SHAPES - 1}`;
  const before = await screenOf(page, top);
  const from = before.shape;
  await startFrames(page);
  await touch(cdp, 'touchStart', [from]);
  await moveFor(cdp, (p) => [
    { x: from.x + Math.sin(p * Math.PI * 2) * 80, y: from.y + Math.sin(p * Math.PI) * 60 },
  ]);
  const dragEndMs = await lift(cdp, page);
  const drag = await stopFrames(page);
  drag.endMs = dragEndMs;
  const after = await screenOf(page, top);
  drag.moved = Math.round(Math.hypot(after.shape.x - from.x, after.shape.y - from.y)) > 0;
  await page.waitForTimeout(1000);

  // Two fingers under the page (no shape there) pinch out, 60 px apart to 300 px.
  const mid = { x: 180, y: Math.min(before.page.bottom + 70, 560) };
  const spread = (p) => 30 + p * 120;
  await startFrames(page);
  await touch(cdp, 'touchStart', [
    { x: mid.x - 30, y: mid.y },
    { x: mid.x + 30, y: mid.y },
  ]);
  await moveFor(cdp, (p) => [
    { x: mid.x - spread(p), y: mid.y },
    { x: mid.x + spread(p), y: mid.y },
  ]);
  const pinchEndMs = await lift(cdp, page);
  const pinch = await stopFrames(page);
  pinch.endMs = pinchEndMs;
  pinch.zoomBefore = Number(before.zoom.toFixed(3));
  pinch.zoomAfter = Number((await screenOf(page, top)).zoom.toFixed(3));
  await context.close();
  return {
    firstFrameMs: Math.round(open.firstFrameMs),
    allDrawnMs: Math.round(open.allDrawnMs),
    drag,
    pinch,
    errors,
  };
}

const { session, design } = await mixedDesign(opt, `Phone ${SHAPES} shapes`, SHAPES);
const browser = await launch();
const results = [];
try {
  for (let i = 0; i < RUNS; i++) results.push(await run(browser, session, design.id));
} finally {
  await browser.close();
}
console.log(
  JSON.stringify(
    { shapes: SHAPES, rate: RATE, seconds: SECONDS, screen: '360x740 touch', results },
    null,
    2,
  ),
);
