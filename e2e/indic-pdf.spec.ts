import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Shape } from '@nibble/core';
import { expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import {
  couponWith,
  DEMO_ORG_NAME,
  E2E_ADMIN,
  enterSession,
  expectEditorOpen,
  signIn,
} from './support.ts';

// Issue 13, the PDF half: a design with Malayalam and Hindi in Indic faces is saved as PDF;
// its text is real text (pdftotext gives both strings back exactly) and the page looks like
// the PNG export of the same design.

const MALAYALAM = 'ഓണം ഓഫർ 50% കിഴിവ്';
const HINDI = 'दिवाली धमाका ऑफर ₹499';
const LATIN = 'Fresh fish daily';

const text = (id: string, y: number, words: string, fontFamily: string, fill: string): Shape => ({
  id,
  type: 'text',
  attrs: { x: 40, y, width: 720, text: words, fontFamily, fontSize: 48, fontWeight: 400, fill },
});

/** A one-page coupon (spec §3 campaign document) with the texts on white. */
function indicDocument() {
  const shapes: Shape[] = [
    text('ml', 50, MALAYALAM, 'Noto Sans Malayalam', '#1a1a1a'),
    text('hi', 190, HINDI, 'Noto Sans Devanagari', '#8b0000'),
    text('en', 340, LATIN, 'Roboto', '#003366'),
    // Turned and underlined, in a face whose digits come from a fallback face.
    {
      id: 'turned',
      type: 'text',
      attrs: {
        x: 520,
        y: 430,
        width: 260,
        rotation: -8,
        text: 'ഓണം 2026',
        fontFamily: 'Manjari',
        fontSize: 40,
        fontWeight: 400,
        fill: '#006400',
        textDecoration: 'underline',
      },
    },
  ];
  const campaign = couponWith('Onam offer', shapes);
  const first = campaign.pages.items[campaign.pages.order[0] ?? ''];
  if (first) first.title = 'Onam';
  return campaign;
}

/** Creates the design through the API and opens it in the editor. */
async function openIndicDesign(page: Page, token: string): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  const orgs = (await (await page.request.get('/api/v1/admin/orgs', { headers: auth })).json()) as
    | Array<{ id: number; name: string }>
    | undefined;
  const org = orgs?.find((o) => o.name === DEMO_ORG_NAME);
  if (!org) throw new Error(`no organisation named ${DEMO_ORG_NAME}`);
  const created = await page.request.post(`/api/v1/org/${org.id}/content`, {
    headers: auth,
    data: {
      title: 'E2E Onam PDF',
      content: JSON.stringify(indicDocument()),
      type: 'promotion_coupon',
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await enterSession(page, {
    org: { id: org.id, name: org.name },
    design: { designType: 'promotion_coupon', designName: 'Onam', designId: id },
  });
  await page.goto('/dashboard/design');
  await expectEditorOpen(page, 20_000);
}

async function download(page: Page, button: string, name: string): Promise<string> {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await waiting;
  expect(file.suggestedFilename()).toBe(name);
  const path = join(mkdtempSync(join(tmpdir(), 'nibble-indic-')), name);
  await file.saveAs(path);
  return path;
}

/** Averages a PNG down to `width`x`height` blocks (grey level 0..255 per block). */
function blocks(png: PNG, width: number, height: number): number[] {
  const out: number[] = [];
  const bw = png.width / width;
  const bh = png.height / height;
  for (let by = 0; by < height; by++)
    for (let bx = 0; bx < width; bx++) {
      let sum = 0;
      let count = 0;
      for (let y = Math.floor(by * bh); y < Math.floor((by + 1) * bh); y++)
        for (let x = Math.floor(bx * bw); x < Math.floor((bx + 1) * bw); x++) {
          const i = (y * png.width + x) * 4;
          sum += ((png.data[i] ?? 0) + (png.data[i + 1] ?? 0) + (png.data[i + 2] ?? 0)) / 3;
          count++;
        }
      out.push(sum / count);
    }
  return out;
}

test('Malayalam and Hindi save as PDF text that pdftotext reads back and that looks like the PNG', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(page, E2E_ADMIN);
  await openIndicDesign(page, token);

  const wasm: Array<{ name: string; encoding: string }> = [];
  page.on('response', (response) => {
    const name = new URL(response.url()).pathname;
    if (name.endsWith('.wasm'))
      wasm.push({ name, encoding: response.headers()['content-encoding'] ?? 'identity' });
  });

  const pngPath = await download(page, 'Save as png', 'drawing.png');
  const pdfPath = await download(page, 'Save as pdf', 'canvas.pdf');
  // HarfBuzz and its subsetter load with the first PDF, compressed (1.1 MB as they are).
  expect(wasm.map((w) => w.name).join()).toMatch(
    /harfbuzz-.*harfbuzz-subset|harfbuzz-subset.*harfbuzz-/,
  );
  for (const file of wasm) expect(file.encoding, file.name).toMatch(/^(br|gzip)$/);

  // Real text: both Indic strings and the Latin one, each exactly, on its own line.
  const lines = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim());
  expect(lines).toContain(MALAYALAM);
  expect(lines).toContain(HINDI);
  expect(lines).toContain(LATIN);
  // The Indic faces are embedded (as Identity-H glyphs), not replaced by a standard font.
  const raw = readFileSync(pdfPath).toString('latin1');
  expect(raw).toContain('/Encoding /Identity-H');
  expect(raw).toContain('/FontFile2');

  // The same picture: the PDF rasterised at the PNG's size, compared in 20x20 px blocks.
  const png = PNG.sync.read(readFileSync(pngPath));
  const prefix = join(mkdtempSync(join(tmpdir(), 'nibble-indic-')), 'page');
  execFileSync('pdftoppm', [
    '-png',
    '-singlefile',
    '-scale-to-x',
    String(png.width),
    '-scale-to-y',
    String(png.height),
    pdfPath,
    prefix,
  ]);
  const raster = PNG.sync.read(readFileSync(`${prefix}.png`));
  expect([raster.width, raster.height]).toEqual([png.width, png.height]);
  const [cols, rows] = [png.width / 60, png.height / 60];
  const fromPng = blocks(png, cols, rows);
  const fromPdf = blocks(raster, cols, rows);
  // Not two blank pages: the texts darken a good share of the blocks in both.
  const inked = (grey: number[]) => grey.filter((g) => g < 235).length;
  expect(inked(fromPng)).toBeGreaterThan(40);
  expect(inked(fromPdf)).toBeGreaterThan(40);
  const differences = fromPng.map((g, i) => Math.abs(g - (fromPdf[i] ?? 255)));
  const mean = differences.reduce((a, b) => a + b, 0) / differences.length;
  const worst = Math.max(...differences);
  // Anti-aliasing differs between Skia and poppler; a glyph drawn elsewhere, another face or
  // a tofu box moves whole blocks by far more.
  expect(mean).toBeLessThan(3);
  expect(worst).toBeLessThan(60);
});
