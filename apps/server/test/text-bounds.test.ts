// Issue 18: every free-text field has a bound with a clear message, and so has a design's
// document; nothing is stored when one is broken.
import { type Design, LIMITS, MESSAGES, type Template } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { appWithTwoOrgs, campaignJson, pageJson } from './fixtures/designs.ts';

const { t, s } = await appWithTwoOrgs();

describe('text bounds', () => {
  const base = () => `/api/v1/org/${s.org.id}`;
  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${base()}${path}`, headers: s.member, payload });
  const count = async () =>
    (await t.app.inject({ url: `${base()}/contents`, headers: s.member })).json<Design[]>().length;

  it('refuses a 1 000 000-character design title and creates nothing', async () => {
    const before = await count();
    const res = await post('/content', {
      title: 'x'.repeat(1_000_000),
      content: campaignJson(),
      type: 'promotion_coupon',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.title).toBe(MESSAGES.titleMax);
    expect(await count()).toBe(before);
    // Malayalam and Hindi titles up to the bound are fine.
    const ok = await post('/content', {
      title: 'ഓണം ഓഫർ 50% കിഴിവ് दिवाली धमाका ऑफर ₹499'.padEnd(LIMITS.titleMax, '!'),
      content: campaignJson(),
      type: 'promotion_coupon',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('bounds template titles, page record titles and channels', async () => {
    const template = await post('/template', {
      title: 't'.repeat(LIMITS.titleMax + 1),
      template: pageJson(),
      type: 'promotion_coupon',
    });
    expect(template.json().error.fields.title).toBe(MESSAGES.titleMax);
    const design = (
      await post('/content', { title: 'D', content: campaignJson(), type: 'promotion_coupon' })
    ).json<Design>();
    const page = await post('/page', {
      content_id: design.id,
      title: 'Print',
      channel: 'c'.repeat(LIMITS.channelMax + 1),
    });
    expect(page.json().error.fields.channel).toBe(MESSAGES.channelMax);
  });

  it('refuses over-long text inside a saved document and keeps the stored one', async () => {
    const design = (
      await post('/content', { title: 'D', content: campaignJson(), type: 'promotion_coupon' })
    ).json<Design>();
    const save = (campaign: string) =>
      t.app.inject({
        method: 'PUT',
        url: `${base()}/content/${design.id}`,
        headers: s.member,
        payload: { campaign, revision: design.revision },
      });
    const longText = await save(campaignJson('Coupon', 'y'.repeat(LIMITS.textMax + 1)));
    expect(longText.statusCode).toBe(400);
    expect(longText.json().error.message).toBe(`pages.p1.s1.text: ${MESSAGES.textMax}`);
    const longTitle = await save(campaignJson('z'.repeat(LIMITS.titleMax + 1)));
    expect(longTitle.json().error.message).toBe(`title: ${MESSAGES.titleMax}`);
    const huge = await save(
      JSON.stringify({ ...JSON.parse(campaignJson()), pad: 'p'.repeat(LIMITS.documentMaxChars) }),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields.campaign).toBe(MESSAGES.documentTooLarge);
    const stored = await t.app.inject({
      url: `${base()}/content/${design.id}`,
      headers: s.member,
    });
    expect(stored.json<Design>()).toMatchObject({
      revision: design.revision,
      content: campaignJson(),
    });
  });

  it('refuses over-long text in a template page', async () => {
    const page = JSON.parse(pageJson());
    page.title = 'q'.repeat(LIMITS.titleMax + 1);
    const res = await post('/template', {
      title: 'T',
      template: JSON.stringify(page),
      type: 'promotion_coupon',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`template.title: ${MESSAGES.titleMax}`);
    expect(
      (await t.app.inject({ url: `${base()}/templates`, headers: s.member })).json<Template[]>(),
    ).toEqual([]);
  });
});
