// Issue 18: a small file that unpacks into a huge picture is refused from its header, on
// every route that takes a picture, with a message that says why.
import type { Design } from '@nibble/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignJson, twoOrgs } from './fixtures/designs.ts';
import { multipart, pngBomb } from './fixtures/images.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

describe('picture bombs', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoOrgs>>;
  let bomb: Buffer;
  beforeAll(async () => {
    t = await makeTestApp();
    s = await twoOrgs(t);
    bomb = await pngBomb(10_000, 10_000);
  });
  afterAll(() => t.close());

  it('refuses a 10000x10000 PNG of 290 KB as a design preview and keeps the design as it was', async () => {
    const design = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/org/${s.org.id}/content`,
        headers: s.member,
        payload: { title: 'Coupon', content: campaignJson(), type: 'promotion_coupon' },
      })
    ).json<Design>();
    const body = multipart('preview.png', bomb, 'image/png');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/design-image/${design.id}/path/design-1700000000000`,
      headers: { ...s.member, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Preview size exceeds the allowable limit(1800x1800px).');
    const after = await t.app.inject({
      url: `/api/v1/org/${s.org.id}/content/${design.id}`,
      headers: s.member,
    });
    expect(after.json<Design>().preview).toBe('');
  });

  it('refuses a 20000x6000 upload (120 megapixels) and stores nothing', async () => {
    const wide = await pngBomb(20_000, 6_000);
    const body = multipart('bomb.png', wide, 'image/png');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/upload-image/${s.org.id}/path/image-1700000000000`,
      headers: { ...s.member, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Image size exceeds the allowable limit(100 megapixels).',
    );
    const total = await t.app.inject({
      url: `/api/v1/upload-image/${s.org.id}`,
      headers: s.member,
    });
    expect(total.json()).toEqual({ size: 0 });
  });
});
