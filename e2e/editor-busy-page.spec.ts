import type { Shape } from '@nibble/core';
import { expect, type Page, test } from '@playwright/test';
import { couponWith, createDemoCoupon, expectEditorOpen } from './support.ts';

// Issue 16: a busy page keeps its groups of shapes as bitmaps between edits
// (apps/web/src/editor/canvas/groupCache.ts). The page drawn from the bitmaps has the pixels
// of the page drawn shape by shape, and an edit to a shape in a kept group shows.

const SHAPES = 900;

/** Shapes of every drawn kind (no text: its face loading is another journey's), overlapping. */
function busyDocument() {
  const kinds = ['rect', 'circ', 'ellipse', 'star', 'line'] as const;
  const colours = ['#e03131', '#228be6', '#40c057', '#fab005', '#7048e8'];
  const shapes: Shape[] = [];
  for (let i = 0; i < SHAPES; i++) {
    const id = `s${i}`;
    const x = 10.5 + ((i * 37) % 760) + (i % 3) / 3;
    const y = 10.25 + ((i * 53) % 460);
    const fill = colours[i % colours.length];
    const attrs = {
      rect: { x, y, width: 40, height: 24, fill, rotation: i % 30 },
      circ: { x, y, radius: 14, fill, opacity: 0.7 },
      ellipse: { x, y, width: 40, height: 20, fill },
      star: { x, y, numPoints: 5, innerRadius: 7, outerRadius: 15, fill },
      line: { x, y, points: [0, 0, 40, 10], fill, strokeWidth: 3 },
    }[kinds[i % kinds.length] as (typeof kinds)[number]];
    shapes.push({ id, type: kinds[i % kinds.length] as (typeof kinds)[number], attrs });
  }
  return couponWith('Busy page', shapes);
}

/** In the page: every group of shapes kept as a bitmap (they are made when the tab is idle). */
const allKept = () => {
  const element = (
    window as unknown as { Konva: typeof import('konva').default }
  ).Konva.stages[0]?.container();
  const groups = Number(element?.dataset.shapeGroups ?? 0);
  return groups > 1 && element?.dataset.keptGroups === String(groups);
};

/**
 * In the page: the content layer as drawn on screen (groups from their bitmaps), and drawn
 * shape by shape into a canvas of its own (no bitmaps), as pixels; how many pixels differ and
 * by how much at most.
 */
const compareDrawings = () => {
  const stage = (window as unknown as { Konva: typeof import('konva').default }).Konva.stages[0];
  const layer = stage?.getLayers().find((l) => l.hasName('content'));
  if (!stage || !layer) throw new Error('no content layer');
  const pixelsOf = (canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no context');
    return context.getImageData(0, 0, canvas.width, canvas.height).data;
  };
  layer.draw();
  const screen = layer.getCanvas();
  const fromBitmaps = pixelsOf(screen._canvas);
  const direct = pixelsOf(
    layer.toCanvas({
      x: 0,
      y: 0,
      width: stage.width(),
      height: stage.height(),
      pixelRatio: screen.getPixelRatio(),
    }),
  );
  let differing = 0;
  let most = 0;
  for (let i = 0; i < direct.length; i++) {
    const d = Math.abs((direct[i] ?? 0) - (fromBitmaps[i] ?? 0));
    if (d > 0) differing++;
    most = Math.max(most, d);
  }
  let painted = 0;
  for (let i = 0; i < direct.length; i += 4) if ((direct[i + 3] ?? 0) > 0) painted++;
  return {
    sameSize: direct.length === fromBitmaps.length,
    differing,
    most,
    painted,
    size: direct.length / 4,
  };
};

/** In the page: the content layer (the shapes, not the selection's handles) as a PNG. */
const contentPixels = () =>
  (window as unknown as { Konva: typeof import('konva').default }).Konva.stages[0]
    ?.getLayers()
    .find((l) => l.hasName('content'))
    ?.toDataURL();

/**
 * The same drawing. A group painted from its bitmap is composited onto the groups below it
 * after its own shapes were composited onto transparency, not onto them one by one: where an
 * anti-aliased edge or a translucent shape meets what lies below, 8-bit compositing rounds
 * differently, by at most 2 of 255 in a channel. Nothing else may differ.
 */
function expectSameDrawing(found: { sameSize: boolean; most: number; differing: number }) {
  expect(found.sameSize).toBe(true);
  expect(found.most).toBeLessThanOrEqual(2);
}

async function openBusyPage(page: Page) {
  const { id } = await createDemoCoupon(page, 'Busy page', busyDocument());
  await page.goto(`/dashboard/design/${id}`);
  await expectEditorOpen(page, 20_000);
  await expect(page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'synced');
  await page.waitForFunction((count) => {
    const stage = (window as unknown as { Konva?: typeof import('konva').default }).Konva
      ?.stages[0];
    return stage?.find('.shape').length === count;
  }, SHAPES);
}

test('a busy page drawn from its kept bitmaps looks as drawn shape by shape', async ({ page }) => {
  await openBusyPage(page);
  await page.waitForFunction(allKept);
  const opened = await page.evaluate(compareDrawings);
  expect(opened.painted).toBe(opened.size); // the page is drawn (its background covers it)
  expectSameDrawing(opened);

  // Zoomed to 50 %: the bitmaps are made again at that scale, with the same pixels.
  await page.getByRole('textbox', { name: 'Zoom' }).click();
  await page.getByRole('option', { name: '50%', exact: true }).click();
  await page.waitForFunction(allKept);
  expectSameDrawing(await page.evaluate(compareDrawings));
});

test('an edit to a shape in a kept group shows, and undoing it too', async ({ page }) => {
  await openBusyPage(page);
  await page.waitForFunction(allKept);
  const shapeAt = () =>
    page.evaluate(() => {
      const stage = (window as unknown as { Konva: typeof import('konva').default }).Konva
        .stages[0];
      const node = stage?.findOne('#s450');
      const box = stage?.container().getBoundingClientRect();
      const r = node?.getClientRect();
      if (!node || !box || !r) throw new Error('no shape');
      return {
        x: node.x(),
        at: { x: box.left + r.x + r.width / 2, y: box.top + r.y + r.height / 2 },
      };
    });
  const before = await shapeAt();
  const pixelsBefore = await page.evaluate(contentPixels);

  // Select the top-most shape under the point and move it with the keyboard, twenty times.
  await page.mouse.click(before.at.x, before.at.y);
  const selected = await page.evaluate(() => {
    const stage = (window as unknown as { Konva: typeof import('konva').default }).Konva.stages[0];
    const transformer = stage?.findOne('Transformer') as
      | import('konva').default.Transformer
      | undefined;
    return transformer?.nodes().map((n) => n.id()) ?? [];
  });
  expect(selected).toHaveLength(1);
  const id = selected[0] as string;
  const xOf = () =>
    page.evaluate(
      (shapeId) =>
        (window as unknown as { Konva: typeof import('konva').default }).Konva.stages[0]
          ?.findOne(`#${shapeId}`)
          ?.x(),
      id,
    );
  const x0 = await xOf();
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(xOf).toBe((x0 ?? 0) + 20);
  // Its group drawn afresh, the others from their bitmaps: the page as drawn shape by shape.
  expectSameDrawing(await page.evaluate(compareDrawings));
  // The frame after the edit, and the bitmaps made again after it, both show the moved shape.
  await page.waitForFunction(allKept);
  const moved = await page.evaluate(compareDrawings);
  expectSameDrawing(moved);
  const pixelsMoved = await page.evaluate(contentPixels);
  expect(pixelsMoved).not.toBe(pixelsBefore);

  for (let i = 0; i < 20; i++) await page.keyboard.press('Control+z');
  await expect.poll(xOf).toBe(x0);
  await page.waitForFunction(allKept);
  expectSameDrawing(await page.evaluate(compareDrawings));
  const pixelsUndone = await page.evaluate(contentPixels);
  expect(pixelsUndone).toBe(pixelsBefore);
});
