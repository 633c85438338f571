#!/usr/bin/env node
// Looks at an opening: records the screen (CDP screencast) while a design of `--shapes` mixed
// shapes opens at `--rate` CPU throttling, and writes the frames that differ from the one
// before as PNGs in `--out`, named by their time from navigation, so a person can check that
// nothing jumps or flashes between the first frame, the page drawn and the editor taking edits.
//
//   node bench/editor/opening-frames.mjs --base http://127.0.0.1:3000 --password PASSWORD \
//        [--shapes 5000] [--rate 4] [--out /tmp/opening-frames]
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch, mixedDesign, openTab, options } from './lib.mjs';

const opt = options({ shapes: '5000', rate: '4', out: '/tmp/opening-frames' });
mkdirSync(opt.out, { recursive: true });
const { session, design } = await mixedDesign(opt, `Frames ${opt.shapes}`, Number(opt.shapes));
const browser = await launch();
try {
  const { context, page, cdp } = await openTab(browser, opt, session, design.id, {
    rate: Number(opt.rate),
  });
  const frames = [];
  cdp.on('Page.screencastFrame', async ({ data, metadata, sessionId }) => {
    frames.push({ data, at: metadata.timestamp });
    await cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
  const start = Date.now() / 1000;
  await page.goto(new URL('/dashboard/design', opt.base).href);
  await page.waitForFunction(
    () => {
      const editor = document.querySelector('[data-testid="design-editor"]');
      return editor !== null && !editor.hasAttribute('aria-busy');
    },
    null,
    { timeout: 120_000, polling: 200 },
  );
  await page.waitForTimeout(1500);
  await cdp.send('Page.stopScreencast');
  let previous = '';
  for (const frame of frames) {
    if (frame.data === previous) continue;
    previous = frame.data;
    const ms = Math.round((frame.at - start) * 1000);
    writeFileSync(
      `${opt.out}/${String(ms).padStart(6, '0')}.png`,
      Buffer.from(frame.data, 'base64'),
    );
  }
  console.log(`${frames.length} frames, written to ${opt.out}`);
  await context.close();
} finally {
  await browser.close();
}
