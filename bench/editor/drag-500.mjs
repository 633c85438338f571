#!/usr/bin/env node
// Editor benchmark: a page with 500 mixed shapes in headless Chromium. Reports how long the
// editor takes to open and draw the page, and frames per second while one shape is dragged.
//
//   node bench/editor/drag-500.mjs [--base http://127.0.0.1:3000] [--phone 9999999999]
//        [--password PASSWORD] [--org 1] [--shapes 500] [--seconds 3]
//
// Needs the app running (npm start) and a user who may edit the organisation's designs.
import { circularDrag, launch, mixedDesign, openTab, options } from './lib.mjs';

const opt = options({ shapes: '500', seconds: '3' });
const SHAPES = Number(opt.shapes);
const SECONDS = Number(opt.seconds);

const { session, design } = await mixedDesign(opt, `Bench ${SHAPES} shapes`, SHAPES);
const browser = await launch([
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
]);
try {
  const { page, errors } = await openTab(browser, opt, session, design.id);

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
  const result = await circularDrag(page, target, SECONDS);
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
