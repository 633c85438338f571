// Over 300 lines: the Indic journey from typing to the PDF and the public side, which share one
// design and its faces.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import {
  DEMO_ORG_NAME,
  DEMO_OWNER,
  designMenuItem,
  expectEditorOpen,
  openPanel,
  signIn,
} from './support.ts';

// Issue 13: Malayalam and Hindi typed into text shapes in Indic faces, saved and read back,
// drawn on the canvas as the browser draws the same string in HTML with the same face (not
// as missing-glyph boxes), exported to PNG, and a long Malayalam word wrapped by clusters.

const MALAYALAM = 'ഓണം ഓഫർ 50% കിഴിവ്';
const HINDI = 'दिवाली धमाका ऑफर ₹499';
/** The demo organisation's published Malayalam coupon. */
const MALAYALAM_TITLE = 'ഓണം ഓഫർ 50% കിഴിവ്';
const LONG_WORD = 'സ്ത്രീശാക്തീകരണപ്രവർത്തനങ്ങൾക്കായുള്ള';
/** The layer list names a text by its first clusters. */
const LONG_PREFIX = 'Text: സ്ത്രീശാക്തീകരണ';

const zoomOf = async (page: Page) => {
  const box = await page.locator('.konvajs-content').first().boundingBox();
  if (!box) throw new Error('no canvas');
  return { box, zoom: box.width / 800 };
};

async function pagePoint(page: Page, x: number, y: number) {
  const { box, zoom } = await zoomOf(page);
  return { x: box.x + x * zoom, y: box.y + y * zoom };
}

interface TextNodeBox {
  x: number;
  y: number;
  width: number;
  height: number;
  ready: boolean;
}

/** The text nodes of the first page, in page units, in the order they were added. */
const textNodes = (page: Page) =>
  page.evaluate(() => {
    const konva = (
      window as unknown as {
        Konva: {
          stages: Array<{
            find(s: string): Array<{
              x(): number;
              y(): number;
              width(): number;
              height(): number;
              getAttr(name: string): unknown;
            }>;
          }>;
        };
      }
    ).Konva;
    return (konva.stages[0]?.find('.text') ?? []).map(
      (n): TextNodeBox => ({
        x: n.x(),
        y: n.y(),
        width: n.width(),
        height: n.height(),
        ready: n.getAttr('facesReady') === true,
      }),
    );
  });

/** Adds a text preset, types into it (with an input method for `composed`), picks a face. */
async function addText(
  page: Page,
  preset: string,
  typed: string,
  composed: string,
  family: RegExp,
  fontSize?: number,
) {
  await openPanel(page, 'Text');
  await page.getByRole('button', { name: preset }).click();
  const nodes = await textNodes(page);
  const node = nodes.at(-1);
  if (!node) throw new Error('no text node');
  const centre = await pagePoint(page, node.x + node.width / 2, node.y + node.height / 2);
  await page.mouse.dblclick(centre.x, centre.y);
  const editor = page.getByRole('textbox', { name: 'Edit text' });
  await expect(editor).toBeVisible();
  await editor.fill('');
  await page.keyboard.insertText(typed);
  if (composed) {
    // What a Malayalam or Hindi input method sends: the word grows while composed, Enter
    // confirms it (and must not end the edit), then the composition commits.
    const cdp = await page.context().newCDPSession(page);
    const steps = [...composed].map((_, i, all) => all.slice(0, i + 1).join(''));
    for (const step of steps)
      await cdp.send('Input.imeSetComposition', {
        text: step,
        selectionStart: step.length,
        selectionEnd: step.length,
      });
    await cdp.send('Input.insertText', { text: composed });
    await cdp.detach();
  }
  await editor.press('Escape');
  await expect(editor).toBeHidden();
  const toolbar = page.getByTestId('toolbar');
  await toolbar.getByRole('button', { name: /^Font family:/ }).click();
  await page.getByRole('option', { name: family }).click();
  if (fontSize) {
    const size = toolbar.getByRole('textbox', { name: 'Font size' });
    await size.fill(String(fontSize));
    await size.press('Enter');
  }
}

interface Ink {
  width: number;
  height: number;
  count: number;
}

/**
 * The ink of a picture: pixels at least half as far from its top-left (background) colour as
 * the farthest one, so a coloured text and a black one count alike.
 */
function inkOf(png: PNG): Ink {
  const [r0 = 0, g0 = 0, b0 = 0] = png.data;
  const far = new Array<number>(png.width * png.height);
  let farthest = 0;
  for (let i = 0; i < far.length; i++) {
    const d =
      Math.abs((png.data[i * 4] ?? 0) - r0) +
      Math.abs((png.data[i * 4 + 1] ?? 0) - g0) +
      Math.abs((png.data[i * 4 + 2] ?? 0) - b0);
    far[i] = d;
    farthest = Math.max(farthest, d);
  }
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = -1;
  let maxY = -1;
  let count = 0;
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      if ((far[y * png.width + x] ?? 0) < farthest / 2 || farthest < 60) continue;
      count++;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  return { width: maxX - minX + 1, height: maxY - minY + 1, count };
}

/** Around a text's box, in page units: vowel signs and reph reach above the line box. */
const PAD = 12;

/** A screenshot of a text node's box on the canvas. */
async function canvasInk(page: Page, node: TextNodeBox): Promise<Ink> {
  // No tooltip or hover over the canvas in the picture.
  await page.mouse.move(0, 0);
  const { box, zoom } = await zoomOf(page);
  const shot = await page.screenshot({
    clip: {
      x: box.x + (node.x - PAD) * zoom,
      y: box.y + (node.y - PAD) * zoom,
      width: (node.width + 2 * PAD) * zoom,
      height: (node.height + 2 * PAD) * zoom,
    },
  });
  return inkOf(PNG.sync.read(shot));
}

/** The same string drawn by the browser in HTML, in one line, with the given CSS font. */
async function htmlInk(page: Page, text: string, font: string): Promise<Ink> {
  await page.evaluate(
    async ({ text, font }) => {
      const div = document.createElement('div');
      div.id = 'html-reference';
      Object.assign(div.style, {
        position: 'fixed',
        left: '0',
        top: '0',
        padding: '8px',
        background: '#ffffff',
        color: '#000000',
        font,
        whiteSpace: 'pre',
        zIndex: '100000',
      });
      div.textContent = text;
      document.body.append(div);
      await document.fonts.load(font, text);
      await document.fonts.ready;
    },
    { text, font },
  );
  const shot = await page.locator('#html-reference').screenshot();
  await page.evaluate(() => document.getElementById('html-reference')?.remove());
  return inkOf(PNG.sync.read(shot));
}

const near = (a: number, b: number, tolerance: number) =>
  Math.abs(a - b) <= Math.max(3, Math.abs(b) * tolerance);

test('Malayalam and Hindi in Indic faces: typed, saved, drawn as HTML draws them, exported, wrapped by clusters', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await signIn(page, DEMO_OWNER);
  const auth = { Authorization: `Bearer ${token}` };
  await page.getByRole('button', { name: `Choose ${DEMO_ORG_NAME}` }).click();
  await page.getByRole('button', { name: 'Design Editor' }).click();
  const dialog = page.getByRole('dialog', { name: 'New design' });
  await dialog.getByLabel('Title').fill(`ഓണം E2E ${Date.now()}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectEditorOpen(page, 20_000);

  await test.step('type Malayalam (the last word through an input method) and Hindi', async () => {
    await addText(page, 'Add a heading', 'ഓണം ഓഫർ 50% ', 'കിഴിവ്', /Noto Sans Malayalam$/, 40);
    // Move it up out of the way of the next texts.
    const [first] = await textNodes(page);
    if (!first) throw new Error('no text');
    const grab = await pagePoint(page, first.x + first.width / 2, first.y + first.height / 2);
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    const to = await pagePoint(page, first.x + first.width / 2, 50);
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
    await addText(page, 'Add a heading', HINDI, '', /^हिन्द/, 40);
    const [, second] = await textNodes(page);
    if (!second) throw new Error('no text');
    const grab2 = await pagePoint(page, second.x + second.width / 2, second.y + second.height / 2);
    await page.mouse.move(grab2.x, grab2.y);
    await page.mouse.down();
    const to2 = await pagePoint(page, second.x + second.width / 2, 130);
    await page.mouse.move(to2.x, to2.y, { steps: 6 });
    await page.mouse.up();
    await addText(page, 'Add a subheading', LONG_WORD, '', /Manjari$/);
    await openPanel(page, 'Layers');
    const layers = page.getByRole('list', { name: 'Layers' });
    await expect(layers).toContainText(MALAYALAM);
    await expect(layers).toContainText(HINDI);
  });

  await test.step('undo takes the whole typed text back in one step, redo restores it', async () => {
    const layers = page.getByRole('list', { name: 'Layers' });
    await page.keyboard.press('Escape');
    // Undo the face, then the text of the long word; redo both.
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect(layers).not.toContainText(LONG_PREFIX);
    await page.keyboard.press('Control+Shift+z');
    await page.keyboard.press('Control+Shift+z');
    await expect(layers).toContainText(LONG_PREFIX);
  });

  await test.step('save, and read the texts back through the API', async () => {
    await (await designMenuItem(page, 'Save')).click();
    await expect(page.getByText('Design saved')).toBeVisible();
    const { orgId, designId } = await page.evaluate(() => {
      const stored = JSON.parse(sessionStorage.getItem('nibble.session') ?? '{}') as {
        state: { org: { orgId: number }; design: { designId: number } };
      };
      return { orgId: stored.state.org.orgId, designId: stored.state.design.designId };
    });
    const answer = await page.request.get(`/api/v1/org/${orgId}/content/${designId}`, {
      headers: auth,
    });
    const { content } = (await answer.json()) as { content: string };
    const stored = JSON.parse(content) as {
      pages: {
        items: Record<
          string,
          {
            layers: {
              items: Record<
                string,
                {
                  shapes: {
                    items: Record<string, { attrs: { text?: string; fontFamily?: string } }>;
                  };
                }
              >;
            };
          }
        >;
      };
    };
    const attrs = Object.values(stored.pages.items).flatMap((p) =>
      Object.values(p.layers.items).flatMap((l) =>
        Object.values(l.shapes.items).map((s) => s.attrs),
      ),
    );
    expect(attrs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ text: MALAYALAM, fontFamily: 'Noto Sans Malayalam' }),
        expect.objectContaining({ text: HINDI, fontFamily: 'Hind' }),
        expect.objectContaining({ text: LONG_WORD, fontFamily: 'Manjari' }),
      ]),
    );
  });

  const { zoom } = await zoomOf(page);
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await textNodes(page)).every((n) => n.ready)).toBe(true);
  const [mlNode, hiNode, longNode] = await textNodes(page);
  if (!mlNode || !hiNode || !longNode) throw new Error('three texts expected');

  await test.step('the canvas draws the texts as HTML does with the same face, not as boxes', async () => {
    for (const [node, text, font, weight] of [
      [mlNode, MALAYALAM, 'Noto Sans Malayalam', 700],
      [hiNode, HINDI, 'Hind', 700],
    ] as const) {
      const canvas = await canvasInk(page, node);
      const html = await htmlInk(page, text, `${weight} ${40 * zoom}px "${font}"`);
      const boxes = await htmlInk(page, text, `${weight} ${40 * zoom}px "No Such Face", monospace`);
      expect(
        near(canvas.width, html.width, 0.04),
        `${text}: ${canvas.width} vs ${html.width}`,
      ).toBe(true);
      expect(
        near(canvas.height, html.height, 0.06),
        `${text}: ${canvas.height} vs ${html.height}`,
      ).toBe(true);
      expect(near(canvas.count, html.count, 0.1), `${text}: ${canvas.count} vs ${html.count}`).toBe(
        true,
      );
      // A drawing with missing glyphs would look like this one; the canvas does not.
      expect(near(canvas.count, boxes.count, 0.1), `${canvas.count} vs ${boxes.count}`).toBe(false);
    }
  });

  await test.step('a word wider than its box wraps by clusters, with nothing lost', async () => {
    const lineHeight = 60 * 1.2;
    expect(longNode.width).toBe(640);
    expect(Math.round(longNode.height / lineHeight)).toBeGreaterThanOrEqual(2);
    const canvas = await canvasInk(page, longNode);
    expect(canvas.width).toBeLessThanOrEqual(640 * zoom + 2);
    // The same glyphs in one line: the same amount of ink, so no cluster was dropped.
    const html = await htmlInk(page, LONG_WORD, `400 ${60 * zoom}px "Manjari"`);
    expect(near(canvas.count, html.count, 0.04), `${canvas.count} vs ${html.count}`).toBe(true);
  });

  await test.step('the PNG (x3) has the same texts as the canvas', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as png' }).click();
    const file = join(mkdtempSync(join(tmpdir(), 'nibble-indic-png-')), 'drawing.png');
    await (await download).saveAs(file);
    const png = PNG.sync.read(readFileSync(file));
    expect([png.width, png.height]).toEqual([2400, 1500]);
    for (const node of [mlNode, hiNode, longNode]) {
      const crop = new PNG({
        width: Math.ceil((node.width + 2 * PAD) * 3),
        height: Math.ceil((node.height + 2 * PAD) * 3),
      });
      PNG.bitblt(
        png,
        crop,
        Math.floor((node.x - PAD) * 3),
        Math.floor((node.y - PAD) * 3),
        crop.width,
        crop.height,
        0,
        0,
      );
      const exported = inkOf(crop);
      const canvas = await canvasInk(page, node);
      const scale = 3 / (await zoomOf(page)).zoom;
      expect(
        near(exported.width, canvas.width * scale, 0.04),
        `${exported.width} vs ${canvas.width * scale}`,
      ).toBe(true);
      expect(near(exported.count, canvas.count * scale * scale, 0.15)).toBe(true);
    }
  });
});

test('the public side shows Malayalam titles and loads the Indic face only where they are', async ({
  page,
}) => {
  const indicFiles: string[] = [];
  page.on('request', (request) => {
    if (/(malayalam|devanagari)-\d+-normal[^/]*\.woff2$/.test(request.url()))
      indicFiles.push(request.url());
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await expect(page.getByText('Select a city')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(indicFiles).toEqual([]);

  await page.goto('/State/kerala/City/Kannur');
  const title = page.getByText(MALAYALAM_TITLE, { exact: true });
  await expect(title).toBeVisible();
  await expect.poll(() => indicFiles.some((url) => url.includes('malayalam'))).toBe(true);
  // Drawn in the interface's Indic face (at the title's own weight), not a system font.
  await expect
    .poll(() =>
      title.evaluate((element) => {
        const style = getComputedStyle(element);
        return (
          style.fontFamily.startsWith('"Nibble Indic"') &&
          document.fonts.check(`${style.fontWeight} 16px "Nibble Indic"`, element.textContent ?? '')
        );
      }),
    )
    .toBe(true);
  // Whole at 360 px: no title wider than the screen.
  const box = await title.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
});
