import type { Template } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { appWithTwoOrgs, pageJson } from './fixtures/designs.ts';

const { t, s } = await appWithTwoOrgs();

describe('templates', () => {
  const base = (orgId = s.org.id) => `/api/v1/org/${orgId}`;
  const create = (body: Record<string, unknown> = {}, headers = s.member, orgId = s.org.id) =>
    t.app.inject({
      method: 'POST',
      url: `${base(orgId)}/template`,
      headers,
      payload: {
        title: 'Discount',
        template: pageJson(),
        type: 'promotion_coupon',
        content: '',
        ...body,
      },
    });

  it('creates an own template with the create values', async () => {
    const res = await create({ preview: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json<Template>()).toMatchObject({
      title: 'Discount',
      template: pageJson(),
      type: 'promotion_coupon',
      status: 3,
      owner_type: 1,
      version: 'v1',
      api: '/app/coupon',
      owner_id: s.org.id,
      owner_name: 'Malabar Mart',
    });
  });

  it('refuses a template that is not a page, an unknown type and a foreign owner', async () => {
    const notPage = await create({ template: '{"width": "wide"}' });
    expect(notPage.statusCode).toBe(400);
    expect(notPage.json().error.message).toMatch(/^The template could not be read/);
    expect((await create({ template: 'nope' })).statusCode).toBe(400);
    expect((await create({ type: 'flyer' })).statusCode).toBe(400);
    const foreign = await create({ owner_id: s.other.id });
    expect(foreign.statusCode).toBe(400);
  });

  it('lets only sys_admin create a global template (owner 0)', async () => {
    expect((await create({ owner_id: 0 })).statusCode).toBe(403);
    expect((await create({ owner_id: 0 }, s.admin)).statusCode).toBe(403);
    const global = await create({ owner_id: 0, title: 'Shared' }, s.sysAdmin);
    expect(global.statusCode).toBe(201);
    expect(global.json<Template>().owner_id).toBe(0);
  });

  it('lists own and global templates only, newest first, by type', async () => {
    const org = await t.factory.org({ name: 'Lister' });
    const headers = t.auth(await t.factory.memberSession(org.id));
    const own = (await create({ title: 'Own' }, headers, org.id)).json<Template>();
    const menu = (
      await create({ title: 'Menu', type: 'restaurant_menu' }, headers, org.id)
    ).json<Template>();
    const global = (
      await create({ owner_id: 0, title: 'Global' }, s.sysAdmin, org.id)
    ).json<Template>();
    const foreign = (await create({ title: 'Foreign' })).json<Template>();

    const all = (await t.request('GET', `${base(org.id)}/templates`, headers)).json<Template[]>();
    const ids = all.map((x) => x.id);
    expect(ids.indexOf(global.id)).toBeLessThan(ids.indexOf(menu.id));
    expect(ids.indexOf(menu.id)).toBeLessThan(ids.indexOf(own.id));
    expect(ids).not.toContain(foreign.id);
    expect(all.every((x) => x.owner_id === org.id || x.owner_id === 0)).toBe(true);

    const menus = await t.request('GET', `${base(org.id)}/templates?type=restaurant_menu`, headers);
    expect(menus.json<Template[]>().map((x) => x.id)).toEqual([menu.id]);
  });

  it('reads, updates and deletes own templates; other organisations get 404', async () => {
    const own = (await create()).json<Template>();
    const read = await t.request('GET', `${base()}/template/${own.id}`, s.member);
    expect(read.json<Template>()).toEqual(own);

    const put = await t.request('PUT', `${base()}/template/${own.id}`, s.member, {
      title: 'Renamed',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<Template>()).toMatchObject({ title: 'Renamed', template: own.template });
    const empty = await t.request('PUT', `${base()}/template/${own.id}`, s.member, {});
    expect(empty.statusCode).toBe(400);
    const badPage = await t.request('PUT', `${base()}/template/${own.id}`, s.member, {
      template: '[]',
    });
    expect(badPage.statusCode).toBe(400);

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `${base(s.other.id)}/template/${own.id}`,
        headers: s.stranger,
        ...(method === 'PUT' ? { payload: { title: 'x' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
      const notMember = await t.app.inject({
        method,
        url: `${base()}/template/${own.id}`,
        headers: s.stranger,
        ...(method === 'PUT' ? { payload: { title: 'x' } } : {}),
      });
      expect(notMember.statusCode, method).toBe(403);
    }
    const del = await t.request('DELETE', `${base()}/template/${own.id}`, s.member);
    expect(del.statusCode).toBe(204);
    const gone = await t.request('GET', `${base()}/template/${own.id}`, s.member);
    expect(gone.statusCode).toBe(404);
  });

  it('lets members read global templates but only sys_admin change or delete them', async () => {
    const global = (await create({ owner_id: 0 }, s.sysAdmin)).json<Template>();
    const read = await t.request('GET', `${base()}/template/${global.id}`, s.member);
    expect(read.statusCode).toBe(200);
    const put = await t.request('PUT', `${base()}/template/${global.id}`, s.member, {
      title: 'Mine now',
    });
    expect(put.statusCode).toBe(403);
    const del = await t.request('DELETE', `${base()}/template/${global.id}`, s.admin);
    expect(del.statusCode).toBe(403);
    const sysPut = await t.request('PUT', `${base(s.other.id)}/template/${global.id}`, s.sysAdmin, {
      title: 'Shared coupon',
    });
    expect(sysPut.json<Template>()).toMatchObject({ title: 'Shared coupon', owner_id: 0 });
    const sysDel = await t.request('DELETE', `${base()}/template/${global.id}`, s.sysAdmin);
    expect(sysDel.statusCode).toBe(204);
  });
});
