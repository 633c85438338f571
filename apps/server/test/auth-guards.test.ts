import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  authenticate,
  currentUser,
  requireOrgAccess,
  requirePlatformAdmin,
  requireSysAdmin,
} from '../src/http/auth.ts';
import { can, PERMISSIONS } from '../src/http/permissions.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

// Probe routes mounted only in this test, one per guard.
const probes: FastifyPluginAsync = async (app) => {
  app.get('/probe/admin', { preHandler: [authenticate, requirePlatformAdmin] }, async () => ({
    ok: true,
  }));
  app.get('/probe/sys', { preHandler: [authenticate, requireSysAdmin] }, async () => ({
    ok: true,
  }));
  app.get<{ Params: { orgId: string } }>(
    '/probe/org/:orgId',
    { preHandler: [authenticate, requireOrgAccess] },
    async (request) => ({ user: currentUser(request).id, membership: request.membership }),
  );
  // Guards on onRequest answer before body validation: no 400 for a stranger.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/probe/org/:orgId/thing',
    {
      onRequest: [authenticate, requireOrgAccess],
      schema: {
        params: z.object({ orgId: z.coerce.number().int() }),
        body: z.object({ title: z.string().min(1, 'Title is required') }),
      },
    },
    async (request) => ({ title: request.body.title }),
  );
};

describe('auth guards and the permissions table', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let orgId = 0;
  let otherOrgId = 0;

  beforeAll(async () => {
    t = await makeTestApp({}, { plugins: [probes] });
    const org = await t.factory.org({ name: 'Guarded' });
    const other = await t.factory.org({ name: 'Elsewhere' });
    orgId = org.id;
    otherOrgId = other.id;
    for (const role of ['sys_admin', 'admin', 'user', 'sales']) {
      tokens[role] = await t.factory.roleSession(role);
    }
    tokens.member = await t.factory.memberSession(org.id, 'org_owner');
  });
  afterAll(() => t.close());

  const get = (url: string, who?: string) =>
    t.app.inject({ method: 'GET', url, headers: who ? t.auth(tokens[who] ?? '') : {} });

  it('/admin-style routes: admin and sys_admin only', async () => {
    expect((await get('/api/v1/probe/admin', 'sys_admin')).statusCode).toBe(200);
    expect((await get('/api/v1/probe/admin', 'admin')).statusCode).toBe(200);
    expect((await get('/api/v1/probe/admin', 'user')).statusCode).toBe(403);
    expect((await get('/api/v1/probe/admin', 'sales')).statusCode).toBe(403);
    expect((await get('/api/v1/probe/admin')).statusCode).toBe(401);
    expect((await get('/api/v1/probe/admin', 'user')).json().error.code).toBe('forbidden');
  });

  it('sys_admin-only routes refuse admin', async () => {
    expect((await get('/api/v1/probe/sys', 'sys_admin')).statusCode).toBe(200);
    expect((await get('/api/v1/probe/sys', 'admin')).statusCode).toBe(403);
  });

  it('organisation routes: members and platform admins; 404 for no such organisation', async () => {
    const mine = await get(`/api/v1/probe/org/${orgId}`, 'member');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().membership).toMatchObject({ orgId, role: 'org_owner' });

    expect((await get(`/api/v1/probe/org/${otherOrgId}`, 'member')).statusCode).toBe(403);
    expect((await get(`/api/v1/probe/org/${orgId}`, 'user')).statusCode).toBe(403);

    const admin = await get(`/api/v1/probe/org/${otherOrgId}`, 'admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().membership).toBeNull();

    expect((await get('/api/v1/probe/org/999999', 'admin')).statusCode).toBe(404);
    expect((await get('/api/v1/probe/org/abc', 'member')).statusCode).toBe(404);
    expect((await get(`/api/v1/probe/org/${orgId}`)).statusCode).toBe(401);
  });

  it('answers 401/403 before validating the body when guards run on request', async () => {
    const post = (who: string | undefined, id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/probe/org/${id}/thing`,
        headers: who ? t.auth(tokens[who] ?? '') : {},
        payload: { title: '' },
      });
    expect((await post(undefined, orgId)).statusCode).toBe(401);
    expect((await post('user', orgId)).statusCode).toBe(403);
    expect((await post('member', 999999)).statusCode).toBe(404);
    const member = await post('member', orgId);
    expect(member.statusCode).toBe(400);
    expect(member.json().error.fields).toEqual({ title: 'Title is required' });
  });

  it('the table reads as ARCHITECTURE §4 says', () => {
    expect(can('admin.orgs', { role: 'admin' })).toBe(true);
    expect(can('admin.orgs', { role: 'user' })).toBe(false);
    expect(can('templates.global.manage', { role: 'admin' })).toBe(false);
    expect(can('templates.global.manage', { role: 'sys_admin' })).toBe(true);
    expect(can('uploads.global.manage', { role: 'sys_admin' })).toBe(true);
    expect(can('org.access', { role: 'user', isMember: true })).toBe(true);
    expect(can('org.access', { role: 'user', isMember: false })).toBe(false);
    // Every action names at least one kind of user.
    for (const who of Object.values(PERMISSIONS)) expect(who.length).toBeGreaterThan(0);
  });
});
