// Issue 18: a record may carry only its own preview pictures, so a duplicate or a template
// copy can never turn another organisation's private picture into one's own.
import type { Design, Template } from '@nibble/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents } from '../src/db/schema.ts';
import {
  appWithTwoOrgs,
  campaignJson,
  createdCoupon,
  pageJson,
  postTemplate,
  putPreviewPng,
} from './fixtures/designs.ts';
import { pngOf } from './fixtures/images.ts';

const { t, s } = await appWithTwoOrgs();

describe('preview ownership', () => {
  const base = (orgId: number) => `/api/v1/org/${orgId}`;
  const newDesign = (orgId: number, headers: Record<string, string>) =>
    createdCoupon(t, orgId, headers, 'Coupon', campaignJson());
  const putImage = async (
    designId: number,
    name: string,
    headers: Record<string, string>,
  ): Promise<string> => {
    const res = await putPreviewPng(t, designId, name, await pngOf(40, 25), headers);
    expect(res.statusCode).toBe(200);
    return res.json<{ preview: string }>().preview;
  };
  const save = (orgId: number, id: number, preview: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `${base(orgId)}/content/${id}`,
      headers,
      payload: { campaign: campaignJson(), preview, revision: 1 },
    });

  it("refuses another design's picture as a design preview, existing or guessed, alike", async () => {
    const theirs = await newDesign(s.other.id, s.stranger);
    const theirPicture = await putImage(theirs.id, 'design-1700000000000', s.stranger);
    const mine = await newDesign(s.org.id, s.member);
    const guessed = `/api/v1/design-image/${theirs.id}/path/design-1700000000001`;

    const real = await save(s.org.id, mine.id, theirPicture, s.member);
    const guess = await save(s.org.id, mine.id, guessed, s.member);
    expect(real.statusCode).toBe(400);
    expect(real.json().error.message).toBe('The preview must be a picture of this design.');
    expect(guess.json()).toEqual(real.json());

    // Not on create either, and not a page-record or template name of one's own design.
    const created = await t.app.inject({
      method: 'POST',
      url: `${base(s.org.id)}/content`,
      headers: s.member,
      payload: { title: 'x', content: campaignJson(), type: 'promotion_coupon', preview: guessed },
    });
    expect(created.statusCode).toBe(400);
    const ownTemplateName = `/api/v1/design-image/${mine.id}/path/template-1-1`;
    expect((await save(s.org.id, mine.id, ownTemplateName, s.member)).statusCode).toBe(400);

    // Its own picture and the organisation's uploads still pass.
    const own = `/api/v1/design-image/${mine.id}/path/design-1700000000002`;
    expect((await save(s.org.id, mine.id, own, s.member)).statusCode).toBe(200);
    const upload = `/api/v1/upload-image/${s.org.id}/path/image-1-1-0123456789ab.png`;
    const withUpload = await t.app.inject({
      method: 'PUT',
      url: `${base(s.org.id)}/content/${mine.id}`,
      headers: s.member,
      payload: { campaign: campaignJson(), preview: upload, revision: 2 },
    });
    expect(withUpload.statusCode).toBe(200);
  });

  it('copies only the source design’s own picture with a duplicate', async () => {
    const theirs = await newDesign(s.other.id, s.stranger);
    const theirPicture = await putImage(theirs.id, 'design-1700000000010', s.stranger);
    // A foreign URL stored before previews were checked must not be copied either.
    const mine = await newDesign(s.org.id, s.member);
    await t.app.db.update(contents).set({ preview: theirPicture }).where(eq(contents.id, mine.id));
    const copy = await t.app.inject({
      method: 'POST',
      url: `${base(s.org.id)}/content/${mine.id}/duplicate`,
      headers: s.member,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json<Design>().preview).toBe('');

    const guessed = await newDesign(s.org.id, s.member);
    const missing = `/api/v1/design-image/${theirs.id}/path/design-1700000000011`;
    await t.app.db.update(contents).set({ preview: missing }).where(eq(contents.id, guessed.id));
    const guessCopy = await t.app.inject({
      method: 'POST',
      url: `${base(s.org.id)}/content/${guessed.id}/duplicate`,
      headers: s.member,
    });
    expect(guessCopy.json<Design>().preview).toBe('');
  });

  it("refuses another organisation's template picture when creating a template", async () => {
    const host = await newDesign(s.other.id, s.stranger);
    const theirTemplate = await postTemplate(t, s.other.id, s.stranger, 'Theirs');
    const picture = await putImage(
      host.id,
      `template-${theirTemplate.id}-1700000000020`,
      s.stranger,
    );
    const create = (preview: string) =>
      t.app.inject({
        method: 'POST',
        url: `${base(s.org.id)}/template`,
        headers: s.member,
        payload: { title: 'Mine', template: pageJson(), type: 'promotion_coupon', preview },
      });
    const real = await create(picture);
    expect(real.statusCode).toBe(400);
    expect(real.json().error.message).toBe('The preview must be a picture of this template.');
    const guess = await create(
      `/api/v1/design-image/${host.id}/path/template-${theirTemplate.id}-1700000000021`,
    );
    expect(guess.json()).toEqual(real.json());

    // Nor may an existing template be pointed at another template's picture.
    const mine = (await create('')).json<Template>();
    const update = await t.app.inject({
      method: 'PUT',
      url: `${base(s.org.id)}/template/${mine.id}`,
      headers: s.member,
      payload: { preview: picture },
    });
    expect(update.statusCode).toBe(400);
  });

  it("refuses another design's picture on a print page record", async () => {
    const theirs = await newDesign(s.other.id, s.stranger);
    const picture = await putImage(theirs.id, 'design-1700000000030', s.stranger);
    const mine = await newDesign(s.org.id, s.member);
    const res = await t.app.inject({
      method: 'POST',
      url: `${base(s.org.id)}/page`,
      headers: s.member,
      payload: { content_id: mine.id, title: 'Print', channel: 'print', preview: picture },
    });
    expect(res.statusCode).toBe(400);
  });
});
