// Bytes of JavaScript and CSS the Home page loads: load / in headless Chromium against the
// built server and sum every .js/.css response the page asked for, and the stylesheets written
// into the page itself, two ways — gzip-compressed
// here (zlib, default level: the goal's measure, under 150 KB), and as they came over the wire
// (the server sends the build's precompressed .br to a browser that accepts it).
// Usage: node bench/public/home-bytes.mjs [--language ml] [--level 9] [path …]   (default: /
// and the other public pages, for a visitor who chose English; --language sets the language
// cookie the language switch writes; --level the gzip level, zlib's default 6 unless given —
// issue 16's row names level 9). BENCH_PORT picks the server's port (default 3421).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './lib.mjs';

const args = process.argv.slice(2);
const languageAt = args.indexOf('--language');
const language = languageAt >= 0 ? args.splice(languageAt, 2)[1] : 'en';
const levelAt = args.indexOf('--level');
const gzipOptions = levelAt >= 0 ? { level: Number(args.splice(levelAt, 2)[1]) } : {};
const gzipped = (body) => gzipSync(body, gzipOptions).length;
const paths = args.length ? args : ['/', '/State/kerala/City/Kannur', '/Page/1'];
const GOAL_KB = 100;

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3421) });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const path of paths) {
    // A fresh context per path: an empty cache, like a first visit.
    // The page's language from the browser's, as a first visit's (the server reads
    // Accept-Language when no language cookie is set yet).
    const context = await browser.newContext({ locale: language });
    const page = await context.newPage();
    const reading = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!/\.(js|css)$/.test(url.pathname)) return;
      reading.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          path: url.pathname,
          raw: body.length,
          gzip: gzipped(body),
          wire: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        })),
      );
    });
    await page.goto(`${server.base}${path}`, { waitUntil: 'networkidle' });
    // The preloader covers the page for 1 s; lazy chunks asked for meanwhile count too.
    await page.waitForTimeout(1_500);
    const assets = await Promise.all(reading);
    // Stylesheets the server wrote into the page (public-pages/first-paint.ts) count as CSS
    // too: they travel inside the compressed HTML, so "on the wire" is their gzip size here.
    const inline = await page.$$eval('style[data-href]', (styles) =>
      styles.map((style) => ({ path: style.dataset.href, text: style.textContent ?? '' })),
    );
    for (const { path: file, text } of inline) {
      const body = Buffer.from(text);
      const gzip = gzipped(body);
      assets.push({
        path: `${file} (inline)`,
        raw: body.length,
        gzip,
        wire: gzip,
        encoding: 'inline',
      });
    }
    await context.close();

    const sum = (field) => assets.reduce((total, a) => total + a[field], 0);
    const total = sum('gzip');
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    const encodings = [...new Set(assets.map((a) => a.encoding))].join(', ');
    console.log(
      `\n${path} (${language}): ${assets.length} files, ${kb(sum('raw'))} KB raw, ${kb(total)} KB gzip, ` +
        `${kb(sum('wire'))} KB on the wire (${encodings})` +
        (path === '/'
          ? ` (goal ≤ ${GOAL_KB} KB: ${total / 1024 <= GOAL_KB ? 'met' : 'MISSED'})`
          : ''),
    );
    for (const a of assets.sort((x, y) => y.gzip - x.gzip)) {
      console.log(
        `  ${kb(a.gzip).padStart(6)} KB gzip ${kb(a.wire).padStart(6)} KB wire  ${a.path}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
