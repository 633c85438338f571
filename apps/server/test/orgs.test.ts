import { MESSAGES, PUBLISHED } from '@nibble/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, members, orgs, pages, templates, uploads } from '../src/db/schema.ts';
import { ORG_MESSAGES } from '../src/modules/orgs/service.ts';
import { makeTestApp, nextPhone, platformDay, type TestApp } from './helpers.ts';

const validOrg = () => ({
  name: 'Green Basket',
  phone: nextPhone(),
  category: 'pharmacy',
  address: '2 Beach Road',
  city: 'Kozhikode',
  state: 'kerala',
  postcode: '673001',
});

describe('organisations', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let sysAdmin: Record<string, string>;
  let staff: Record<string, string>;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers = admin,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await makeTestApp();
    admin = t.auth(await t.factory.roleSession('admin'));
    sysAdmin = t.auth(await t.factory.roleSession('sys_admin'));
    staff = t.auth(await t.factory.roleSession('user'));
  });
  afterAll(() => t.close());

  it('creates an organisation with status 1 and answers it with 201', async () => {
    const body = validOrg();
    const res = await call('POST', '/admin/org', admin, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 1, ...body });
    const [row] = await t.app.db.select().from(orgs).where(eq(orgs.id, res.json().id));
    expect(row?.name).toBe('Green Basket');
  });

  it('collapses whitespace and defaults category grocery and postcode empty', async () => {
    const res = await call('POST', '/admin/org', sysAdmin, {
      name: '  Fresh   Mart ',
      phone: ` ${nextPhone()} `,
      address: ' 1  Main Road ',
      city: 'Kannur ',
      state: 'kerala',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Fresh Mart',
      address: '1 Main Road',
      city: 'Kannur',
      category: 'grocery',
      postcode: '',
    });
  });

  it.each([
    ['name', '', MESSAGES.nameRequired],
    ['name', 'x'.repeat(51), MESSAGES.nameMax],
    ['phone', '', MESSAGES.phoneRequired],
    ['phone', '12345', MESSAGES.phoneDigits],
    ['phone', '12345abcde', MESSAGES.phoneDigits],
    ['address', '   ', MESSAGES.addressRequired],
    ['address', 'a'.repeat(121), MESSAGES.addressMax],
    ['city', '', MESSAGES.cityRequired],
    ['city', 'c'.repeat(51), MESSAGES.cityMax],
    ['state', '', MESSAGES.stateRequired],
    ['state', 's'.repeat(51), MESSAGES.stateMax],
    ['category', 'casino', MESSAGES.categoryInvalid],
  ])('refuses %s=%j with the spec message', async (field, value, message) => {
    const res = await call('POST', '/admin/org', admin, { ...validOrg(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('reports every missing field at once', async () => {
    const res = await call('POST', '/admin/org', admin, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: MESSAGES.nameRequired,
      phone: MESSAGES.phoneRequired,
      address: MESSAGES.addressRequired,
      city: MESSAGES.cityRequired,
      state: MESSAGES.stateRequired,
    });
  });

  it('lists organisations newest first to platform admins only', async () => {
    const first = (await call('POST', '/admin/org', admin, validOrg())).json();
    const second = (await call('POST', '/admin/org', admin, validOrg())).json();
    const res = await call('GET', '/admin/orgs');
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((org: { id: number }) => org.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect((await call('GET', '/admin/orgs', sysAdmin)).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 to a non-admin, before reading the body', async () => {
    const org = await t.factory.org();
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/admin/orgs'],
      ['POST', '/admin/org'],
      ['GET', `/admin/org/${org.id}`],
      ['PUT', `/admin/org/${org.id}`],
      ['DELETE', `/admin/org/${org.id}`],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, {}, { name: '' })).statusCode).toBe(401);
      expect((await call(method, url, staff, { name: '' })).statusCode).toBe(403);
    }
    expect((await call('GET', '/orgs', {})).statusCode).toBe(401);
  });

  it('reads one organisation, 404 for unknown or malformed ids', async () => {
    const org = await t.factory.org({ name: 'Readable' });
    const res = await call('GET', `/admin/org/${org.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: org.id, name: 'Readable', status: 1 });
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      const missing = await call('GET', `/admin/org/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('organisation_not_found');
    }
  });

  it('updates an organisation, keeping category and postcode when left out', async () => {
    const org = await t.factory.org({ category: 'textiles', postcode: '670002' });
    const res = await call('PUT', `/admin/org/${org.id}`, admin, {
      name: 'Renamed  Shop',
      phone: '9123456789',
      address: 'New address',
      city: 'Kanhangad',
      state: 'kerala',
      status: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: org.id,
      name: 'Renamed Shop',
      phone: '9123456789',
      address: 'New address',
      city: 'Kanhangad',
      state: 'kerala',
      status: 0,
      category: 'textiles',
      postcode: '670002',
    });
  });

  it('refuses a bad update with the spec messages and 404s an unknown one', async () => {
    const org = await t.factory.org();
    const bad = await call('PUT', `/admin/org/${org.id}`, admin, { ...validOrg(), phone: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.phone).toBe(MESSAGES.phoneDigits);
    const status = await call('PUT', `/admin/org/${org.id}`, admin, { ...validOrg(), status: 5 });
    expect(status.json().error.fields.status).toBe(MESSAGES.statusInvalid);
    expect((await call('PUT', '/admin/org/999999', admin, validOrg())).statusCode).toBe(404);
  });

  const addDesign = async (
    orgId: number,
    published: number,
    start: string | null,
    end: string | null,
  ) => {
    const design = await t.factory.design(orgId, {
      published,
      publishStart: start,
      publishEnd: end,
    });
    return { design, page: await t.factory.page(design.id) };
  };

  it('deletes an organisation with its members, designs, pages, templates and uploads', async () => {
    const org = await t.factory.org();
    const user = await t.factory.user();
    await t.factory.member(org.id, user.id);
    // Published but expired, and a new one: neither blocks the delete.
    const { design } = await addDesign(
      org.id,
      PUBLISHED.published,
      platformDay(-9),
      platformDay(-3),
    );
    await addDesign(org.id, PUBLISHED.unpublished, null, null);
    await t.app.db.insert(templates).values({ ownerId: org.id, title: 'Mine' });
    await t.app.blobs.put(`org-${org.id}/x.png`, Buffer.from('png'), 'image/png');
    await t.app.db
      .insert(uploads)
      .values({ ownerId: org.id, path: `org-${org.id}/x.png`, type: 'image/png', size: 3 });

    const res = await call('DELETE', `/admin/org/${org.id}`);
    expect(res.statusCode).toBe(204);
    const db = t.app.db;
    expect(await db.select().from(orgs).where(eq(orgs.id, org.id))).toEqual([]);
    expect(await db.select().from(members).where(eq(members.orgId, org.id))).toEqual([]);
    expect(await db.select().from(contents).where(eq(contents.orgId, org.id))).toEqual([]);
    expect(await db.select().from(pages).where(eq(pages.contentId, design.id))).toEqual([]);
    expect(await db.select().from(templates).where(eq(templates.ownerId, org.id))).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.ownerId, org.id))).toEqual([]);
    expect(await t.app.blobs.get(`org-${org.id}/x.png`)).toBeNull();
    expect((await call('DELETE', `/admin/org/${org.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete an organisation with an active published design (409)', async () => {
    const org = await t.factory.org();
    const { design } = await addDesign(
      org.id,
      PUBLISHED.published,
      platformDay(-1),
      platformDay(1),
    );
    const res = await call('DELETE', `/admin/org/${org.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ORG_MESSAGES.activeDesigns);
    expect(await t.app.db.select().from(orgs).where(eq(orgs.id, org.id))).toHaveLength(1);

    await t.app.db
      .update(contents)
      .set({ published: PUBLISHED.unpublished })
      .where(eq(contents.id, design.id));
    expect((await call('DELETE', `/admin/org/${org.id}`)).statusCode).toBe(204);
  });

  it('lets staff choose only among organisations they are an active member of', async () => {
    const mine = await t.factory.org({ name: 'Mine' });
    const paused = await t.factory.org({ name: 'Paused' });
    await t.factory.org({ name: 'Not mine' });
    const user = await t.factory.user();
    await t.factory.member(mine.id, user.id);
    await t.factory.member(paused.id, user.id);
    await t.app.db.update(members).set({ status: 0 }).where(eq(members.orgId, paused.id));
    const token = t.auth(await t.factory.session(user.id));

    const res = await call('GET', '/orgs', token);
    expect(res.statusCode).toBe(200);
    // Each carries the user's own role, so the screens offer only what it may do.
    expect(res.json()).toEqual([
      expect.objectContaining({ id: mine.id, name: 'Mine', memberRole: 'org_employee' }),
    ]);

    const all = (await call('GET', '/orgs', admin)).json() as { id: number; memberRole: unknown }[];
    const adminList = (await call('GET', '/admin/orgs', admin)).json() as { id: number }[];
    expect(all.map(({ memberRole, ...org }) => org)).toEqual(adminList);
    expect(all.every((org) => org.memberRole === null)).toBe(true);
    expect(adminList.length).toBeGreaterThanOrEqual(3);
  });
});
