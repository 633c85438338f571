// The first HTML of Home, City and Page (issue 16): the offer is in it before any JS runs,
// the QR page carries its share card for crawlers, and nothing a publisher typed can break
// out of the page. Rendered by the web app's own renderer, from its source.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PUBLISHED, todayIn } from '@nibble/core';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererOf } from '../src/http/public-pages/renderer.ts';
import { pageCounters } from '../src/stats/index.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

const webRoot = join(import.meta.dirname, '..', '..', 'web');
// A path the type checker does not follow: the server does not compile the web app.
const rendererSource = join(webRoot, 'src', 'ssr', 'entry-server.tsx');

const HOSTILE = `</script><script>alert(1)</script>"><img src=x onerror=alert(2)> $& Sale`;
const PUBLIC_URL = 'https://nibble.example';

let t: TestApp;
let webDist: string;
let offerPage: number;
let hostilePage: number;

async function publish(orgId: number, orgName: string, title: string, preview: string) {
  const today = todayIn(t.config.timeZone, new Date());
  const design = await t.factory.design(orgId, {
    title,
    ownerId: orgId,
    ownerName: orgName,
    published: PUBLISHED.published,
    publishStart: today,
    publishEnd: today,
  });
  const page = await t.factory.page(design.id, {
    title,
    channel: 'app',
    publisherId: orgId,
    publisherName: orgName,
    preview,
  });
  return page.id;
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'nibble-web-ssr-'));
  // The web app's own templates: the places pages are written into are the real ones; the
  // full app's page answers an unknown QR page.
  copyFileSync(join(webRoot, 'public-page.html'), join(webDist, 'public-page.html'));
  copyFileSync(join(webRoot, 'index.html'), join(webDist, 'index.html'));
  const renderer = rendererOf(await import(rendererSource));
  if (!renderer) throw new Error(`${rendererSource} exports no renderer`);
  t = await makeTestApp({ webDist, publicUrl: PUBLIC_URL }, { publicPageRenderer: renderer });
  const org = await t.factory.org({ name: 'Lakshmi Bakery', city: 'Kannur', state: 'kerala' });
  offerPage = await publish(org.id, org.name, 'Diwali sweets 20% off', '/api/v1/preview/9.png');
  hostilePage = await publish(org.id, org.name, HOSTILE, '');
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** What a crawler or a phone without JS gets: a plain GET, no script run. */
const firstHtml = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers: { accept: 'text/html', ...headers } });
  return { res, doc: new JSDOM(res.body).window.document };
};
const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

describe('server-rendered public pages', () => {
  it('Home lists the cities with offers in its first HTML', async () => {
    const { res, doc } = await firstHtml('/');
    // Hydrated by the public pages' own entry, not the full app.
    expect(res.body).toContain('/src/public/main.tsx');
    expect(res.body).not.toContain('/src/main.tsx');
    expect(res.statusCode).toBe(200);
    expect(doc.documentElement.lang).toBe('en');
    const options = [...doc.querySelectorAll('#root select option')].map((o) => o.textContent);
    expect(options).toContain('Kannur');
    expect(doc.querySelector('#root h1')?.textContent).toContain('real-world');
    // The security headers of every other document.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('City lists its offers; the QR page shows its offer, under the preloader', async () => {
    const city = await firstHtml('/State/kerala/City/Kannur');
    expect(city.doc.getElementById('root')?.textContent).toContain('Diwali sweets 20% off');

    const { res, doc } = await firstHtml(`/Page/${offerPage}`);
    expect(res.statusCode).toBe(200);
    expect(doc.querySelector('#root h1')?.textContent).toBe('Diwali sweets 20% off');
    expect(doc.getElementById('root')?.textContent).toContain('Lakshmi Bakery');
    expect(doc.querySelector('#root [role="status"]')).not.toBeNull();
  });

  it('the QR page carries Open Graph and Twitter card tags with an absolute preview', async () => {
    const { doc } = await firstHtml(`/Page/${offerPage}`);
    expect(meta(doc, 'og:title')).toBe('Diwali sweets 20% off');
    expect(meta(doc, 'og:description')).toMatch(
      /^Lakshmi Bakery, Kannur · Valid \d\d\/\d\d\/\d{4} to/,
    );
    expect(meta(doc, 'og:image')).toBe(`${PUBLIC_URL}/api/v1/preview/9.png`);
    expect(meta(doc, 'og:url')).toBe(`${PUBLIC_URL}/Page/${offerPage}`);
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:image')).toBe(`${PUBLIC_URL}/api/v1/preview/9.png`);
    expect(meta(doc, 'description')).toBe(meta(doc, 'og:description'));
  });

  it('a hostile title stays text: no element, no script, and the state reads back', async () => {
    const { res, doc } = await firstHtml(`/Page/${hostilePage}`);
    expect(doc.querySelectorAll('script:not([type="module"])')).toHaveLength(1);
    expect(doc.querySelector('img[src="x"]')).toBeNull();
    expect(meta(doc, 'og:title')).toBe(HOSTILE);
    expect(doc.querySelector('#root h1')?.textContent).toBe(HOSTILE);
    expect(twitterCard(doc)).toBe('summary');
    const state = JSON.parse(doc.getElementById('nibble-server-state')?.textContent ?? '');
    expect(state.page.content.title).toBe(HOSTILE);
    expect(res.body).not.toContain('<script>alert');
  });

  it('renders in the chosen language, else the browser’s', async () => {
    const chosen = await firstHtml('/', { cookie: 'nibble_language=ml', 'accept-language': 'hi' });
    expect(chosen.doc.documentElement.lang).toBe('ml');
    const browser = await firstHtml('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(browser.doc.documentElement.lang).toBe('hi');
    expect(browser.doc.querySelector('#root h1')?.textContent).toMatch(/[\u0900-\u097F]/);
    expect(browser.res.headers.vary).toContain('Cookie');
  });

  it('counts a view of a real page (the browser no longer asks the API), not of an unknown one', async () => {
    const counters = pageCounters(t.app);
    await counters.flush();
    const missing = await firstHtml('/Page/999999');
    expect(missing.res.statusCode).toBe(404);
    expect(meta(missing.doc, 'og:title')).toBeUndefined();
    // The full app's page, which shows its not-found screen.
    expect(missing.res.body).toContain('/src/main.tsx');
    expect(counters.pendingCount).toBe(0);
    // Twice: the second answer comes from the short cache and still counts.
    await firstHtml(`/Page/${offerPage}`);
    await firstHtml(`/Page/${offerPage}`);
    expect(counters.pendingCount).toBe(2);
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const res = await t.app.inject({
      url: `/Page/${offerPage}`,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('Diwali sweets 20% off');
  });
});

const twitterCard = (doc: Document) => meta(doc, 'twitter:card');
