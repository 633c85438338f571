// Over 300 lines: one journey per gesture, sharing the CDP touch helpers and one signed-in phone
// context.
import { type Browser, type CDPSession, expect, type Page, test } from '@playwright/test';
import { chooseOrgAndNewCoupon, couponWith, DEMO_ORG_NAME, E2E_ADMIN, signIn } from './support.ts';

// Issue 29, touch on the canvas, on a shopkeeper's phone (360 × 740, touch, no mouse). The
// fingers are CDP touch events (Input.dispatchTouchEvent), as a phone's: a finger drags a shape
// that was not selected and one undo puts it back; a pinch zooms the canvas and moves nothing,
// even when it starts as a drag on a shape; a finger on empty canvas pans; a long-press opens
// the shape's menu; the page never scrolls sideways. One sign-in serves every journey here.

test.describe.configure({ mode: 'serial' });

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

interface Point {
  x: number;
  y: number;
}

interface Phone {
  page: Page;
  cdp: CDPSession;
  token: string;
  orgId: number;
}

let phone: Phone;

test.beforeAll(async ({ browser }: { browser: Browser }, testInfo) => {
  const context = await browser.newContext({ ...PHONE, baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  const token = await signIn(page, E2E_ADMIN);
  const org = await chooseOrgAndNewCoupon(page, token, 'unused', DEMO_ORG_NAME);
  phone = { page, cdp: await context.newCDPSession(page), token, orgId: org.id };
});

test.afterAll(async () => {
  await phone?.page.context().close();
});

/** Two rectangles and a text on a white 800 × 500 coupon, none selected when it opens. */
const SHAPES = [
  { id: 'r1', x: 120, y: 150, width: 220, height: 140, fill: '#228be6' },
  { id: 'r2', x: 520, y: 260, width: 160, height: 120, fill: '#e8590c' },
] as const;
const TEXT = {
  id: 't1',
  type: 'text' as const,
  attrs: { x: 420, y: 40, width: 340, text: 'Onam offer', fontSize: 56, fill: '#212529' },
};
const ALL_SHAPES = [...SHAPES, { id: TEXT.id, x: TEXT.attrs.x, y: TEXT.attrs.y }];

/** Creates a design holding SHAPES through the API and opens it in the editor. */
async function openNewDesign(title: string): Promise<number> {
  const { page, token, orgId } = phone;
  const doc = couponWith(title, [
    ...SHAPES.map(({ id, fill, ...at }) => ({ id, type: 'rect' as const, attrs: { ...at, fill } })),
    TEXT,
  ]);
  const answer = await page.request.post(`/api/v1/org/${orgId}/content`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, type: 'promotion_coupon', content: JSON.stringify(doc) },
  });
  expect(answer.ok()).toBe(true);
  const { id } = (await answer.json()) as { id: number };
  await page.goto(`/dashboard/design/${id}`);
  await expect(page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'synced', {
    timeout: 20_000,
  });
  await expect.poll(() => shapesOnCanvas(page)).toHaveLength(ALL_SHAPES.length);
  return id;
}

/** The shapes' places the server keeps (the design's JSON content, kept from the live document). */
async function storedPlaces(designId: number): Promise<Record<string, Point>> {
  const { page, token, orgId } = phone;
  const answer = await page.request.get(`/api/v1/org/${orgId}/content/${designId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const { content } = (await answer.json()) as { content: string };
  const doc = JSON.parse(content) as {
    pages: {
      items: Record<
        string,
        {
          layers: {
            items: Record<string, { shapes: { items: Record<string, { attrs: Point }> } }>;
          };
        }
      >;
    };
  };
  const places: Record<string, Point> = {};
  for (const p of Object.values(doc.pages.items))
    for (const layer of Object.values(p.layers.items))
      for (const [id, shape] of Object.entries(layer.shapes.items))
        places[id] = { x: Math.round(shape.attrs.x), y: Math.round(shape.attrs.y) };
  return places;
}

const STARTED = Object.fromEntries(ALL_SHAPES.map((s) => [s.id, { x: s.x, y: s.y }]));

/** In the page: each shape on the canvas, its place (page units) and its box on screen. */
const shapesOnCanvas = (page: Page) =>
  page.evaluate(() => {
    const stage = (window as unknown as { Konva: typeof import('konva').default }).Konva.stages[0];
    if (!stage) return [];
    const rect = stage.container().getBoundingClientRect();
    return stage
      .find('.shape')
      .map((n) => {
        const box = n.getClientRect();
        return {
          id: n.id(),
          x: Math.round(n.x()),
          y: Math.round(n.y()),
          screen: {
            x: rect.left + box.x,
            y: rect.top + box.y,
            width: box.width,
            height: box.height,
          },
        };
      })
      .sort((a, b) => a.id.localeCompare(b.id));
  });

async function screenBoxOf(page: Page, id: string) {
  const shape = (await shapesOnCanvas(page)).find((s) => s.id === id);
  if (!shape) throw new Error(`no shape ${id} on the canvas`);
  return shape.screen;
}

const centre = (box: { x: number; y: number; width: number; height: number }): Point => ({
  x: box.x + box.width / 2,
  y: box.y + box.height / 2,
});

const touchPoints = (points: Point[]) =>
  points.map((p, id) => ({ x: Math.round(p.x), y: Math.round(p.y), id }));

async function fingersDown(points: Point[]) {
  await phone.cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: touchPoints(points),
  });
}

async function fingersMove(points: Point[]) {
  await phone.cdp.send('Input.dispatchTouchEvent', {
    type: 'touchMove',
    touchPoints: touchPoints(points),
  });
}

async function fingersUp() {
  await phone.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Moves fingers from `from` to `to` in steps, a frame apart, as a hand does. */
async function slide(from: Point[], to: Point[], steps = 10) {
  for (let step = 1; step <= steps; step++) {
    await fingersMove(
      from.map((f, i) => {
        const t = to[i] ?? f;
        return { x: f.x + ((t.x - f.x) * step) / steps, y: f.y + ((t.y - f.y) * step) / steps };
      }),
    );
    await phone.page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  }
}

const canvasZoom = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { Konva: typeof import('konva').default }).Konva.stages[0]?.scaleX() ??
      0,
  );

const scrollOf = (page: Page) =>
  page
    .getByTestId('canvas-area')
    .locator('.mantine-ScrollArea-viewport')
    .evaluate((v) => ({ x: v.scrollLeft, y: v.scrollTop }));

async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where}: scrollWidth`).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1), `${where}: page zoom`).toBe(
    1,
  );
}

/** Two fingers spread apart about the centre of r1's place; the first lands on r1 and drags it first. */
async function pinchOutOverR1(page: Page): Promise<Point> {
  const at = centre(await screenBoxOf(page, 'r1'));
  const first = { x: at.x - 15, y: at.y };
  await fingersDown([first]);
  // The first finger starts dragging r1 ...
  const dragged = { x: first.x + 20, y: first.y + 12 };
  await slide([first], [dragged], 4);
  // ... then the second comes: the drag is undone and the two pinch.
  const second = { x: at.x + 25, y: at.y + 12 };
  await fingersDown([dragged, second]);
  await slide(
    [dragged, second],
    [
      { x: dragged.x - 60, y: dragged.y - 10 },
      { x: second.x + 60, y: second.y + 10 },
    ],
    12,
  );
  await fingersUp();
  // Where the fingers' midpoint stayed all along.
  return { x: (dragged.x + second.x) / 2, y: (dragged.y + second.y) / 2 };
}

test('one finger drags a shape that was not selected; it is stored there, and one undo puts it back', async () => {
  const testInfo = test.info();
  const { page } = phone;
  const designId = await openNewDesign('Touch drag');
  expect(await storedPlaces(designId)).toEqual(STARTED);

  const zoom = await canvasZoom(page);
  const from = centre(await screenBoxOf(page, 'r1'));
  const by = { x: 60, y: 45 };
  await fingersDown([from]);
  await slide([from], [{ x: from.x + by.x, y: from.y + by.y }]);
  await fingersUp();

  // Stored at the new place (the guides may snap it by a few units).
  const [r1Start] = SHAPES;
  const moved = { x: r1Start.x + by.x / zoom, y: r1Start.y + by.y / zoom };
  await expect
    .poll(async () => {
      const r1 = (await storedPlaces(designId)).r1;
      return r1 ? Math.max(Math.abs(r1.x - moved.x), Math.abs(r1.y - moved.y)) : null;
    })
    .toBeLessThan(8 / zoom);
  expect((await storedPlaces(designId)).r2).toEqual(STARTED.r2);
  await page.screenshot({ path: testInfo.outputPath('after-touch-drag.png') });
  await expectNoSidewaysScroll(page, 'after a drag');

  // One drag is one undo step.
  await page.getByRole('button', { name: /^Undo/ }).first().tap();
  await expect.poll(() => storedPlaces(designId)).toEqual(STARTED);
  await expect
    .poll(async () => (await shapesOnCanvas(page)).map(({ id, x, y }) => ({ id, x, y })))
    .toEqual(ALL_SHAPES.map(({ id, x, y }) => ({ id, x, y })));
});

test('a two-finger pinch zooms the canvas about the fingers and moves no shape, even one the first finger had begun to drag', async () => {
  const testInfo = test.info();
  const { page } = phone;
  const designId = await openNewDesign('Touch pinch');
  const zoomBefore = await canvasZoom(page);
  const boxBefore = await screenBoxOf(page, 'r1');
  await page.screenshot({ path: testInfo.outputPath('before-pinch.png') });

  const fingers = await pinchOutOverR1(page);

  const zoomAfter = await canvasZoom(page);
  expect(zoomAfter).toBeGreaterThan(zoomBefore * 1.5);
  const boxAfter = await screenBoxOf(page, 'r1');
  expect(boxAfter.width).toBeGreaterThan(boxBefore.width * 1.5);
  // It zoomed about the fingers: the part of r1 under them is under them still.
  expect(fingers.x).toBeGreaterThan(boxAfter.x);
  expect(fingers.x).toBeLessThan(boxAfter.x + boxAfter.width);
  expect(fingers.y).toBeGreaterThan(boxAfter.y);
  expect(fingers.y).toBeLessThan(boxAfter.y + boxAfter.height);
  // Nothing moved: on the canvas and in the stored design.
  expect((await shapesOnCanvas(page)).map(({ id, x, y }) => ({ id, x, y }))).toEqual(
    ALL_SHAPES.map(({ id, x, y }) => ({ id, x, y })),
  );
  // Give a wrong move the time to reach the server, then read it.
  await page.waitForTimeout(1000);
  expect(await storedPlaces(designId)).toEqual(STARTED);
  await page.screenshot({ path: testInfo.outputPath('after-pinch.png') });
  await expectNoSidewaysScroll(page, 'after a pinch');
});

test('one finger on empty canvas pans the view and moves nothing', async () => {
  const testInfo = test.info();
  const { page } = phone;
  const designId = await openNewDesign('Touch pan');
  // Zoomed in first, so there is somewhere to pan to.
  await pinchOutOverR1(page);
  const scrollBefore = await scrollOf(page);
  const r1 = await screenBoxOf(page, 'r1');
  // On the page's white background, below r1 (no shape there); the finger goes up and left.
  const from = { x: r1.x + r1.width / 2, y: r1.y + r1.height + 15 };
  const to = { x: from.x - 70, y: from.y - 90 };
  await fingersDown([from]);
  await slide([from], [to]);
  await fingersUp();

  const scrollAfter = await scrollOf(page);
  expect(scrollAfter.y - scrollBefore.y).toBeGreaterThan(40);
  expect(scrollAfter.x - scrollBefore.x).toBeGreaterThan(20);
  // The view moved with the finger ...
  const r1After = await screenBoxOf(page, 'r1');
  expect(r1After.y).toBeLessThan(r1.y - 40);
  // ... and no shape did.
  expect((await shapesOnCanvas(page)).map(({ id, x, y }) => ({ id, x, y }))).toEqual(
    ALL_SHAPES.map(({ id, x, y }) => ({ id, x, y })),
  );
  await page.waitForTimeout(500);
  expect(await storedPlaces(designId)).toEqual(STARTED);
  await page.screenshot({ path: testInfo.outputPath('after-pan.png') });
  await expectNoSidewaysScroll(page, 'after a pan');
});

test('a long-press on a shape opens its menu (duplicate, layer up and down, lock, delete) and it works', async () => {
  const testInfo = test.info();
  const { page } = phone;
  const designId = await openNewDesign('Touch long-press');
  const at = centre(await screenBoxOf(page, 'r2'));
  await fingersDown([at]);
  await page.waitForTimeout(800);
  await fingersUp();

  const menu = page.getByTestId('shape-menu');
  await expect(menu).toBeVisible();
  for (const name of ['Duplicate', 'Bring forward', 'Send backward', 'Lock', 'Delete']) {
    const item = menu.getByRole('menuitem', { name });
    await expect(item).toBeVisible();
    expect((await item.boundingBox())?.height ?? 0, `${name}: touch height`).toBeGreaterThanOrEqual(
      44,
    );
  }
  await page.screenshot({ path: testInfo.outputPath('shape-menu.png') });
  await expectNoSidewaysScroll(page, 'with the shape menu');
  // The long-press did not move the shape; Duplicate copies the one pressed.
  expect(await storedPlaces(designId)).toEqual(STARTED);
  await menu.getByRole('menuitem', { name: 'Duplicate' }).tap();
  await expect(menu).toBeHidden();
  await expect.poll(async () => Object.keys(await storedPlaces(designId)).length).toBe(4);
});

test('a double-tap on a text opens it for editing, as before', async () => {
  const { page } = phone;
  await openNewDesign('Touch double-tap');
  const at = centre(await screenBoxOf(page, 't1'));
  for (let tap = 0; tap < 2; tap++) {
    await fingersDown([at]);
    await fingersUp();
  }
  const editor = page.getByRole('textbox', { name: 'Edit text' });
  await expect(editor).toBeVisible();
  await expect(editor).toHaveValue('Onam offer');
  await page.screenshot({ path: test.info().outputPath('double-tap-text.png') });
  await expectNoSidewaysScroll(page, 'editing a text');
});

test('a finger on a selection handle resizes the shape (the handles are Konva’s, bigger for a finger)', async () => {
  const { page } = phone;
  const designId = await openNewDesign('Touch resize');
  const box = await screenBoxOf(page, 'r1');
  // A tap selects r1; its handles come.
  await fingersDown([centre(box)]);
  await fingersUp();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { Konva: typeof import('konva').default }).Konva.stages[0]
            ?.findOne('.bottom-right')
            ?.width() ?? 0,
      ),
    )
    .toBe(16);
  const corner = { x: box.x + box.width, y: box.y + box.height };
  await fingersDown([corner]);
  await slide([corner], [{ x: corner.x + 40, y: corner.y + 25 }]);
  await fingersUp();
  // The stored content, read as text: r1's attributes hold its new width.
  const widthOfR1 = async () => {
    const answer = await page.request.get(`/api/v1/org/${phone.orgId}/content/${designId}`, {
      headers: { Authorization: `Bearer ${phone.token}` },
    });
    const { content } = (await answer.json()) as { content: string };
    const found = (value: unknown): number | null => {
      if (typeof value !== 'object' || value === null) return null;
      const record = value as Record<string, unknown>;
      const attrs = record.attrs as { width?: number } | undefined;
      if (record.id === 'r1' && attrs?.width !== undefined) return attrs.width;
      for (const child of Object.values(record)) {
        const width = found(child);
        if (width !== null) return width;
      }
      return null;
    };
    return found(JSON.parse(content)) ?? 0;
  };
  await expect.poll(widthOfR1).toBeGreaterThan(250);
  expect((await storedPlaces(designId)).r2).toEqual(STARTED.r2);
});
