#!/usr/bin/env node
// Bytes of JavaScript and CSS the design editor loads when it opens an empty design, gzip-
// compressed (zlib default level, as bench/public/home-bytes.mjs counts): what a shopkeeper
// downloads before the canvas shows. Nothing is exported, so nothing of the PDF stack should
// be among them.
//
//   node bench/editor/first-load-bytes.mjs [--base http://127.0.0.1:3000] [--password …]
import { gzipSync } from 'node:zlib';
import { createDesign, documentOf, launch, options, seedSession, signIn } from './lib.mjs';

const opt = options({});
const session = await signIn(opt);
const design = await createDesign(opt, session, documentOf('Empty', []));
const browser = await launch();
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedSession(page, opt, session, design.id);
  // The addresses only: the editor moves to the design's own address while it opens, and
  // Chromium then forgets the bodies of what the page had loaded. The files are static, so
  // they are read again from the server afterwards, as sent (no content encoding asked).
  const paths = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname)) paths.add(url.pathname);
  });
  await page.goto(new URL('/dashboard/design', opt.base).href, { waitUntil: 'networkidle' });
  await page.getByTestId('design-editor').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1_500);
  const assets = await Promise.all(
    [...paths].map(async (path) => {
      const body = Buffer.from(await (await fetch(new URL(path, opt.base))).arrayBuffer());
      return {
        path,
        raw: body.length,
        gzip: gzipSync(body).length,
        // jsPDF's own name, or HarfBuzz's shaping entry point.
        pdfStack: /jsPDF|hb_buffer_create/.test(body.toString('latin1')),
      };
    }),
  );
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const sum = (field) => assets.reduce((total, a) => total + a[field], 0);
  console.log(
    `/dashboard/design: ${assets.length} files, ${kb(sum('raw'))} KB raw, ${kb(sum('gzip'))} KB gzip`,
  );
  for (const a of assets.sort((x, y) => y.gzip - x.gzip).slice(0, 8))
    console.log(`  ${kb(a.gzip).padStart(6)} KB gzip  ${a.path}`);
  const pdfStack = assets.filter((a) => a.pdfStack);
  console.log(
    `PDF stack among them: ${pdfStack.length ? pdfStack.map((a) => a.path).join(', ') : 'none'}`,
  );
} finally {
  await browser.close();
}
