import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DesignType } from '@nibble/core';
import { parseCampaign, parsePage } from '@nibble/core/document/parse';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap/index.ts';
import { migrate } from '../src/db/client.ts';
import { contents, orgs, pages, templates } from '../src/db/schema.ts';
import { designImageKey, parseDesignImageUrl } from '../src/modules/contents/preview-url.ts';
import { DiskBlobStore } from '../src/storage/index.ts';
import { openTestDatabase, testConfig } from './helpers.ts';

const MALAYALAM = /[\u0d00-\u0d7f]/u;
const DEVANAGARI = /[\u0900-\u097f]/u;

/** Every text of a page, as the editor reads it. */
const textsOf = (page: ReturnType<typeof parsePage>) =>
  page.layers.order.flatMap((layerId) => {
    const layer = page.layers.items[layerId];
    return (layer?.shapes.order ?? []).map((id) => layer?.shapes.items[id]?.attrs.text ?? '');
  });

describe('demo data in Malayalam and Hindi', () => {
  let env: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeEach(async () => {
    env = await openTestDatabase();
    await migrate(env.handle.db, env.handle.kind);
  });
  afterEach(async () => {
    await env.drop();
  });

  it('gives the demo organisation Malayalam and Hindi designs, one published', async () => {
    await bootstrap(
      env.handle.db,
      testConfig({ seedDemo: true, adminPassword: 'x-password' }),
      () => {},
    );
    const db = env.handle.db;
    const [org] = await db.select().from(orgs);
    const designs = await db
      .select()
      .from(contents)
      .where(eq(contents.orgId, org?.id ?? 0));
    const malayalam = designs.filter((d) => MALAYALAM.test(d.title));
    expect(malayalam.map((d) => d.type).sort()).toEqual(['promotion_coupon', 'restaurant_menu']);
    const coupon = malayalam.find((d) => d.type === 'promotion_coupon');
    expect(coupon?.published).toBe(1);
    const [record] = await db
      .select()
      .from(pages)
      .where(eq(pages.contentId, coupon?.id ?? 0));
    expect(record?.title).toBe('ഓണം ഓഫർ 50% കിഴിവ്');
    const hindi = designs.filter((d) => DEVANAGARI.test(d.title));
    expect(hindi.map((d) => d.type)).toEqual(['promotion_coupon']);

    for (const design of [...malayalam, ...hindi]) {
      const doc = parseCampaign(design.content, design.type as DesignType);
      const page = doc.pages.items[doc.pages.order[0] ?? ''];
      if (!page) throw new Error('no page');
      const texts = textsOf(page);
      // Real Indic text in Indic faces survives the editor's parser unchanged.
      expect(texts.some((t) => MALAYALAM.test(t) || DEVANAGARI.test(t))).toBe(true);
      expect(JSON.stringify(texts)).toBe(
        JSON.stringify(textsOf(JSON.parse(design.content).pages.items[doc.pages.order[0] ?? ''])),
      );
    }
    const menu = malayalam.find((d) => d.type === 'restaurant_menu');
    expect(menu?.content).toContain('ഇന്നത്തെ സ്പെഷ്യൽ');
    expect(hindi[0]?.content).toContain('दिवाली धमाका ऑफर ₹499');
  });

  it('adds global templates in Malayalam and Hindi with the organisation placeholders', async () => {
    await bootstrap(
      env.handle.db,
      testConfig({ seedDemo: true, adminPassword: 'x-password' }),
      () => {},
    );
    const global = await env.handle.db.select().from(templates).where(eq(templates.ownerId, 0));
    const titles = global.map((t) => t.title);
    expect(titles.some((t) => MALAYALAM.test(t))).toBe(true);
    expect(titles.some((t) => DEVANAGARI.test(t))).toBe(true);
    for (const template of global) {
      const texts = textsOf(parsePage(template.template, template.type as DesignType));
      expect(texts).toEqual(expect.arrayContaining(['NAME', 'CITY']));
    }
  });

  it('draws a preview picture for each global demo template', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nibble-demo-templates-'));
    try {
      const blobs = new DiskBlobStore(dir);
      await bootstrap(
        env.handle.db,
        testConfig({ seedDemo: true, adminPassword: 'x-password' }),
        () => {},
        blobs,
      );
      const global = await env.handle.db.select().from(templates).where(eq(templates.ownerId, 0));
      expect(global.length).toBeGreaterThanOrEqual(2);
      for (const template of global) {
        const image = parseDesignImageUrl(template.preview);
        expect(image?.name, template.title).toMatch(new RegExp(`^template-${template.id}-`));
        const blob = await blobs.get(designImageKey(image?.designId ?? 0, image?.name ?? ''));
        const meta = await sharp(blob?.bytes).metadata();
        expect(meta).toMatchObject({ format: 'png', width: 800, height: 500 });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
