#!/usr/bin/env node
// Where the time goes on a page of 5 000 shapes (issue 16): CPU profiles (CDP `Profiler`)
// of opening the design, of click-selecting (four clicks), of Ctrl+Z after an arrow-key move
// and of a zoom to 100 %, in headless Chromium at the given CPU throttling rate. Writes one .cpuprofile per action (open them in
// Chrome DevTools' Performance panel) and prints, for each, the functions that took the most
// time themselves and with what they called.
//
//   node bench/editor/profile-5000.mjs [--base http://127.0.0.1:3000] [--password PASSWORD]
//        [--shapes 5000] [--rate 4] [--out /tmp/editor-5000] [--top 25]
//
// Names are readable with a build that is not minified:
//   npx vite build --minify false --outDir /tmp/web-dist   (in apps/web), then WEB_DIST=/tmp/web-dist npm start
import { writeFileSync } from 'node:fs';
import { launch, mixedDesign, openTab, options } from './lib.mjs';

const opt = options({ shapes: '5000', rate: '4', out: '/tmp/editor-5000', top: '25' });
const SHAPES = Number(opt.shapes);

/** Self and inclusive time per function (name, file, line) of a CDP profile, in ms. */
function summarise(profile, top) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n) => {
    const f = n.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
  };
  const self = new Map();
  const inclusive = new Map();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const own = key(byId.get(id));
    self.set(own, (self.get(own) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const k = key(byId.get(at));
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
    }
  });
  const list = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${k}`)
      .join('\n');
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const busy = total - (self.get('(idle) :0') ?? 0);
  return `main thread busy ${busy.toFixed(0)} ms of ${total.toFixed(0)} ms\n-- self\n${list(self)}\n-- with callees\n${list(inclusive)}`;
}

const { session, design } = await mixedDesign(opt, `Profile ${SHAPES} shapes`, SHAPES);
const browser = await launch();
try {
  const { page, cdp } = await openTab(browser, opt, session, design.id, {
    rate: Number(opt.rate),
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const profiled = async (name, act) => {
    await cdp.send('Profiler.start');
    await act();
    const { profile } = await cdp.send('Profiler.stop');
    const file = `${opt.out}-${name}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    console.log(`== ${name} (${file})\n${summarise(profile, Number(opt.top))}\n`);
  };
  const allDrawn = (total) => {
    const layer = window.Konva?.stages?.[0]?.findOne('.content');
    return (
      layer?.find('.shape').length === total &&
      layer.find('.text').every((t) => t.getAttr('facesReady'))
    );
  };

  await profiled('open', async () => {
    await page.goto(new URL('/dashboard/design', opt.base).href);
    await page.waitForFunction(allDrawn, SHAPES, { timeout: 120_000, polling: 100 });
    // Until the editor takes edits: its live document is in (no longer aria-busy).
    await page.waitForFunction(
      () => {
        const editor = document.querySelector('[data-testid="design-editor"]');
        return editor !== null && !editor.hasAttribute('aria-busy');
      },
      null,
      { timeout: 120_000, polling: 100 },
    );
  });
  await page.waitForTimeout(1500);
  const centreOf = (id) =>
    page.evaluate((id) => {
      const stage = window.Konva.stages[0];
      const r = stage.findOne(`#${id}`).getClientRect();
      const b = stage.container().getBoundingClientRect();
      return { x: b.left + r.x + r.width / 2, y: b.top + r.y + r.height / 2 };
    }, id);
  const at = await centreOf(`b${SHAPES - 2}`);
  const other = await centreOf(`b${SHAPES - 3}`);
  // Click-select as shapes-5000.mjs times it: two shapes near the top of the stack in turn.
  await profiled('select', async () => {
    for (const point of [at, other, at, other]) {
      await page.mouse.click(point.x, point.y);
      await page.waitForTimeout(700);
    }
  });
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(1500);
  await profiled('undo', async () => {
    await page.keyboard.press('Control+z');
    await page.waitForTimeout(1500);
  });
  await page.getByRole('textbox', { name: 'Zoom' }).click();
  await profiled('zoom', async () => {
    await page.getByRole('option', { name: '100%', exact: true }).click();
    await page.waitForTimeout(2500);
  });
} finally {
  await browser.close();
}
