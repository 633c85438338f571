// Lighthouse on the three public pages a customer opens (issue 16): Home, a City page and a
// QR page, with Lighthouse's default mobile profile — a mid-range phone on slow 4G (150 ms,
// 1.6 Mbit/s) with the CPU slowed 4× (simulated) — against the built server and its demo data.
// Prints the four category scores, first and largest contentful paint.
// Usage: npm run build && node bench/public/lighthouse.mjs [--runs N] [--save DIR]
//   CHROME_PATH (default /usr/bin/chromium); NIBBLE_SERVER / WEB_DIST to measure another
//   build (for a before/after comparison). With several runs, the median run of each page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib.mjs';

const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 1;
// --save DIR writes each page's median report as JSON (Lighthouse's viewer opens it).
const saveAt = process.argv.indexOf('--save');
const SAVE_DIR = saveAt > 0 ? process.argv[saveAt + 1] : undefined;
const PAGES = [
  ['Home', '/'],
  ['City', '/State/kerala/City/Kannur'],
  ['QR page', '/Page/1'],
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3431) });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

/**
 * One plain visit of the page and its pictures before Lighthouse's: what it measures is a
 * phone opening a page the server has served before (its rendering and QR images are kept),
 * not the first request after a restart.
 */
async function warmUp(url) {
  const html = await (await fetch(url)).text();
  const pictures = [...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1]);
  await Promise.all(
    pictures.map((src) => fetch(new URL(src, url)).then((res) => res.arrayBuffer())),
  );
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like) is taken again. */
async function measure(url, attempts = 3) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!lhr.runtimeError || attempts <= 1) return lhr;
  console.log(`           (${lhr.runtimeError.code}: run again)`);
  return measure(url, attempts - 1);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  console.log(`${RUNS} run(s) per page, mobile profile (simulated slow 4G, 4× CPU)`);
  console.log('page      perf  a11y  best   seo     FCP      LCP');
  for (const [name, path] of PAGES) {
    const runs = [];
    await warmUp(`${server.base}${path}`);
    for (let i = 0; i < RUNS; i++) {
      runs.push(await measure(`${server.base}${path}`));
    }
    const lcpOf = (lhr) => lhr.audits['largest-contentful-paint'].numericValue;
    const middle = median(runs.map(lcpOf));
    const lhr = runs.find((run) => lcpOf(run) === middle);
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      writeFileSync(join(SAVE_DIR, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
    }
    const score = (id) => String(Math.round(lhr.categories[id].score * 100)).padStart(4);
    const ms = (id) => `${(lhr.audits[id].numericValue / 1000).toFixed(2)} s`.padStart(8);
    console.log(
      `${name.padEnd(8)} ${CATEGORIES.map(score).join('  ')} ${ms('first-contentful-paint')} ${ms('largest-contentful-paint')}`,
    );
    const failing = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      );
    for (const audit of failing) console.log(`           below 0.9: ${audit.id} (${audit.score})`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
