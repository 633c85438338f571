import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import {
  chooseOrgAndNewCoupon,
  E2E_ADMIN,
  expectEditorOpen,
  openPanel,
  signIn,
} from './support.ts';

// The editor journey of issue 4. The organisation and design mode are seeded into the tab's
// session (the same sessionStorage record the app writes), so this journey depends only on
// sign-in and the design API, not on the organisation and designs screens.

async function openEditor(page: Page, token: string, title: string): Promise<void> {
  await chooseOrgAndNewCoupon(page, token, title);
  await page.goto('/dashboard/design');
  await expectEditorOpen(page, 20_000);
}

const toolbar = (page: Page) => page.getByTestId('toolbar');
const layerItems = (page: Page): Locator =>
  page.getByRole('list', { name: 'Layers' }).getByRole('listitem');

/** Screen position of a point given in page units on the first page. */
async function pagePoint(page: Page, x: number, y: number) {
  const box = await page.locator('.konvajs-content').first().boundingBox();
  if (!box) throw new Error('no canvas');
  const zoom = box.width / 800;
  return { x: box.x + x * zoom, y: box.y + y * zoom };
}

/** Where Konva has each shape of the first page now, as rounded [x, y] pairs. */
const shapePositions = (page: Page) =>
  page.evaluate(() => {
    const konva = (
      window as unknown as {
        Konva: { stages: Array<{ find(s: string): Array<{ x(): number; y(): number }> }> };
      }
    ).Konva;
    return konva.stages[0]?.find('.shape').map((n) => [Math.round(n.x()), Math.round(n.y())]);
  });

function samplePng(): Buffer {
  const png = new PNG({ width: 400, height: 300 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 30;
    png.data[i + 1] = 144;
    png.data[i + 2] = 255;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

/**
 * What a PDF's pages paint, in order: 'picture' for an image drawn (`/Name Do`), 'text' for a
 * text object (`BT`), runs of the same kind merged. Reads the deflated content streams.
 */
function paintOrder(pdf: Buffer): string[] {
  const painted: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\/\w+ Do\b|\bBT\b/g)) {
      const kind = op[0] === 'BT' ? 'text' : 'picture';
      if (painted.at(-1) !== kind) painted.push(kind);
    }
  }
  return painted;
}

function pdfText(file: string): string {
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      test.info().annotations.push({ type: 'warning', description: 'pdftotext missing' });
      return '';
    }
    throw error;
  }
}

test('a designer builds a coupon: shapes, text in place, format, layers, undo/redo, png and pdf', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(page, E2E_ADMIN);
  await openEditor(page, token, 'E2E coupon');
  await expect(page.getByTestId('status-line')).toContainText('Not published');

  // Every basic shape, each selected as it lands (spec §4) with the path toolbar.
  await openPanel(page, 'Elements');
  for (const shape of ['rectangle', 'circle', 'ellipse', 'star', 'line']) {
    await page.getByRole('button', { name: `Add ${shape}` }).click();
    await expect(toolbar(page)).toHaveAttribute('data-toolbar', 'path');
  }

  await openPanel(page, 'Text');
  await page.getByRole('button', { name: 'Add a heading' }).click();
  await expect(toolbar(page)).toHaveAttribute('data-toolbar', 'text');
  // sys_admin sees the organisation placeholders.
  await expect(page.getByRole('button', { name: 'ADDRESS' })).toBeVisible();

  await openPanel(page, 'Illustrations');
  await page.getByRole('button', { name: 'Add Gift box' }).click();
  await expect(toolbar(page)).toHaveAttribute('data-toolbar', 'dynamic-image');

  await openPanel(page, 'Images');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: samplePng() });
  await page
    .getByRole('button', { name: /^Add image-/ })
    .first()
    .click();
  await expect(toolbar(page)).toHaveAttribute('data-toolbar', 'image');

  await openPanel(page, 'Layers');
  await expect(layerItems(page)).toHaveCount(8);

  // Type in place: double-click the heading where nothing lies above it.
  const heading = await pagePoint(page, 100, 250);
  await page.mouse.dblclick(heading.x, heading.y);
  const editor = page.getByRole('textbox', { name: 'Edit text' });
  await expect(editor).toBeVisible();
  await editor.fill('Grand Opening');
  await editor.press('Escape');
  await expect(editor).toBeHidden();
  await expect(layerItems(page).nth(2)).toContainText('Text: Grand Opening');

  // Format it through the text toolbar.
  await expect(toolbar(page)).toHaveAttribute('data-toolbar', 'text');
  const bold = toolbar(page).getByRole('button', { name: 'Bold' });
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await toolbar(page).getByRole('button', { name: 'Italic' }).click();
  await expect(toolbar(page).getByRole('button', { name: 'Italic' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await toolbar(page).getByRole('button', { name: 'Underline' }).click();
  const size = toolbar(page).getByRole('textbox', { name: 'Font size' });
  await size.fill('64');
  await size.press('Enter');
  await expect(size).toHaveValue('64');

  // Layer it: send the text to the back.
  await toolbar(page).getByRole('button', { name: 'Layering' }).click();
  await page.getByRole('menuitem', { name: 'Send to back' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(layerItems(page).last()).toContainText('Grand Opening');

  // Undo brings it back up; redo sends it back again.
  await page.keyboard.press('Control+z');
  await expect(layerItems(page).nth(2)).toContainText('Grand Opening');
  await page.keyboard.press('Control+Shift+z');
  await expect(layerItems(page).last()).toContainText('Grand Opening');

  // Save as png: drawing.png at three times the page size.
  const pngDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as png' }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toBe('drawing.png');
  const pngPath = join(mkdtempSync(join(tmpdir(), 'nibble-png-')), 'drawing.png');
  await png.saveAs(pngPath);
  const image = PNG.sync.read(readFileSync(pngPath));
  expect([image.width, image.height]).toEqual([2400, 1500]);

  // Save as pdf: canvas.pdf whose text is real, extractable text.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as pdf' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('canvas.pdf');
  const pdfPath = join(mkdtempSync(join(tmpdir(), 'nibble-pdf-')), 'canvas.pdf');
  await pdf.saveAs(pdfPath);
  const bytes = readFileSync(pdfPath);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The heading was sent to the back: it is written over the page background and under a
  // picture of the shapes above it, as the canvas stacks them.
  expect(paintOrder(bytes)).toEqual(['picture', 'text', 'picture']);
  const text = pdfText(pdfPath);
  if (text) expect(text).toContain('Grand Opening');
  else expect(bytes.toString('latin1')).toMatch(/\/ToUnicode/);
});

test('keyboard: delete, duplicate, nudge and escape work on the selection', async ({ page }) => {
  const token = await signIn(page, E2E_ADMIN);
  await openEditor(page, token, 'E2E keys');
  await openPanel(page, 'Elements');
  await page.getByRole('button', { name: 'Add rectangle' }).click();
  await openPanel(page, 'Layers');
  await expect(layerItems(page)).toHaveCount(1);
  await page.keyboard.press('Control+d');
  await expect(layerItems(page)).toHaveCount(2);
  await page.keyboard.press('Delete');
  await expect(layerItems(page)).toHaveCount(1);
  await page.keyboard.press('Control+z');
  await expect(layerItems(page)).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(toolbar(page)).toHaveAttribute('data-toolbar', 'default');
});

test('marquee selects several shapes and dragging one moves the group in one undo step', async ({
  page,
}) => {
  const token = await signIn(page, E2E_ADMIN);
  await openEditor(page, token, 'E2E group');
  await openPanel(page, 'Elements');
  await page.getByRole('button', { name: 'Add rectangle' }).click();
  await page.getByRole('button', { name: 'Add star' }).click();
  const positions = () => shapePositions(page);
  const before = await positions();

  // Drag a selection box around both shapes from an empty corner of the page.
  const from = await pagePoint(page, 20, 20);
  const to = await pagePoint(page, 780, 480);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await openPanel(page, 'Layers');
  const pressed = page.getByRole('list', { name: 'Layers' }).locator('[aria-pressed="true"]');
  await expect(pressed).toHaveCount(2);

  // Drag the rectangle by one of its corners (the star sits in the middle).
  const grab = await pagePoint(page, 310, 210);
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 40, grab.y + 30, { steps: 6 });
  await page.mouse.up();
  const after = await positions();
  const moved = after?.map(([x = 0, y = 0], i) => [
    x - (before?.[i]?.[0] ?? 0),
    y - (before?.[i]?.[1] ?? 0),
  ]);
  expect(moved?.[0]).toEqual(moved?.[1]);
  expect(Math.abs(moved?.[0]?.[0] ?? 0)).toBeGreaterThan(10);

  await page.keyboard.press('Control+z');
  await expect.poll(positions).toEqual(before);
});

test('with the grid on, a shape snaps while it is dragged and stays there on drop', async ({
  page,
}) => {
  const token = await signIn(page, E2E_ADMIN);
  await openEditor(page, token, 'E2E grid');
  await page.getByRole('checkbox', { name: 'Grid' }).check();
  await openPanel(page, 'Elements');
  await page.getByRole('button', { name: 'Add rectangle' }).click();
  const position = async () => (await shapePositions(page))?.[0];

  // Grab the rectangle in the middle of the page and move it by 33 x 27 page units.
  const grab = await pagePoint(page, 400, 250);
  const to = await pagePoint(page, 433, 277);
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  const during = await position();
  expect(during?.map((value) => value % 20)).toEqual([0, 0]);
  await page.mouse.up();
  expect(await position()).toEqual(during);
});

test('the editor has no accessibility violations axe can find', async ({ page }) => {
  const token = await signIn(page, E2E_ADMIN);
  await openEditor(page, token, 'E2E axe');
  await openPanel(page, 'Text');
  await page.getByRole('button', { name: 'Add a heading' }).click();
  await expect(toolbar(page)).toHaveAttribute('data-toolbar', 'text');
  const result = await new AxeBuilder({ page }).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
