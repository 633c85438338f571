#!/usr/bin/env node
// PDF export of a full Malayalam restaurant menu page: time from pressing "Save as pdf" to
// the download, the first time (HarfBuzz's WASM, jsPDF and the font files load) and again
// (all cached in the tab), and the file's size.
//
//   node bench/editor/pdf-export.mjs [--base http://127.0.0.1:3000] [--phone 9999999999]
//        [--password PASSWORD] [--org 1] [--runs 3] [--out menu.pdf]   (keeps the last PDF)
import { createDesign, documentOf, launch, options, seedSession, signIn } from './lib.mjs';

const opt = options({ runs: '3' });

const DISHES = [
  ['ചിക്കൻ ബിരിയാണി', 180],
  ['മട്ടൻ ബിരിയാണി', 240],
  ['കപ്പയും മീൻ കറിയും', 150],
  ['പൊറോട്ടയും ബീഫ് ഫ്രൈയും', 160],
  ['അപ്പവും സ്റ്റ്യൂവും', 120],
  ['പുട്ടും കടലക്കറിയും', 90],
  ['ഇടിയപ്പം മുട്ടക്കറി', 100],
  ['കരിമീൻ പൊള്ളിച്ചത്', 320],
  ['ചെമ്മീൻ റോസ്റ്റ്', 280],
  ['നെയ്‌ച്ചോറ്', 110],
  ['സദ്യ (ഓണം സ്പെഷ്യൽ)', 250],
  ['പായസം', 60],
  ['കട്ടൻ ചായ', 15],
  ['നാരങ്ങ വെള്ളം', 30],
];

function menuDocument() {
  const text = (id, y, words, extra = {}) => ({
    id,
    type: 'text',
    attrs: {
      x: 50,
      y,
      width: 700,
      text: words,
      fontFamily: 'Noto Sans Malayalam',
      fontSize: 26,
      fontWeight: 400,
      fill: '#222222',
      ...extra,
    },
  });
  const shapes = [
    { id: 'band', type: 'rect', attrs: { x: 0, y: 0, width: 800, height: 130, fill: '#1b5e20' } },
    text('title', 30, 'കോഴിക്കോട് രുചി — മെനു', {
      fontSize: 48,
      fontWeight: 700,
      fill: '#ffffff',
      textAlign: 'center',
      fontFamily: 'Baloo Chettan 2',
    }),
    ...DISHES.flatMap(([dish, price], i) => [
      text(`d${i}`, 170 + i * 62, dish),
      text(`p${i}`, 170 + i * 62, `₹${price}`, { textAlign: 'right' }),
    ]),
    text('note', 1060, 'എല്ലാ ഞായറാഴ്ചയും 10% കിഴിവ് · ഫോൺ 9000000001', {
      fontSize: 20,
      textAlign: 'center',
      fontFamily: 'Manjari',
    }),
  ];
  return documentOf('Malayalam menu', shapes, 800, 1131);
}

const session = await signIn(opt);
const design = await createDesign(opt, session, menuDocument());
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await seedSession(page, opt, session, design.id);
  await page.goto(new URL('/dashboard/design', opt.base).href);
  await page.getByTestId('design-editor').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => window.Konva?.stages?.[0]?.find('.shape').length > 20, null, {
    timeout: 60_000,
  });
  const runs = [];
  for (let i = 0; i < Number(opt.runs); i++) {
    const started = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Save as pdf' }).click(),
    ]);
    const path = await download.path();
    const ms = Date.now() - started;
    const { statSync } = await import('node:fs');
    runs.push({ run: i + 1, ms, kb: Math.round(statSync(path).size / 1024) });
    if (opt.out) await download.saveAs(opt.out);
  }
  console.log(JSON.stringify({ shapes: DISHES.length * 2 + 3, runs, errors }, null, 2));
} finally {
  await browser.close();
}
