// Over 300 lines: the owner's whole coupon journey (create to print) reads as one story, as the
// spec tells it.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  DEMO_ORG_NAME,
  DEMO_OWNER,
  designMenuItem,
  E2E_ADMIN,
  expectEditorOpen,
  openPanel,
  platformDay,
  signIn,
} from './support.ts';

// Issue 5's journey: the demo organisation's owner creates a coupon on the Designs screen,
// edits and saves it, sees its preview in the list, publishes it for a week, cannot
// unpublish it while it is active, duplicates it, uploads pictures (and is told why bad
// ones are refused), applies a global template and adds a print page whose QR code points
// at the public page.

const TITLE = `E2E coupon ${Date.now()}`;

interface StoredSession {
  state: { org: { orgId: number } | null };
}

// The server counts publication days in Asia/Kolkata (docs/decisions.md); the owner's
// browser is in India too, so both agree on what "today" is.
const ZONE = 'Asia/Kolkata';
test.use({ timezoneId: ZONE });

const dayLabel = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const ddmmyyyy = (date: Date) => date.toLocaleDateString('en-GB', { timeZone: 'UTC' });

/** A PNG of random pixels: it does not compress, so its size shows in the upload total. */
function noisyPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = Math.floor(Math.random() * 256);
    png.data[i + 1] = Math.floor(Math.random() * 256);
    png.data[i + 2] = Math.floor(Math.random() * 256);
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">' +
    '<circle cx="60" cy="60" r="50" fill="#b32aa9"/></svg>',
);

/** A global template whose only text is the NAME placeholder (made by the sys_admin). */
function templatePage() {
  return JSON.stringify({
    id: 'tpl-page',
    code: '',
    title: '',
    channel: '',
    backgroundColor: '#fff4e0',
    width: 800,
    height: 500,
    type: 'page',
    layers: {
      order: ['tpl-layer'],
      items: {
        'tpl-layer': {
          id: 'tpl-layer',
          locked: false,
          hidden: false,
          shapes: {
            order: ['tpl-text'],
            items: {
              'tpl-text': {
                id: 'tpl-text',
                type: 'text',
                attrs: { x: 60, y: 60, text: 'NAME', fontSize: 48, fill: '#222222' },
              },
            },
          },
        },
      },
    },
  });
}

async function alertSays(page: Page, message: string) {
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText(message);
  await alert.getByRole('button', { name: 'Ok' }).click();
  await expect(alert).toBeHidden();
}

const card = (page: Page, title: string) =>
  page.getByRole('article', { name: `Design ${title}`, exact: true });

test('an owner creates, saves, publishes, duplicates and prints a coupon', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await signIn(page, DEMO_OWNER);
  const auth = { Authorization: `Bearer ${token}` };

  await test.step('choose the organisation and land on Designs', async () => {
    await page.getByRole('button', { name: `Choose ${DEMO_ORG_NAME}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/designs$/);
    await expect(page.getByRole('heading', { name: 'Designs', level: 1 })).toBeVisible();
  });
  const orgId = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('nibble.session') ?? '{}') as StoredSession).state.org
        ?.orgId,
  );
  expect(orgId).toBeGreaterThan(0);

  await test.step('an empty title creates nothing', async () => {
    await page.getByRole('button', { name: 'Design Editor' }).click();
    const dialog = page.getByRole('dialog', { name: 'New design' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/designs$/);
  });

  await test.step('create a design, edit it and save it', async () => {
    await page.getByRole('button', { name: 'Design Editor' }).click();
    const dialog = page.getByRole('dialog', { name: 'New design' });
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectEditorOpen(page, 20_000);
    await expect(page.getByTestId('status-line').first()).toContainText('Not published');

    await openPanel(page, 'Elements');
    await page.getByRole('button', { name: 'Add rectangle' }).click();
    await openPanel(page, 'Text');
    await page.getByRole('button', { name: 'Add a heading' }).click();

    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' && /\/design-image\/\d+\/path\/design-\d+$/.test(r.url()),
    );
    await (await designMenuItem(page, 'Save')).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText('Design saved')).toBeVisible();
  });

  await test.step('the saved preview shows in the list', async () => {
    await page.getByRole('button', { name: 'Back to designs' }).click();
    await expect(page).toHaveURL(/\/dashboard\/designs$/);
    const preview = card(page, TITLE).getByRole('img', {
      name: `Preview of ${TITLE}`,
      exact: true,
    });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  const today = platformDay(0);
  const end = platformDay(7);
  await test.step('publish it from today for seven days', async () => {
    await card(page, TITLE)
      .getByRole('button', { name: `Open ${TITLE}` })
      .click();
    await expectEditorOpen(page, 20_000);
    await (await designMenuItem(page, 'Publish')).click();
    const dialog = page.getByRole('dialog', { name: `Publish ${TITLE}` });
    await dialog.getByLabel('End date').click();
    const day = page.getByRole('button', { name: dayLabel(end), exact: true });
    if (!(await day.isVisible()))
      await page.locator('button[data-direction="next"]').first().click();
    await day.click();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('status-line').first()).toContainText(
      `Active ${ddmmyyyy(today)} - ${ddmmyyyy(end)}`,
    );
  });

  const designId = await page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('nibble.session') ?? '{}') as {
          state: { design: { designId: number } | null };
        }
      ).state.design?.designId,
  );
  expect(designId).toBeGreaterThan(0);

  await test.step('an active design cannot be unpublished', async () => {
    await expect(await designMenuItem(page, 'Unpublish')).toBeDisabled();
    await page.keyboard.press('Escape');
    const refused = await page.request.put(`/api/v1/org/${orgId}/content/${designId}`, {
      headers: auth,
      data: { published: 0 },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.message).toBe(
      'The design is active and cannot be unpublished.',
    );
  });

  await test.step('the list shows the green Active badge, and a duplicate is a new design', async () => {
    await page.getByRole('button', { name: 'Back to designs' }).click();
    const badge = card(page, TITLE).getByText('Active', { exact: true });
    await expect(badge).toBeVisible();
    await expect(card(page, TITLE).locator('[data-colour="lightgreen"]')).toBeVisible();

    await card(page, TITLE)
      .getByRole('button', { name: `Duplicate ${TITLE}` })
      .click();
    const copy = card(page, `${TITLE} (copy)`);
    await expect(copy).toBeVisible();
    await expect(copy.getByText('Active', { exact: true })).toHaveCount(0);
    await copy.getByRole('button', { name: `Open ${TITLE} (copy)` }).click();
    await expectEditorOpen(page, 20_000);
    await expect(page.getByTestId('status-line').first()).toContainText('Not published');
  });

  await test.step('upload an image, and each bad image is refused with its message', async () => {
    await openPanel(page, 'Images');
    // The global section offers the bundled stock pictures (public/stock/index.json), each
    // named after what it shows.
    const stock = JSON.parse(readFileSync('apps/web/public/stock/index.json', 'utf8')) as Array<{
      title: string;
    }>;
    expect(stock).toHaveLength(33);
    for (const { title } of stock) {
      await expect(page.getByRole('button', { name: `Add ${title}`, exact: true })).toHaveCount(1);
    }
    const input = page.getByRole('tabpanel', { name: 'Images' }).locator('input[type=file]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await alertSays(page, 'Please select valid image JPG,JPEG,PNG');
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(3_145_729, 1),
    });
    await alertSays(page, 'Image size exceeds the allowable limit(3Mb).');
    await input.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a png'),
    });
    await alertSays(page, 'Invalid image content.');

    await input.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: noisyPng(400, 300),
    });
    await expect(page.getByRole('button', { name: /^Add image-/ }).first()).toBeVisible();
    // About 0.34 MB of noise: the total grows by the stored size.
    await expect(page.getByTestId('upload-total')).toHaveText(/^Uploaded: 0\.[1-9]\d MB$/);
  });

  await test.step('upload an illustration, and a non-SVG is refused', async () => {
    await openPanel(page, 'Illustrations');
    const input = page.getByRole('tabpanel', { name: 'Illustrations' }).locator('input[type=file]');
    await input.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: noisyPng(10, 10),
    });
    await alertSays(page, 'Please select valid image SVG');
    await input.setInputFiles({
      name: 'big.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.alloc(1_048_577, 32),
    });
    await alertSays(page, 'Image size exceeds the allowable limit(1Mb).');
    await input.setInputFiles({ name: 'circle.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await expect(page.getByRole('button', { name: /^Add illustrations-/ }).first()).toBeVisible();
  });

  await test.step('apply a global template: its NAME becomes the organisation name', async () => {
    const session = await page.request.post('/api/v1/session', {
      data: { username: E2E_ADMIN.phone, password: E2E_ADMIN.password },
    });
    const adminToken = ((await session.json()) as { id: string }).id;
    const created = await page.request.post(`/api/v1/org/${orgId}/template`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: {
        title: 'E2E global banner',
        template: templatePage(),
        type: 'promotion_coupon',
        owner_id: 0,
      },
    });
    expect(created.status()).toBe(201);

    await openPanel(page, 'Templates');
    await page.getByRole('button', { name: 'Apply template E2E global banner' }).click();
    await openPanel(page, 'Layers');
    await expect(page.getByRole('list', { name: 'Layers' })).toContainText(
      `Text: ${DEMO_ORG_NAME}`,
    );
  });

  await test.step('a print page gets a QR code that points at its public page', async () => {
    await (await designMenuItem(page, 'Print')).click();
    await page.getByRole('button', { name: 'Add a print page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Print Page' });
    await dialog.getByLabel('Title').fill('Counter flyer');
    await dialog.getByLabel('Channel').fill('print');
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/v1/org/${orgId}/page`),
    );
    await dialog.getByRole('button', { name: 'Add' }).click();
    const record = (await (await created).json()) as { id: number };
    expect(record.id).toBeGreaterThan(0);

    const qr = await page.request.get(`/api/v1/qrcode/001:${record.id}`);
    expect(qr.headers()['content-type']).toContain('image/png');
    const image = PNG.sync.read(await qr.body());
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(code?.data).toMatch(new RegExp(`/Page/${record.id}$`));
  });
});

test('a save made elsewhere meanwhile does not stop the live editor: Save asks nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(page, DEMO_OWNER);
  const auth = { Authorization: `Bearer ${token}` };
  const title = `E2E stale ${Date.now()}`;
  await page.getByRole('button', { name: `Choose ${DEMO_ORG_NAME}` }).click();
  await page.getByRole('button', { name: 'Design Editor' }).click();
  const dialog = page.getByRole('dialog', { name: 'New design' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectEditorOpen(page, 20_000);

  const { orgId, designId } = await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('nibble.session') ?? '{}') as {
      state: { org: { orgId: number }; design: { designId: number } };
    };
    return { orgId: stored.state.org.orgId, designId: stored.state.design.designId };
  });
  // Someone else saves the same design in the meantime.
  const url = `/api/v1/org/${orgId}/content/${designId}`;
  const stored = (await (await page.request.get(url, { headers: auth })).json()) as {
    content: string;
    revision: number;
  };
  const other = await page.request.put(url, {
    headers: auth,
    data: { content: stored.content, revision: stored.revision },
  });
  expect(other.ok()).toBe(true);

  await openPanel(page, 'Elements');
  await page.getByRole('button', { name: 'Add rectangle' }).click();
  // A live design is saved as it changes (issue 17): the old "reload or save a copy" choice
  // is for REST clients only; Save uploads the previews and asks nothing.
  await expect(page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'synced');
  await (await designMenuItem(page, 'Save')).click();
  await expect(page.getByText('Design saved')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'This design was changed elsewhere' })).toHaveCount(
    0,
  );

  // The rectangle reached the stored content, in the one design (no copy was made).
  await expect
    .poll(async () => {
      const after = (await (await page.request.get(url, { headers: auth })).json()) as {
        content: string;
        revision: number;
      };
      return after.revision > stored.revision + 1 && after.content.includes('"rect"');
    })
    .toBe(true);
  await page.getByRole('button', { name: 'Back to designs' }).click();
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, `${title} (copy)`)).toHaveCount(0);
});
