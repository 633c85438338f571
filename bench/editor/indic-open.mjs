#!/usr/bin/env node
// Editor benchmark (issue 13): cold open of a Malayalam design until its faces are ready.
// Opens the demo organisation's Malayalam menu ("ഇന്നത്തെ സ്പെഷ്യൽ": 15 texts in Chilanka,
// Gayathri and Manjari, with ₹ prices) in a fresh browser context (empty cache) and reports
// how long until the stage has its shapes, and until every text node has drawn itself in its
// loaded faces; and which font files were fetched for it.
//
//   node bench/editor/indic-open.mjs [--base http://127.0.0.1:3000] [--phone 9000000001]
//        [--password demo-password-1] [--org 1] [--runs 5]
//
// Needs the app running with the demo data (npm start on an empty DATA_DIR).
import { api, launch, options, seedSession, signIn } from './lib.mjs';

// The demo owner and the demo's Malayalam design, unless told otherwise.
const opt = options({
  phone: '9000000001',
  password: 'demo-password-1',
  runs: '5',
  title: 'ഇന്നത്തെ സ്പെഷ്യൽ',
});
const session = await signIn(opt);
const designs = await api(opt.base, `/org/${opt.org}/contents`, {}, session.id);
const design = designs.find((d) => d.title === opt.title);
if (!design) throw new Error(`no design "${opt.title}" in organisation ${opt.org}`);
const textCount = Object.values(JSON.parse(design.content).pages.items)
  .flatMap((p) => Object.values(p.layers.items))
  .flatMap((l) => Object.values(l.shapes.items))
  .filter((s) => s.type === 'text').length;

const browser = await launch();
const runs = [];
try {
  for (let run = 0; run < Number(opt.runs); run++) {
    // A new context each run: no HTTP cache, no fonts already in the document.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const fonts = new Map();
    const reading = [];
    page.on('response', (response) => {
      if (!/\.woff2?$/.test(response.url())) return;
      reading.push(
        response
          .body()
          .then((body) => fonts.set(response.url().split('/').pop(), body.length))
          .catch(() => fonts.set(response.url().split('/').pop(), 0)),
      );
    });
    await seedSession(page, opt, session, design.id, design);
    const started = Date.now();
    await page.goto(new URL('/dashboard/design', opt.base).href);
    await page.waitForFunction(
      (count) => window.Konva?.stages?.[0]?.find('.text').length === count,
      textCount,
      { timeout: 60_000, polling: 'raf' },
    );
    const shapesMs = Date.now() - started;
    await page.waitForFunction(
      () =>
        window.Konva.stages[0].find('.text').every((node) => node.getAttr('facesReady') === true),
      null,
      { timeout: 60_000, polling: 'raf' },
    );
    const facesReadyMs = Date.now() - started;
    await Promise.all(reading);
    runs.push({
      shapesMs,
      facesReadyMs,
      fontFiles: fonts.size,
      fontKB: Number(([...fonts.values()].reduce((a, b) => a + b, 0) / 1024).toFixed(1)),
      files: [...fonts.keys()].map((f) => f.replace(/-[\w-]{8}\.woff2?$/, '')).sort(),
    });
    await context.close();
  }
} finally {
  await browser.close();
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  JSON.stringify(
    {
      design: design.title,
      texts: textCount,
      runs: runs.map(({ files, ...rest }) => rest),
      medianShapesMs: median(runs.map((r) => r.shapesMs)),
      medianFacesReadyMs: median(runs.map((r) => r.facesReadyMs)),
      fontFilesOfFirstRun: runs[0]?.files,
    },
    null,
    2,
  ),
);
