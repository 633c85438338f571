// Issue 18: a new preview replaces the old one in storage (no picture kept forever per
// save), and a refused picture never costs the current one.
import type { Design } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { designImageKey } from '../src/modules/contents/preview-url.ts';
import {
  appWithTwoOrgs,
  campaignJson,
  createdCoupon,
  postPrintPage,
  postTemplate,
  putPreviewPng,
} from './fixtures/designs.ts';
import { pngOf } from './fixtures/images.ts';

const { t, s } = await appWithTwoOrgs();

describe('preview replacement', () => {
  const orgBase = () => `/api/v1/org/${s.org.id}`;
  const newDesign = () => createdCoupon(t, s.org.id, s.member, 'Coupon', campaignJson());
  const putImage = (designId: number, name: string, bytes: Buffer) =>
    putPreviewPng(t, designId, name, bytes, s.member);
  /** The member's request for the design picture `name` of `designId`. */
  const getImage = (designId: number, name: string) =>
    t.request('GET', `/api/v1/design-image/${designId}/path/${name}`, s.member);
  const stored = async (designId: number) =>
    (await t.app.blobs.list(`design-images/${designId}/`))
      .map((key) => key.replace(/^.*\//, ''))
      .sort();

  it('keeps one design preview however often it is saved, as the editor saves it', async () => {
    const design = await newDesign();
    let revision = design.revision;
    for (const at of [1700000000001, 1700000000002, 1700000000003]) {
      // The editor saves the campaign naming the new picture, then uploads it.
      const saved = await t.app.inject({
        method: 'PUT',
        url: `${orgBase()}/content/${design.id}`,
        headers: s.member,
        payload: {
          campaign: campaignJson(),
          preview: `/api/v1/design-image/${design.id}/path/design-${at}`,
          revision,
        },
      });
      revision = saved.json<Design>().revision;
      expect((await putImage(design.id, `design-${at}`, await pngOf(40, 25))).statusCode).toBe(200);
    }
    expect(await stored(design.id)).toEqual(['design-1700000000003.png']);
    expect((await getImage(design.id, 'design-1700000000001')).statusCode).toBe(404);
  });

  it('keeps the current picture when a new one is refused', async () => {
    const design = await newDesign();
    await putImage(design.id, 'design-1700000000010', await pngOf());
    const refused = await putImage(design.id, 'design-1700000000011', Buffer.from('not a png'));
    expect(refused.statusCode).toBe(400);
    expect(await stored(design.id)).toEqual(['design-1700000000010.png']);
    expect((await getImage(design.id, 'design-1700000000010')).statusCode).toBe(200);
  });

  it('keeps one picture per template and per page record', async () => {
    const design = await newDesign();
    const template = await postTemplate(t, s.org.id, s.member, 'T');
    const record = await postPrintPage(t, s.org.id, s.member, design.id);
    // A template's picture may move to another host design; the old one goes too.
    const otherHost = await newDesign();
    await putImage(otherHost.id, `template-${template.id}-1`, await pngOf());
    for (const at of [2, 3]) {
      await putImage(design.id, `template-${template.id}-${at}`, await pngOf());
      await putImage(design.id, `page-${record.id}-${at}`, await pngOf());
    }
    await putImage(design.id, 'design-4', await pngOf());
    expect(await stored(design.id)).toEqual([
      'design-4.png',
      `page-${record.id}-3.png`,
      `template-${template.id}-3.png`,
    ]);
    expect(await t.app.blobs.get(designImageKey(otherHost.id, `template-${template.id}-1`))).toBe(
      null,
    );
  });

  it('removes every design and page picture with the design, but not template pictures', async () => {
    const design = await newDesign();
    const template = await postTemplate(t, s.org.id, s.member, 'T');
    await putImage(design.id, `template-${template.id}-1`, await pngOf());
    await putImage(design.id, 'design-6', await pngOf());
    // A picture no record names (say, left by a crash between storing and recording).
    await t.app.blobs.put(designImageKey(design.id, 'design-5'), await pngOf(), 'image/png');
    await t.request('DELETE', `${orgBase()}/content/${design.id}`, s.member);
    expect(await stored(design.id)).toEqual([`template-${template.id}-1.png`]);
  });
});
