// Over 300 lines: one journey per part of the phone layout, over one signed-in phone context.
import { type CDPSession, expect, type Locator, type Page, test } from '@playwright/test';
import {
  chooseOrgAndNewCoupon,
  couponWith,
  DEMO_ORG_NAME,
  E2E_ADMIN,
  expectAccessible,
  signIn,
} from './support.ts';

// Issue 29, the editor laid out for a thumb on a shopkeeper's phone (360 × 740, touch, no
// mouse): the page fills the width, a bottom bar opens the panels as bottom sheets, the
// selected shape's tools sit in one sideways-scrolling row above it, the top bar keeps back,
// title, sync state and one menu, the edited text stays above the keyboard, every control
// takes a thumb (44 × 44 px), nothing scrolls sideways, axe finds nothing serious. One
// sign-in and one design serve every step.

test.describe.configure({ mode: 'serial' });

const WIDTH = 360;
const HEIGHT = 740;
const PHONE = { viewport: { width: WIDTH, height: HEIGHT }, isMobile: true, hasTouch: true };
const TOUCH = 44;

interface Phone {
  page: Page;
  cdp: CDPSession;
  token: string;
  orgId: number;
  designId: number;
}

let phone: Phone;

/**
 * A stand-in for the visual viewport whose height the test sets, as an on-screen keyboard
 * does (headless Chromium shows none): the real one's figures until `__keyboard` is set.
 */
function fakeVisualViewport() {
  const real = window.visualViewport;
  if (!real) return;
  const fake = new EventTarget();
  const seen = window as unknown as { __keyboard?: number };
  for (const key of ['offsetLeft', 'offsetTop', 'pageLeft', 'pageTop', 'width', 'scale'] as const)
    Object.defineProperty(fake, key, { get: () => real[key] });
  Object.defineProperty(fake, 'height', {
    get: () => (seen.__keyboard === undefined ? real.height : real.height - seen.__keyboard),
  });
  Object.defineProperty(window, 'visualViewport', { configurable: true, get: () => fake });
}

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...PHONE, baseURL: testInfo.project.use.baseURL });
  await context.addInitScript(fakeVisualViewport);
  const page = await context.newPage();
  const token = await signIn(page, E2E_ADMIN);
  const org = await chooseOrgAndNewCoupon(page, token, 'unused', DEMO_ORG_NAME);
  // A heading low on the page (under the keyboard once zoomed in) and a rectangle.
  const doc = couponWith('Onam offers at Malabar Fresh Mart, Kannur', [
    { id: 'r1', type: 'rect', attrs: { x: 60, y: 60, width: 200, height: 120, fill: '#228be6' } },
    {
      id: 't1',
      type: 'text',
      attrs: { x: 40, y: 400, width: 500, text: 'Onam offer', fontSize: 56, fill: '#212529' },
    },
  ]);
  const answer = await page.request.post(`/api/v1/org/${org.id}/content`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: doc.title, type: 'promotion_coupon', content: JSON.stringify(doc) },
  });
  expect(answer.ok()).toBe(true);
  const { id } = (await answer.json()) as { id: number };
  phone = { page, cdp: await context.newCDPSession(page), token, orgId: org.id, designId: id };
  await page.goto(`/dashboard/design/${id}`);
  await expect(page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'synced', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('context-bar')).toBeVisible();
});

test.afterAll(async () => {
  await phone?.page.context().close();
});

async function expectNoSidewaysScroll(page: Page, where: string) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${where}: scrollWidth`,
  ).toBeLessThanOrEqual(WIDTH);
}

/** Every control a finger can hit inside `within` that is on screen and smaller than 44 × 44. */
async function smallControls(within: Locator) {
  return within.evaluateAll((roots, size) => {
    const small: string[] = [];
    for (const root of roots)
      for (const control of Array.from(
        root.querySelectorAll<HTMLElement>(
          'button, a[href], input, [role="button"], [role="tab"], [role="menuitem"]',
        ),
      )) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.width < size - 0.5 || box.height < size - 0.5)
          small.push(
            `${control.getAttribute('aria-label') ?? control.textContent?.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
      }
    return small;
  }, TOUCH);
}

const stageBox = (page: Page) =>
  page.evaluate(() => {
    const stage = (window as unknown as { Konva: typeof import('konva').default }).Konva.stages[0];
    const box = stage?.container().getBoundingClientRect();
    return box ? { x: box.x, width: box.width, zoom: stage?.scaleX() ?? 0 } : null;
  });

/** The screen centre of a shape on the canvas. */
const centreOf = (page: Page, id: string) =>
  page.evaluate((shapeId) => {
    const stage = (window as unknown as { Konva: typeof import('konva').default }).Konva.stages[0];
    const node = stage?.findOne(`#${shapeId}`);
    if (!stage || !node) throw new Error(`no ${shapeId}`);
    const at = stage.container().getBoundingClientRect();
    const box = node.getClientRect();
    return { x: at.left + box.x + box.width / 2, y: at.top + box.y + box.height / 2 };
  }, id);

async function tapAt(point: { x: number; y: number }) {
  const touchPoints = [{ x: Math.round(point.x), y: Math.round(point.y), id: 0 }];
  await phone.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
  await phone.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('the page opens fitted to the full width, with no icon rail beside it', async () => {
  const { page } = phone;
  const box = await stageBox(page);
  expect(box).not.toBeNull();
  // 800 units wide into 360 px: the page takes the width but for a small margin each side.
  expect(box?.x ?? 99).toBeLessThanOrEqual(16);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(WIDTH - 32);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
  await expect(page.getByRole('tablist', { name: 'Editor panels' })).toHaveCount(0);
  // The title has the room: the whole first word and more, not "O…".
  const title = page.getByTestId('design-title');
  expect((await title.boundingBox())?.width ?? 0).toBeGreaterThan(150);
  await expectNoSidewaysScroll(page, 'opened');
  expect(await smallControls(page.getByTestId('design-editor'))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('opened.png') });
  await expectAccessible(page, 'the phone editor');
});

test('the bottom bar opens a panel as a bottom sheet, which a tap outside, Escape or its close button closes', async () => {
  const { page } = phone;
  const bar = page.getByRole('navigation', { name: 'Editor' });
  for (const name of ['Designs', 'Templates', 'Elements', 'Images', 'Text', 'Layers'])
    await expect(bar.getByRole('button', { name, exact: true })).toBeAttached();
  const sheet = page.getByTestId('panel-sheet');

  await bar.getByRole('button', { name: 'Elements', exact: true }).tap();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Add rectangle' })).toBeVisible();
  // Once it has slid up: on the screen's foot, at most 70 % of it high (the page in sight).
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return Math.round((box?.y ?? 0) + (box?.height ?? 0));
    })
    .toBe(HEIGHT);
  expect((await sheet.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(HEIGHT * 0.3 - 1);
  await page.screenshot({ path: test.info().outputPath('sheet.png') });
  await expectAccessible(page, 'a bottom sheet');
  await sheet.getByRole('button', { name: 'Close panel' }).tap();
  await expect(sheet).toBeHidden();

  await bar.getByRole('button', { name: 'Layers', exact: true }).tap();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await bar.getByRole('button', { name: 'Text', exact: true }).tap();
  await expect(sheet).toBeVisible();
  await page.touchscreen.tap(WIDTH / 2, 60);
  await expect(sheet).toBeHidden();
  await expectNoSidewaysScroll(page, 'after the sheets');
});

test('a selected text shows its tools in one row that scrolls sideways, nothing cut off', async () => {
  const { page } = phone;
  await tapAt(await centreOf(page, 't1'));
  const bar = page.getByTestId('context-bar');
  await expect(page.locator('[data-toolbar="text"]')).toBeVisible();
  const row = bar.locator('[data-scroller]');
  const { scrollWidth, clientWidth } = await row.evaluate((r) => ({
    scrollWidth: r.scrollWidth,
    clientWidth: r.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // Its edge says there is more: a fade at the end, none at the start.
  await expect(bar.locator('[data-fade="end"]')).toBeVisible();
  await expect(bar.locator('[data-fade="start"]')).toHaveCount(0);
  // It sits above the bottom bar.
  const barBox = await bar.boundingBox();
  const bottomBox = await page.getByRole('navigation', { name: 'Editor' }).boundingBox();
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual((bottomBox?.y ?? 0) + 1);
  await page.screenshot({ path: test.info().outputPath('text-selected.png') });

  // Each control, scrolled to, shows whole inside the row and takes a thumb.
  const names = await row.evaluate((r) =>
    Array.from(r.querySelectorAll<HTMLElement>('button, input')).map(
      (c) => c.getAttribute('aria-label') ?? c.textContent?.trim() ?? '',
    ),
  );
  for (const name of ['Edit text', 'Font size', 'Text colour', 'Bold', 'Delete', 'Undo'])
    expect(
      names.some((n) => n.startsWith(name)),
      `${name} in ${names.join(', ')}`,
    ).toBe(true);
  const clipped = await row.evaluate((r) => {
    const cut: string[] = [];
    for (const control of Array.from(r.querySelectorAll<HTMLElement>('button, input'))) {
      // Not drawn on the phone (the number input's steppers): nothing to touch.
      if (control.getClientRects().length === 0) continue;
      control.scrollIntoView({ inline: 'nearest', block: 'nearest' });
      const box = control.getBoundingClientRect();
      const area = r.getBoundingClientRect();
      if (box.left < area.left - 0.5 || box.right > area.right + 0.5 || box.height < 44 - 0.5)
        cut.push(control.getAttribute('aria-label') ?? control.textContent ?? '');
    }
    return cut;
  });
  expect(clipped).toEqual([]);
  // Scrolled to its end: the fade moved to the start.
  await row.evaluate((r) => r.scrollTo({ left: r.scrollWidth }));
  await expect(bar.locator('[data-fade="start"]')).toBeVisible();
  await expect(bar.locator('[data-fade="end"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('text-tools-scrolled.png') });
  expect(await smallControls(page.getByTestId('design-editor'))).toEqual([]);
  await expectNoSidewaysScroll(page, 'with the text tools');
  await expectAccessible(page, 'the contextual bar');
});

test('"Edit text" opens the text, and it stays above the keyboard', async () => {
  const { page } = phone;
  // Zoomed in to 100 %, the heading sits low on the screen, where a keyboard comes up.
  await page.getByRole('button', { name: 'Design menu' }).tap();
  await page.getByRole('menuitem', { name: /^Zoom/ }).tap();
  const zoom = page.getByTestId('zoom-sheet');
  await zoom.getByRole('button', { name: '100%' }).tap();
  await expect(zoom).toBeHidden();
  await expect.poll(async () => (await stageBox(page))?.zoom).toBe(1);
  await page.getByTestId('context-bar').getByRole('button', { name: 'Edit text' }).tap();
  const editor = page.getByRole('textbox', { name: 'Edit text' });
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('Onam offer');
  const keyboard = 340;
  const bottom = async () => {
    const box = await editor.boundingBox();
    return (box?.y ?? 0) + (box?.height ?? 0);
  };
  expect(await bottom()).toBeGreaterThan(HEIGHT - keyboard);
  // The keyboard comes up: the visual viewport shrinks and says so.
  await page.evaluate((height) => {
    (window as unknown as { __keyboard?: number }).__keyboard = height;
    window.visualViewport?.dispatchEvent(new Event('resize'));
  }, keyboard);
  await expect.poll(bottom).toBeLessThanOrEqual(HEIGHT - keyboard);
  expect((await editor.boundingBox())?.y ?? 0).toBeGreaterThan(48);
  await page.screenshot({ path: test.info().outputPath('text-above-keyboard.png') });
  // Typed text goes in, the keyboard goes, the edit ends as one change.
  await editor.fill('ഓണം ഓഫർ');
  await page.evaluate(() => {
    (window as unknown as { __keyboard?: number }).__keyboard = undefined;
    window.visualViewport?.dispatchEvent(new Event('resize'));
  });
  await editor.blur();
  await expect(editor).toBeHidden();
});

test('the top bar keeps back, title and sync state, and one menu holds save, publish, share and the downloads', async () => {
  const { page } = phone;
  const header = page.locator('header');
  await expect(header.getByRole('button', { name: 'Back to designs' })).toBeVisible();
  await expect(header.getByTestId('sync-state')).toBeVisible();
  await header.getByRole('button', { name: 'Design menu' }).tap();
  const menu = page.getByRole('menu');
  for (const name of ['Publish', 'Save', 'Share', 'Save as png', 'Save as pdf', 'Grid']) {
    const item = menu.getByRole('menuitem', { name, exact: true });
    await expect(item).toBeVisible();
    expect((await item.boundingBox())?.height ?? 0, name).toBeGreaterThanOrEqual(TOUCH);
  }
  await expect(menu.getByRole('menuitem', { name: /^Zoom: / })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('menu.png') });
  await expectNoSidewaysScroll(page, 'with the menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('a published design says that editing is off, on the phone too', async () => {
  const { page, token, orgId } = phone;
  const list = await page.request.get(`/api/v1/org/${orgId}/contents`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const designs = (await list.json()) as Array<{ id: number; published: number }>;
  const published = designs.find((d) => d.published === 1);
  expect(published, 'a published demo design').toBeDefined();
  await page.goto(`/dashboard/design/${published?.id}`);
  await expect(page.getByTestId('published-hint')).toHaveText(
    'This design is published: editing is off',
    { timeout: 20_000 },
  );
  await expect(page.getByTestId('context-bar')).toBeVisible();
  await expectNoSidewaysScroll(page, 'a published design');
  await page.screenshot({ path: test.info().outputPath('published.png') });
});
