// A visitor without an account: Home → pick Kannur → the demo organisation's published coupon
// → its Page screen with QR code and preview; on a desktop and on a 360 px phone, with an
// axe-core check (no serious or critical violation) on every public page on the way.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { DEMO_OWNER, expectAccessible } from './support.ts';

const COUPON = 'Weekend Vegetable Sale';

async function expectImageLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** The demo coupon gets a preview the way staff give one: the editor's upload of its page. */
async function givePreview(request: APIRequestContext) {
  const signIn = await request.post('/api/v1/session', {
    data: { username: DEMO_OWNER.phone, password: DEMO_OWNER.password },
  });
  const { id: token } = (await signIn.json()) as { id: string };
  const auth = { Authorization: `Bearer ${token}` };
  const orgs = (await (await request.get('/api/v1/orgs', { headers: auth })).json()) as Array<{
    id: number;
  }>;
  const orgId = orgs[0]?.id;
  const designs = (await (
    await request.get(`/api/v1/org/${orgId}/contents`, { headers: auth })
  ).json()) as Array<{ id: number; title: string; preview: string }>;
  const coupon = designs.find((d) => d.title === COUPON);
  if (!coupon) throw new Error(`the demo organisation has no design titled ${COUPON}`);
  if (coupon.preview) return;

  const png = new PNG({ width: 400, height: 250 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 179;
    png.data[i + 1] = 42;
    png.data[i + 2] = 169;
    png.data[i + 3] = 255;
  }
  const upload = await request.put(`/api/v1/design-image/${coupon.id}/path/design-${Date.now()}`, {
    headers: auth,
    multipart: {
      design: { name: 'page.png', mimeType: 'image/png', buffer: PNG.sync.write(png) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
}

async function visitorJourney(page: Page) {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'To-go app for real-world contents.' }),
  ).toBeVisible();
  await expectImageLoaded(page, 'QR code for the Nibble app');
  await expect(page.getByText('Scan the code using the app')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expectAccessible(page, 'Home');

  await page.getByRole('combobox', { name: 'Select a city' }).selectOption({ label: 'Kannur' });
  await expect(page).toHaveURL(/\/State\/kerala\/City\/Kannur$/);

  const card = page.getByRole('link', { name: new RegExp(COUPON) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Malabar Fresh Mart')).toBeVisible();
  await expect(card.getByText('Kannur')).toBeVisible();
  await expectImageLoaded(page, `QR code for ${COUPON}`);
  await expectAccessible(page, 'City');

  await card.click();
  await expect(page).toHaveURL(/\/Page\/\d+$/);
  await expect(page.getByRole('heading', { name: COUPON, level: 1 })).toBeVisible();
  await expectImageLoaded(page, `QR code for ${COUPON}`);
  await expectImageLoaded(page, `Preview of ${COUPON}`);
  // The days the server counts (it runs in India's zone), whatever the visitor's zone.
  const pageId = new URL(page.url()).pathname.split('/').pop();
  const detail = await (await page.request.get(`/api/v1/contents-id?pageId=${pageId}`)).json();
  const shown = (day: string) => day.split('-').reverse().join('/');
  await expect(
    page.getByText(`Valid ${shown(detail.valid_from)} – ${shown(detail.valid_to)}`),
  ).toBeVisible();
  await expectAccessible(page, 'Page');

  // The page's QR code opens this very page.
  const qr = await page.request.get(`/api/v1/qrcode/001:${pageId}`);
  expect(qr.headers()['content-type']).toBe('image/png');
}

test.beforeAll(async ({ request }) => {
  await givePreview(request);
});

test('a visitor picks Kannur, sees the demo coupon and opens its page', async ({ page }) => {
  await visitorJourney(page);
});

test.describe('on a 360 px phone', () => {
  // A visitor abroad, too: the dates must stay the days the business chose in India.
  test.use({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    timezoneId: 'America/Los_Angeles',
  });

  test('the same journey works and nothing is wider than the screen', async ({ page }) => {
    await visitorJourney(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('an unknown city shows a friendly empty state; an unknown page the not-found page', async ({
  page,
}) => {
  await page.goto('/State/kerala/City/Atlantis');
  await expect(page.getByRole('heading', { name: 'Nothing in Atlantis yet' })).toBeVisible();
  await expectAccessible(page, 'empty City');

  await page.goto('/Page/987654');
  await expect(page.getByText('Page not found.')).toBeVisible();
  await expectAccessible(page, 'unknown Page');

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await expectAccessible(page, 'Privacy');
});

test('the public pages never load the editor, konva, jspdf or fonts', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Select a city' })).toBeEnabled();
  await page.goto('/State/kerala/City/Kannur');
  await expect(page.getByRole('link', { name: new RegExp(COUPON) })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(COUPON) }).click();
  await expect(page.getByRole('heading', { name: COUPON, level: 1 })).toBeVisible();
  // The one font allowed is the interface's Malayalam face, for the demo's Malayalam coupon
  // listed in Kannur (issue 13; its own journey checks it loads only with such text).
  const uiIndicFace = /\/noto-sans-malayalam-malayalam-\d+-normal-[\w-]+\.woff2$/;
  const heavy = loaded.filter(
    (path) => /editor|konva|jspdf|html2canvas|\.woff2?$/i.test(path) && !uiIndicFace.test(path),
  );
  expect(heavy).toEqual([]);
  // The pages the server draws hydrate with their own entry: not the full app's router, query
  // cache and session store, and English without i18next (issues 14 and 16).
  const fullApp = loaded.filter((path) =>
    /\/assets\/(app-framework|start|setup|i18next)-/.test(path),
  );
  expect(fullApp).toEqual([]);
});

test('a page paints from its first HTML: styles inside it, hydration after its pictures', async ({
  page,
}) => {
  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => events.push(`got ${new URL(request.url()).pathname}`));
  for (const path of ['/', '/State/kerala/City/Kannur']) {
    events.length = 0;
    await page.goto(path);
    // Hydrated: the city picker (Home) or the language switch answers.
    await expect(page.getByRole('combobox').first()).toBeEnabled();
    await expect
      .poll(() => events.some((event) => /^got \/assets\/hydrate-/.test(event)))
      .toBe(true);
    // Every stylesheet came inside the page: none is fetched, before or after hydrating.
    expect(events.filter((event) => event.endsWith('.css'))).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
    expect(await page.locator('style[data-href]').count()).toBeGreaterThan(0);
    // React and Mantine are asked for only once the page's pictures are in.
    const pictures = await page
      .locator('img')
      .evaluateAll((images) =>
        images.map((img) => new URL((img as HTMLImageElement).src).pathname),
      );
    expect(pictures.length).toBeGreaterThan(0);
    const framework = events.findIndex((event) => /^asked \/assets\/framework-/.test(event));
    expect(framework).toBeGreaterThan(-1);
    for (const picture of pictures) {
      const arrived = events.indexOf(`got ${picture}`);
      expect(arrived, `${picture} on ${path}`).toBeGreaterThan(-1);
      expect(arrived, `${picture} before the framework on ${path}`).toBeLessThan(framework);
    }
  }
});

test('the public pages arrive compressed', async ({ page }) => {
  const reading: Array<Promise<{ encoding: string; bytes: number }>> = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    reading.push(
      response
        .request()
        .sizes()
        .then(({ responseBodySize }) => ({
          encoding: response.headers()['content-encoding'] ?? '',
          bytes: responseBodySize,
        })),
    );
  });
  const home = await page.goto('/');
  expect(home?.headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('combobox', { name: 'Select a city' })).toBeEnabled();
  // Every script worth compressing (the build leaves those under 1 KB plain) came as brotli.
  const scripts = await Promise.all(reading);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((s) => s.bytes > 1024 && s.encoding !== 'br')).toEqual([]);
  expect(scripts.filter((s) => s.encoding === 'br').length).toBeGreaterThan(0);
});
