import { expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import { couponWith, createDemoCoupon } from './support.ts';

// Issue 16: a design the API answered is drawn at once, while its live document connects
// (apps/web/src/editor/live/openLiveDesign.ts). Until the live document is in, the design is
// shown and not edited; then it takes edits, and the shapes already drawn stay as they were.
// The collaboration socket is held by the test (routeWebSocket), so "before" lasts as long as
// the test needs: no timing is assumed.

const SHAPES = 3;

/** SHAPES blue rectangles in a row. */
const smallDocument = () =>
  couponWith(
    'Opening',
    Array.from({ length: SHAPES }, (_, i) => ({
      id: `s${i}`,
      type: 'rect' as const,
      attrs: { x: 60 + i * 200, y: 120, width: 120, height: 90, fill: '#228be6' },
    })),
  );

/** Routes the collaboration socket through the test; it reaches the server on `release()`. */
async function holdLiveSocket(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  let opened = false;
  await page.routeWebSocket(/\/api\/v1\/collab$/, (ws: WebSocketRoute) => {
    opened = true;
    let server: WebSocketRoute | null = null;
    const early: Array<string | Buffer> = [];
    // What the page says before it is let through waits, then goes in order.
    ws.onMessage((message) => {
      if (server) server.send(message);
      else early.push(message);
    });
    void released.then(() => {
      server = ws.connectToServer();
      for (const message of early.splice(0)) server.send(message);
    });
  });
  return { release, opened: () => opened };
}

/** In the page: each shape's place, by id. */
const placesOf = (page: Page) =>
  page.evaluate(() => {
    const stage = (window as unknown as { Konva: typeof import('konva').default }).Konva.stages[0];
    return (stage?.find('.shape') ?? []).map((n) => ({ id: n.id(), x: n.x(), y: n.y() }));
  });

/** In the page: marks every shape node drawn now, to tell later whether it was made again. */
const markNodes = (page: Page) =>
  page.evaluate(() => {
    const stage = (window as unknown as { Konva: typeof import('konva').default }).Konva.stages[0];
    for (const node of stage?.find('.shape') ?? []) node.setAttr('openingMark', true);
  });

const markedNodes = (page: Page) =>
  page.evaluate(() => {
    const stage = (window as unknown as { Konva: typeof import('konva').default }).Konva.stages[0];
    return (stage?.find('.shape') ?? []).filter((n) => n.getAttr('openingMark') === true).length;
  });

/** Lets the page handle what it was sent: a frame, and the task after it. */
const afterAFrame = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))),
  );

/** Screen coordinates of a shape's centre. */
const centreOf = (page: Page, id: string) =>
  page.evaluate((id) => {
    const stage = (window as unknown as { Konva: typeof import('konva').default }).Konva.stages[0];
    const node = stage?.findOne(`#${id}`);
    if (!stage || !node) throw new Error(`no shape ${id}`);
    const box = node.getClientRect();
    const rect = stage.container().getBoundingClientRect();
    return { x: rect.left + box.x + box.width / 2, y: rect.top + box.y + box.height / 2 };
  }, id);

async function dragBy(page: Page, id: string, dx: number) {
  const at = await centreOf(page, id);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(at.x + (dx * step) / 5, at.y);
  await page.mouse.up();
}

const newDesign = (page: Page, title: string) => createDemoCoupon(page, title, smallDocument());

test('a design shows before its live document is in, takes no edit until then, and edits after', async ({
  page,
}, testInfo) => {
  const { id } = await newDesign(page, 'Opening before live');
  const socket = await holdLiveSocket(page);
  await page.goto(`/dashboard/design/${id}`);

  const editor = page.getByTestId('design-editor');
  const sync = page.getByTestId('sync-state');
  await test.step('the design is drawn while its live document connects', async () => {
    await expect(editor).toBeVisible({ timeout: 20_000 });
    await expect(sync).toHaveAttribute('data-sync', 'connecting');
    await expect(sync).toHaveAccessibleName('Connecting — you can edit in a moment');
    await expect(editor).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => placesOf(page)).toHaveLength(SHAPES);
    await page.screenshot({ path: testInfo.outputPath('connecting.png') });
  });

  const before = await placesOf(page);
  await test.step('a drag, select-all and Delete change nothing yet', async () => {
    await dragBy(page, 's1', 80);
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await afterAFrame(page);
    expect(await placesOf(page)).toEqual(before);
    // Still before: the socket is held.
    await expect(sync).toHaveAttribute('data-sync', 'connecting');
    expect(socket.opened()).toBe(true);
  });

  await markNodes(page);
  socket.release();
  await test.step('once the live document is in, the same shapes take edits', async () => {
    await expect(sync).toHaveAttribute('data-sync', 'synced', { timeout: 20_000 });
    await expect(editor).not.toHaveAttribute('aria-busy', 'true');
    await page.screenshot({ path: testInfo.outputPath('live.png') });
    // The live document held the same shapes: none was drawn anew.
    expect(await markedNodes(page)).toBe(SHAPES);
    expect(await placesOf(page)).toEqual(before);
    // The shapes selected while connecting are still selected: Delete takes them now.
    await page.keyboard.press('Delete');
    await expect.poll(() => placesOf(page)).toHaveLength(0);
    await expect(sync).toHaveAttribute('data-sync', 'synced');
  });

  await test.step('the edit reached the live document: it is there after a reload', async () => {
    await page.reload();
    await expect(sync).toHaveAttribute('data-sync', 'synced', { timeout: 20_000 });
    await afterAFrame(page);
    expect(await placesOf(page)).toEqual([]);
  });
});

test('a live connection refused before the document came ends on the cannot-open screen', async ({
  page,
}) => {
  const { token, id } = await newDesign(page, 'Opening refused');
  const socket = await holdLiveSocket(page);
  await page.goto(`/dashboard/design/${id}`);
  await expect(page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'connecting', {
    timeout: 20_000,
  });
  // The session ends elsewhere (signed out in another tab) while the socket is held: the
  // server then refuses the socket's token.
  const signedOut = await page.request.delete(`/api/v1/session/${token}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: token },
  });
  expect(signedOut.ok()).toBe(true);
  socket.release();
  await expect(page.getByText('This design cannot be opened')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('design-editor')).toHaveCount(0);
});
