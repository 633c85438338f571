import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import {
  DEMO_ORG_NAME,
  DEMO_OWNER,
  expectAccessible,
  expectEditorOpen,
  signIn,
} from './support.ts';

// Issue 29, on a shopkeeper's phone (360 × 740, touch, no mouse): a published design is shared
// where the customers are — the share sheet gets the page's PNG and its /Page/ link; where the
// browser cannot share files, a dialog offers a wa.me link, Copy link and the WhatsApp status
// picture — and the studio installs as an app (its manifest and icons answer).

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

interface RecordedShare {
  title?: string;
  text?: string;
  url?: string;
  files: Array<{ name: string; type: string; size: number }>;
}

/**
 * Replaces the browser's Web Share with a recorder: `canShare` answers `sharesFiles` for data
 * with files, and `share` keeps what it was given (the phone's sheet never opens).
 */
async function stubWebShare(page: Page, sharesFiles: boolean) {
  await page.addInitScript((sharesFiles: boolean) => {
    const calls: unknown[] = [];
    Object.assign(window, { shareCalls: calls });
    const define = (name: string, value: unknown) =>
      Object.defineProperty(Navigator.prototype, name, {
        value,
        configurable: true,
        writable: true,
      });
    define('canShare', (data?: ShareData) => (data?.files?.length ? sharesFiles : true));
    define('share', async (data: ShareData) => {
      calls.push({
        title: data.title,
        text: data.text,
        url: data.url,
        files: [...(data.files ?? [])].map((f) => ({ name: f.name, type: f.type, size: f.size })),
      });
    });
  }, sharesFiles);
}

const shareCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { shareCalls: RecordedShare[] }).shareCalls);

/** No sideways scroll: the page is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where}: scrollWidth`).toBeLessThanOrEqual(360);
}

/** Signs the demo owner in, chooses the demo shop and answers one of its published designs. */
async function toDesigns(page: Page): Promise<{ id: number; title: string }> {
  const token = await signIn(page, DEMO_OWNER);
  await page.getByRole('button', { name: `Choose ${DEMO_ORG_NAME}` }).tap();
  await expect(page).toHaveURL(/\/dashboard\/designs$/);
  const orgId = await page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('nibble.session') ?? '{}') as {
          state?: { org?: { orgId: number } };
        }
      ).state?.org?.orgId,
  );
  const list = await page.request.get(`/api/v1/org/${orgId}/contents`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const designs = (await list.json()) as Array<{ id: number; title: string; published: number }>;
  const published = designs.find((d) => d.published === 1);
  if (!published) throw new Error('the demo has no published design');
  return published;
}

async function openDesign(page: Page, id: number) {
  await page.goto(`/dashboard/design/${id}`);
  await expectEditorOpen(page);
  await expect(page.locator('.konvajs-content').first()).toBeVisible();
}

async function openPublishedDesign(page: Page): Promise<{ id: number; title: string }> {
  const published = await toDesigns(page);
  await openDesign(page, published.id);
  return published;
}

async function tapMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: 'Design menu' }).tap();
  const item = page.getByRole('menuitem', { name });
  await expect(item).toBeVisible();
  const box = await item.boundingBox();
  expect(box?.height ?? 0, `${name}: touch target height`).toBeGreaterThanOrEqual(44);
  await item.tap();
}

test('Share hands the phone share sheet the design as a PNG and its public /Page/ link, from the editor and its card', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stubWebShare(page, true);
  const design = await toDesigns(page);

  // On its card in Designs: the link and title (there is no drawn page to picture there).
  const share = page.getByRole('button', { name: `Share ${design.title}` });
  const shareBox = await share.boundingBox();
  expect(shareBox?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(shareBox?.height ?? 0).toBeGreaterThanOrEqual(44);
  await share.tap();
  await expect.poll(async () => (await shareCalls(page)).length).toBe(1);
  const [fromCard] = await shareCalls(page);
  expect(fromCard?.files).toEqual([]);
  expect(fromCard?.title).toBe(design.title);
  expect(fromCard?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/Page\/\d+$/);
  await expectNoSidewaysScroll(page, 'designs');
  await expectAccessible(page, 'designs on a phone');

  await openDesign(page, design.id);
  await tapMenuItem(page, 'Share');
  await expect.poll(async () => (await shareCalls(page)).length, { timeout: 20_000 }).toBe(1);
  const [call] = await shareCalls(page);
  expect(call?.files).toHaveLength(1);
  expect(call?.files[0]?.type).toBe('image/png');
  expect(call?.files[0]?.size ?? 0).toBeGreaterThan(1000);
  expect(call?.title).toBe(design.title);
  expect(call?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/Page\/\d+$/);
  // The same public page as from the card (one page record per published design).
  expect(call?.url).toBe(fromCard?.url);
  // The link is the design's public page, open to anyone.
  const publicPage = await page.request.get(call?.url ?? '', { headers: { accept: 'text/html' } });
  expect(publicPage.status()).toBe(200);
  expect(await publicPage.text()).toContain(design.title);
  // No dialog: the share sheet was enough.
  await expect(page.getByRole('dialog', { name: 'Share this offer' })).toBeHidden();
  await expectNoSidewaysScroll(page, 'editor');
});

test('without file sharing, Share opens a WhatsApp link, Copy link and the status picture', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await stubWebShare(page, false);
  await openPublishedDesign(page);

  await tapMenuItem(page, 'Share');
  const dialog = page.getByRole('dialog', { name: 'Share this offer' });
  await expect(dialog).toBeVisible();
  expect(await shareCalls(page)).toEqual([]);

  const whatsApp = dialog.getByRole('link', { name: 'Send on WhatsApp' });
  const href = (await whatsApp.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  const text = new URL(href).searchParams.get('text') ?? '';
  expect(text).toMatch(/ http:\/\/127\.0\.0\.1:\d+\/Page\/\d+$/);
  const link = dialog.getByRole('textbox', { name: 'Public page link' });
  await expect(link).toHaveValue(text.slice(text.lastIndexOf(' ') + 1));

  // Every control of the dialog is a thumb's size.
  for (const control of [
    whatsApp,
    dialog.getByRole('button', { name: 'Copy link' }),
    dialog.getByRole('button', { name: 'Picture for WhatsApp status' }),
    dialog.getByRole('button', { name: 'Close' }),
  ]) {
    const box = await control.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }

  await dialog.getByRole('button', { name: 'Copy link' }).tap();
  await expect(dialog.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  await expectNoSidewaysScroll(page, 'share dialog');
  await expectAccessible(page, 'share dialog on a phone');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Picture for WhatsApp status' }).tap();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^offer-\d+-status\.png$/);
  const png = PNG.sync.read(readFileSync((await file.path()) ?? ''));
  expect([png.width, png.height]).toEqual([1080, 1920]);
});

test('the studio installs: its manifest answers and lists 192 and 512 px icons', async ({
  page,
}) => {
  await page.goto('/sign-in');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    display: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Nibble Studio', display: 'standalone' });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    const png = PNG.sync.read(await image.body());
    expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
  }
  await expectNoSidewaysScroll(page, 'sign-in');
});
