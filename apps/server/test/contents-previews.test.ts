import type { Design, PageRecord, Template } from '@nibble/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  appWithTwoOrgs,
  campaignJson,
  createdCoupon,
  postDuplicate,
  postPrintPage,
  postTemplate,
  putPreviewPng,
} from './fixtures/designs.ts';
import { jpegOf, pngOf } from './fixtures/images.ts';
import { platformDay } from './helpers.ts';

const { t, s } = await appWithTwoOrgs();

describe('design images (previews)', () => {
  const orgBase = () => `/api/v1/org/${s.org.id}`;
  const newDesign = () => createdCoupon(t, s.org.id, s.member, 'Coupon', campaignJson());
  const putImage = (designId: number, name: string, bytes: Buffer, headers = s.member) =>
    putPreviewPng(t, designId, name, bytes, headers);
  const getImage = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers });
  const readDesign = async (id: number) =>
    (await t.request('GET', `${orgBase()}/content/${id}`, s.member)).json<Design>();

  it('sends a browser that takes WebP a smaller WebP copy, anyone else the PNG', async () => {
    const design = await newDesign();
    // A coupon-like preview: a band, a title and small print, as the editor exports them.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
      <rect width="800" height="500" fill="#fff"/><rect width="800" height="120" fill="#2f8a3c"/>
      <text x="400" y="80" font-size="56" text-anchor="middle" fill="#fff">Malabar Fresh Mart</text>
      <text x="400" y="250" font-size="44" text-anchor="middle" fill="#2f8a3c">20% off vegetables</text>
      <text x="400" y="400" font-size="20" text-anchor="middle">Every Saturday and Sunday</text></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    await putImage(design.id, 'design-1700000000001', png);
    const url = `/api/v1/design-image/${design.id}/path/design-1700000000001`;
    const browser = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

    const asWebp = await getImage(url, { ...s.member, accept: browser });
    expect(asWebp.statusCode).toBe(200);
    expect(asWebp.headers['content-type']).toBe('image/webp');
    expect(asWebp.headers.vary).toContain('Accept');
    expect(asWebp.rawPayload.length).toBeLessThan(png.length);
    // The same picture: same size, and pixels within lossy encoding's reach of the PNG's.
    const [shown, stored] = await Promise.all(
      [asWebp.rawPayload, png].map((bytes) =>
        sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
      ),
    );
    expect(shown?.info).toMatchObject({ width: 800, height: 500 });
    const differences = shown?.data.reduce(
      (sum, value, i) => sum + Math.abs(value - (stored?.data[i] ?? 0)),
      0,
    );
    expect((differences ?? Number.POSITIVE_INFINITY) / (800 * 500 * 3)).toBeLessThan(4);

    // Its own tag: a cached WebP is revalidated as WebP, a cached PNG as PNG.
    const webpTag = String(asWebp.headers.etag);
    const asPng = await getImage(url, { ...s.member, accept: '*/*' });
    expect(asPng.headers['content-type']).toBe('image/png');
    expect(asPng.rawPayload.equals(png)).toBe(true);
    expect(asPng.headers.etag).not.toBe(webpTag);
    const revalidated = await getImage(url, {
      ...s.member,
      accept: browser,
      'if-none-match': webpTag,
    });
    expect(revalidated.statusCode).toBe(304);
    // A crawler or app that only takes PNG, or refuses WebP outright, gets the PNG.
    for (const accept of ['image/png', 'image/webp;q=0, image/png', '']) {
      const res = await getImage(url, { ...s.member, accept });
      expect(res.headers['content-type'], accept).toBe('image/png');
    }
  });

  it('stores a design preview, sets it, and serves it to members with an ETag', async () => {
    const design = await newDesign();
    const png = await pngOf(80, 50);
    const res = await putImage(design.id, 'design-1700000000000', png);
    expect(res.statusCode).toBe(200);
    const url = `/api/v1/design-image/${design.id}/path/design-1700000000000`;
    expect(res.json()).toEqual({ preview: url });
    expect((await readDesign(design.id)).preview).toBe(url);

    const served = await getImage(url, s.member);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const etag = String(served.headers.etag);
    const cached = await getImage(url, { ...s.member, 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect((await getImage(url, s.admin)).statusCode).toBe(200);

    // Private while NEW: no token → 401, another organisation → 404.
    expect((await getImage(url)).statusCode).toBe(401);
    expect((await getImage(url, s.stranger)).statusCode).toBe(404);

    // Public once published (the public page shows it).
    const today = platformDay();
    await t.request('PUT', `${orgBase()}/content/${design.id}`, s.member, {
      published: 1,
      publish_start: today,
      publish_end: today,
    });
    const open = await getImage(url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toContain('public');
  });

  it('refuses non-PNG content, oversize files, strangers and bad names', async () => {
    const design = await newDesign();
    const jpeg = await putImage(design.id, 'design-1', await jpegOf());
    expect(jpeg.statusCode).toBe(400);
    expect(jpeg.json().error.message).toBe('Invalid image content.');
    const big = await putImage(design.id, 'design-2', Buffer.alloc(3_145_729, 7));
    expect(big.statusCode).toBe(413);
    const stranger = await putImage(design.id, 'design-3', await pngOf(), s.stranger);
    expect(stranger.statusCode).toBe(404);
    const anonymous = await t.request('PUT', `/api/v1/design-image/${design.id}/path/design-4`);
    expect(anonymous.statusCode).toBe(401);
    for (const name of [
      'Design-1',
      'design_1',
      'design-1.png',
      '..%2Fsecret',
      'a%00b',
      'thumb-1',
      'design',
    ]) {
      const res = await putImage(design.id, name, await pngOf());
      expect(res.statusCode, name).toBe(400);
      const read = await getImage(`/api/v1/design-image/${design.id}/path/${name}`, s.member);
      expect(read.statusCode, name).toBe(400);
    }
    expect((await putImage(999999, 'design-5', await pngOf())).statusCode).toBe(404);
    expect((await readDesign(design.id)).preview).toBe('');
  });

  it('sets template and page record previews only for their own design organisation', async () => {
    const design = await newDesign();
    const template = await postTemplate(t, s.org.id, s.member, 'T');
    const name = `template-${template.id}-1700000000001`;
    expect((await putImage(design.id, name, await pngOf(40, 25))).statusCode).toBe(200);
    const stored = await t.request('GET', `${orgBase()}/template/${template.id}`, s.member);
    expect(stored.json<Template>().preview).toBe(`/api/v1/design-image/${design.id}/path/${name}`);

    const foreignTemplate = await postTemplate(t, s.other.id, s.stranger, 'F');
    const foreign = await putImage(design.id, `template-${foreignTemplate.id}-1`, await pngOf());
    expect(foreign.statusCode).toBe(404);

    const record = await postPrintPage(t, s.org.id, s.member, design.id);
    const pageName = `page-${record.id}-1700000000002`;
    expect((await putImage(design.id, pageName, await pngOf())).statusCode).toBe(200);
    const pages = await t.request('GET', `${orgBase()}/pages?content_id=${design.id}`, s.member);
    expect(pages.json<PageRecord[]>()[0]?.preview).toBe(
      `/api/v1/design-image/${design.id}/path/${pageName}`,
    );
    const otherDesign = await newDesign();
    const wrongDesign = await putImage(otherDesign.id, `page-${record.id}-1`, await pngOf());
    expect(wrongDesign.statusCode).toBe(404);
  });

  it('copies a global template preview so every organisation can see it', async () => {
    const design = await newDesign();
    const source = await postTemplate(t, s.org.id, s.member, 'Src');
    await putImage(design.id, `template-${source.id}-5`, await pngOf(30, 30));
    const withPreview = (
      await t.request('GET', `${orgBase()}/template/${source.id}`, s.member)
    ).json<Template>();
    const copy = (
      await t.app.inject({
        method: 'POST',
        url: `${orgBase()}/template`,
        headers: s.sysAdmin,
        payload: {
          title: withPreview.title,
          template: withPreview.template,
          type: withPreview.type,
          preview: withPreview.preview,
          owner_id: 0,
        },
      })
    ).json<Template>();
    expect(copy.owner_id).toBe(0);
    expect(copy.preview).toMatch(new RegExp(`/path/template-${copy.id}-[0-9]+$`));
    // The source picture stays private; the global copy's picture is visible to any org.
    expect((await getImage(withPreview.preview, s.stranger)).statusCode).toBe(404);
    const shared = await getImage(copy.preview, s.stranger);
    expect(shared.statusCode).toBe(200);
    expect((await sharp(shared.rawPayload).metadata()).width).toBe(30);
    expect((await getImage(copy.preview)).statusCode).toBe(401);

    // Template pictures belong to their templates: they outlive the design they came from.
    const del = await t.request('DELETE', `${orgBase()}/content/${design.id}`, s.member);
    expect(del.statusCode).toBe(204);
    expect((await getImage(copy.preview, s.stranger)).statusCode).toBe(200);
    expect((await getImage(withPreview.preview, s.member)).statusCode).toBe(200);
  });

  it('copies the preview with a duplicate and removes pictures with the design', async () => {
    const design = await newDesign();
    await putImage(design.id, 'design-10', await pngOf(60, 40));
    const copy = (await postDuplicate(t, s.org.id, design.id, s.member)).json<Design>();
    expect(copy.preview).toMatch(
      new RegExp(`^/api/v1/design-image/${copy.id}/path/design-[0-9]+$`),
    );
    const del = await t.request('DELETE', `${orgBase()}/content/${design.id}`, s.member);
    expect(del.statusCode).toBe(204);
    expect((await getImage(copy.preview, s.member)).statusCode).toBe(200);
    const original = `/api/v1/design-image/${design.id}/path/design-10`;
    expect((await getImage(original, s.member)).statusCode).toBe(404);
  });
});
