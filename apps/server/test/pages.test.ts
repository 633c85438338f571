import type { Design, PageRecord } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { appWithTwoOrgs, campaignJson } from './fixtures/designs.ts';
import { platformDay } from './helpers.ts';

const { t, s } = await appWithTwoOrgs();

describe('print page records', () => {
  const base = (orgId = s.org.id) => `/api/v1/org/${orgId}`;
  const newDesign = async (orgId = s.org.id, headers = s.member) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `${base(orgId)}/content`,
        headers,
        payload: { title: 'Flyer', content: campaignJson(), type: 'promotion_coupon' },
      })
    ).json<Design>();
  const addPage = (payload: Record<string, unknown>, headers = s.member, orgId = s.org.id) =>
    t.app.inject({ method: 'POST', url: `${base(orgId)}/page`, headers, payload });

  it('creates a page record with the create values and lists it by design', async () => {
    const design = await newDesign();
    const res = await addPage({
      content_id: design.id,
      title: 'Shop window',
      channel: 'print',
      content: '{"id":"pr1"}',
    });
    expect(res.statusCode).toBe(201);
    const record = res.json<PageRecord>();
    expect(record).toMatchObject({
      code_type: '001',
      content_id: design.id,
      title: 'Shop window',
      channel: 'print',
      preview: '',
      publisher_id: s.org.id,
      publisher_name: 'Malabar Mart',
      auto_bookmark: 1,
      content: '{"id":"pr1"}',
    });
    expect(record.id).toBeGreaterThan(0);

    const other = await newDesign();
    await addPage({ content_id: other.id, title: 'Counter', channel: 'print', code_type: '001' });
    const list = await t.app.inject({
      url: `${base()}/pages?content_id=${design.id}`,
      headers: s.member,
    });
    expect(list.json<PageRecord[]>()).toEqual([record]);
    const all = await t.app.inject({ url: `${base()}/pages`, headers: s.member });
    expect(all.json<PageRecord[]>().map((p) => p.content_id)).toEqual([design.id, other.id]);
  });

  it('refuses a design of another organisation, a foreign code type and a published design', async () => {
    const foreign = await newDesign(s.other.id, s.stranger);
    const res = await addPage({ content_id: foreign.id, title: 'x', channel: 'print' });
    expect(res.statusCode).toBe(404);
    const strangerList = await t.app.inject({
      url: `${base(s.other.id)}/pages`,
      headers: s.stranger,
    });
    expect(strangerList.json<PageRecord[]>().every((p) => p.content_id === foreign.id)).toBe(true);

    const design = await newDesign();
    const badType = await addPage({
      content_id: design.id,
      title: 'x',
      channel: 'p',
      code_type: '002',
    });
    expect(badType.statusCode).toBe(400);
    const missing = await addPage({ title: 'x', channel: 'p' });
    expect(missing.statusCode).toBe(400);

    const today = platformDay();
    const publish = await t.app.inject({
      method: 'PUT',
      url: `${base()}/content/${design.id}`,
      headers: s.member,
      payload: { published: 1, publish_start: today, publish_end: today },
    });
    expect(publish.statusCode).toBe(200);
    const locked = await addPage({ content_id: design.id, title: 'x', channel: 'print' });
    expect(locked.statusCode).toBe(409);

    const notMember = await addPage(
      { content_id: design.id, title: 'x', channel: 'p' },
      s.stranger,
    );
    expect(notMember.statusCode).toBe(403);
  });
});
