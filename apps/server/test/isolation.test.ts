// Isolation (issue 7): every organisation-scoped route refuses a member of another
// organisation (403/404), a signed-out visitor and an expired token (401); nothing of one
// organisation shows in what the other sees; traversal in upload paths is 400. Issue 18: a
// deactivated member (403/404), a deactivated user (401) and the members of an offline
// organisation (403/404) are refused on every route too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './attack/db-snapshot.ts';
import {
  expiredToken,
  fillRoute,
  MARKER_A,
  type OrgHoldings,
  seedOrg,
} from './attack/org-world.ts';
import { isOrgScoped, listRoutes, type RouteEntry } from './attack/routes.ts';
import { campaignJson, pageJson } from './fixtures/designs.ts';
import { multipart, pngOf } from './fixtures/images.ts';
import { makeTestApp, nextPhone, type TestApp } from './helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('organisation isolation', () => {
  let t: TestApp;
  let a: OrgHoldings;
  let b: OrgHoldings;
  let routes: RouteEntry[];
  let expired: { authorization: string };
  let png: Buffer;

  beforeAll(async () => {
    t = await makeTestApp();
    a = await seedOrg(t, MARKER_A);
    b = await seedOrg(t, 'Bee');
    expired = t.auth(await expiredToken(t, a.memberId));
    routes = (await listRoutes()).filter(isOrgScoped);
    png = await pngOf(20, 20);
  });
  afterAll(() => t.close());

  /** A body that would succeed for a member, so only the caller decides the answer. */
  function request(route: RouteEntry, headers: Record<string, string>) {
    const url = fillRoute(route.url, a);
    const method = route.method as Method;
    const isUpload = method === 'PUT' && /\/(upload-image\/[^/]+\/path|design-image)\//.test(url);
    if (isUpload) {
      const body = multipart('picture.png', png, 'image/png');
      return t.request(method, url, { ...headers, ...body.headers }, body.payload);
    }
    const bodies: Array<[RegExp, object]> = [
      [/\/content$/, { title: 'x', content: campaignJson(), type: 'promotion_coupon' }],
      [
        /\/content\/\d+$/,
        { campaign: campaignJson('x', 'overwrite'), revision: a.design.revision },
      ],
      [/\/template$/, { title: 'x', template: pageJson(), type: 'promotion_coupon' }],
      [/\/template\/\d+$/, { title: 'overwritten' }],
      [/\/page$/, { content_id: a.design.id, title: 'x', channel: 'print' }],
      [/\/org\/\d+$/, { phone: nextPhone(), role: 'org_employee' }],
      [/\/user\/\d+$/, { role: 'org_admin' }],
    ];
    const payload =
      method === 'POST' || method === 'PUT' ? bodies.find(([re]) => re.test(url))?.[1] : undefined;
    return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }

  it('finds every organisation-scoped route', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/v1/org/:orgId/contents',
        'PUT /api/v1/org/:orgId/content/:id',
        'GET /api/v1/upload-image/:orgId/path/:path',
        'PUT /api/v1/design-image/:id/path/:name',
        'DELETE /api/v1/org/:orgId/user/:userId',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(25);
  });

  /** Every route with `headers`: answers outside `allowed`, or leaking A's marker. */
  async function refusals(headers: Record<string, string>, allowed: number[]) {
    const failures: string[] = [];
    for (const route of routes) {
      const res = await request(route, headers);
      if (!allowed.includes(res.statusCode) || res.body.includes(MARKER_A)) {
        failures.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    return failures;
  }

  /** A second owner of A named `name`, and a session of theirs open before any change. */
  const ownerOfA = async (name: string) => {
    const staff = await t.factory.user({ name });
    await t.factory.member(a.orgId, staff.id, 'org_owner');
    return { staff, openSession: t.auth(await t.factory.session(staff.id)) };
  };

  it('refuses every route to a deactivated member, open session or fresh sign-in', async () => {
    // Deactivated by a platform admin through the spec's route.
    const { staff, openSession } = await ownerOfA('Deactivated Staff');
    const admin = t.auth(await t.factory.roleSession('admin'));
    const off = await t.request('PUT', `/api/v1/org/${a.orgId}/user/${staff.id}`, admin, {
      activate: false,
    });
    expect(off.json().status).toBe(0);
    const fresh = t.auth(await t.signIn(staff.phone, 'password-123'));
    const before = await snapshot(t.app.db);
    expect(await refusals(openSession, [403, 404])).toEqual([]);
    expect(await refusals(fresh, [403, 404])).toEqual([]);
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('answers 401 on every route to a user a sys_admin deactivated, and ends their sessions', async () => {
    const { staff, openSession } = await ownerOfA('Deactivated User');
    const sysAdmin = t.auth(await t.factory.roleSession('sys_admin'));
    const off = await t.request('PUT', `/api/v1/user/${staff.id}`, sysAdmin, { status: 0 });
    expect(off.json().status).toBe(0);
    // A token made after the deactivation (no sign-in hands one out) is refused too.
    const later = t.auth(await t.factory.session(staff.id));
    const before = await snapshot(t.app.db);
    expect(await refusals(openSession, [401])).toEqual([]);
    expect(await refusals(later, [401])).toEqual([]);
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('closes an offline organisation to its members on every route', async () => {
    const admin = t.auth(await t.factory.roleSession('admin'));
    const url = `/api/v1/admin/org/${a.orgId}`;
    const { id: _id, ...fields } = (await t.app.inject({ url, headers: admin })).json();
    const setStatus = (status: number) =>
      t.app.inject({ method: 'PUT', url, headers: admin, payload: { ...fields, status } });
    expect((await setStatus(0)).json().status).toBe(0);
    try {
      const before = await snapshot(t.app.db);
      expect(await refusals(a.member, [403, 404])).toEqual([]);
      expect(await snapshot(t.app.db)).toEqual(before);
    } finally {
      expect((await setStatus(1)).json().status).toBe(1);
    }
    // Back online, the same member is let in again: the refusals above were the status.
    const own = await t.request('GET', `/api/v1/org/${a.orgId}/contents`, a.member);
    expect(own.statusCode).toBe(200);
  });

  it('refuses every route to a member of another organisation and changes nothing', async () => {
    const before = await snapshot(t.app.db);
    const failures: string[] = [];
    for (const route of routes) {
      const res = await request(route, b.member);
      // A public preview GET of an unpublished design is 404 for outsiders (spec: private).
      if (![403, 404].includes(res.statusCode) || res.body.includes(MARKER_A)) {
        failures.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it.each([
    ['a signed-out visitor', {}],
    ['a malformed token', { authorization: 'Bearer not-a-token' }],
    ['a token sent without Bearer', { authorization: 'abc' }],
  ])('answers 401 to %s on every route', async (_who, headers) => {
    const before = await snapshot(t.app.db);
    const failures: string[] = [];
    for (const route of routes) {
      const res = await request(route, headers);
      if (res.statusCode !== 401 || res.body.includes(MARKER_A)) {
        failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('answers 401 to an expired token of a real member on every route', async () => {
    const before = await snapshot(t.app.db);
    const failures: string[] = [];
    for (const route of routes) {
      const res = await request(route, expired);
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('shows nothing of organisation A in anything organisation B lists or opens', async () => {
    const seen = [
      `/api/v1/org/${b.orgId}/contents`,
      `/api/v1/org/${b.orgId}/templates`,
      `/api/v1/org/${b.orgId}/pages`,
      `/api/v1/org/${b.orgId}/users`,
      `/api/v1/upload-image/${b.orgId}/illustration`,
      `/api/v1/upload-image/${b.orgId}/illustration?illustration=1`,
      `/api/v1/upload-image/${b.orgId}`,
      '/api/v1/orgs',
      '/api/v1/me',
      '/api/v1/contents-city?city=Kannur',
      '/api/v1/cities',
    ];
    // An organisation's analytics are for its owners and administrators.
    const ownerHeaders = t.auth(await t.factory.memberSession(b.orgId, 'org_owner'));
    const analytics = `/api/v1/org/${b.orgId}/analytics`;
    for (const [url, headers] of [
      ...seen.map((url) => [url, b.member] as const),
      [analytics, ownerHeaders] as const,
    ]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBeLessThan(400);
      expect(res.body, url).not.toContain(MARKER_A);
      expect(res.body, url).not.toContain(a.upload.path);
      expect(res.body, url).not.toContain(`/design-image/${a.design.id}/`);
    }
    // B's own lists do show B's things, so the searches above could have found something.
    const own = await t.request('GET', `/api/v1/org/${b.orgId}/contents`, b.member);
    expect(own.body).toContain('Bee coupon');
  });

  it('keeps A files and previews away from B, from visitors, and from B under A names', async () => {
    const preview = `/api/v1/design-image/${a.design.id}/path/${a.previewName}`;
    expect((await t.request('GET', preview, a.member)).statusCode).toBe(200);
    expect((await t.request('GET', preview, b.member)).statusCode).toBe(404);
    expect((await t.app.inject({ url: preview })).statusCode).toBe(401);
    // A's file asked for under B's organisation: B may open B's folder, but not A's file.
    const crossed = await t.request(
      'GET',
      `/api/v1/upload-image/${b.orgId}/path/${a.upload.path}`,
      b.member,
    );
    expect(crossed.statusCode).toBe(404);
    // B saving a preview onto A's design, or reading A's design through B's organisation.
    const viaB = await t.request('GET', `/api/v1/org/${b.orgId}/content/${a.design.id}`, b.member);
    expect(viaB.statusCode).toBe(404);
    const templateViaB = await t.request(
      'GET',
      `/api/v1/org/${b.orgId}/template/${a.template.id}`,
      b.member,
    );
    expect(templateViaB.statusCode).toBe(404);
    const pagesViaB = await t.request(
      'GET',
      `/api/v1/org/${b.orgId}/pages?content_id=${a.design.id}`,
      b.member,
    );
    expect(pagesViaB.body).not.toContain(MARKER_A);
  });

  it.each([
    '..%2f..%2f..%2fetc%2fpasswd',
    '..%2F..%2Fdb%2FPG_VERSION',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..%5c..%5cwindows',
    'image-1-2-abcdefabcdef.png%00.svg',
    '%2fetc%2fpasswd',
    'image-1-2-ABCDEFABCDEF.png',
    '....%2f%2f....%2f%2fetc',
  ])('answers 400 to the upload path %s', async (path) => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.request(method, `/api/v1/upload-image/${a.orgId}/path/${path}`, a.member);
      expect(res.statusCode, `${method} ${path}`).toBe(400);
      expect(res.json().error.message).toBe('Invalid file path');
    }
  });

  it.each(['..%2f..%2fx', 'image-..%2f1', 'image-1%00', 'image-99999999999999999', 'design-1'])(
    'answers 400 to the upload name %s',
    async (name) => {
      const body = multipart('picture.png', png, 'image/png');
      const res = await t.request(
        'PUT',
        `/api/v1/upload-image/${a.orgId}/path/${name}`,
        { ...a.member, ...body.headers },
        body.payload,
      );
      expect(res.statusCode, name).toBe(400);
    },
  );
});
