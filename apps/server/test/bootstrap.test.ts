import type { DesignType } from '@nibble/core';
import { parseCampaign } from '@nibble/core/document/parse';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoPhones } from '../src/bootstrap/demo.ts';
import { bootstrap } from '../src/bootstrap/index.ts';
import { migrate } from '../src/db/client.ts';
import { contents, members, orgs, pages, users } from '../src/db/schema.ts';
import { openTestDatabase, platformDay, testConfig } from './helpers.ts';

describe('bootstrap', () => {
  let env: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeEach(async () => {
    env = await openTestDatabase();
    await migrate(env.handle.db, env.handle.kind);
  });
  afterEach(() => env.drop());

  it('creates the sys_admin once and prints a generated password once', async () => {
    const printed: string[] = [];
    const config = testConfig({ adminPassword: undefined, seedDemo: false });
    const first = await bootstrap(env.handle.db, config, (t) => printed.push(t));
    expect(first.adminCreated).toBe(true);
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(first.generatedPassword);
    expect(printed[0]).toContain('9999999999');

    const second = await bootstrap(env.handle.db, config, (t) => printed.push(t));
    expect(second).toEqual({ adminCreated: false, demoSeeded: false });
    expect(printed).toHaveLength(1);

    const admins = await env.handle.db.select().from(users);
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ phone: '9999999999', role: 'sys_admin' });
    expect(admins[0]?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('uses ADMIN_PASSWORD without printing anything', async () => {
    const printed: string[] = [];
    const result = await bootstrap(
      env.handle.db,
      testConfig({ adminPhone: '9876500000', adminPassword: 'given-password' }),
      (t) => printed.push(t),
    );
    expect(result.generatedPassword).toBeUndefined();
    expect(printed).toEqual([]);
  });

  it('moves a demo phone that ADMIN_PHONE took, says so once, and seeds the rest', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const result = await bootstrap(
        env.handle.db,
        testConfig({ adminPhone: '9000000002', adminPassword: 'given-password', seedDemo: true }),
        () => {},
      );
      expect(result).toMatchObject({ adminCreated: true, demoSeeded: true });
      const people = await env.handle.db
        .select({ phone: users.phone, name: users.name, role: users.role })
        .from(users)
        .orderBy(users.phone);
      expect(people).toEqual([
        { phone: '9000000001', name: 'Anil Kumar', role: 'user' },
        { phone: '9000000002', name: 'Administrator', role: 'sys_admin' },
        { phone: '9000000003', name: 'Suresh Nair', role: 'user' },
        { phone: '9000000004', name: 'Fathima Rahman', role: 'user' },
      ]);
      const lines = warned.mock.calls.map((call) => String(call[0]));
      expect(lines.filter((line) => line.startsWith('Demo'))).toEqual([
        "Demo Fathima Rahman has phone 9000000004: 9000000002 is the platform administrator's (ADMIN_PHONE)",
      ]);
    } finally {
      warned.mockRestore();
    }
  });

  it('demoPhones keeps every phone when the administrator took none of them', () => {
    expect(demoPhones('9999999999')).toEqual({
      phones: ['9000000001', '9000000002', '9000000003'],
    });
    expect(demoPhones('9000000003').phones).toEqual(['9000000001', '9000000002', '9000000004']);
  });

  it('seeds the demo organisation in Kannur with staff and published, active designs', async () => {
    const now = new Date();
    const result = await bootstrap(
      env.handle.db,
      testConfig({ seedDemo: true, adminPassword: 'x-password' }),
      () => {},
    );
    expect(result.demoSeeded).toBe(true);
    const db = env.handle.db;

    const [org] = await db.select().from(orgs);
    expect(org).toMatchObject({
      name: 'Malabar Fresh Mart',
      city: 'Kannur',
      state: 'kerala',
      category: 'grocery',
    });
    expect(org?.phone).toMatch(/^\d{10}$/);

    const staff = await db
      .select({ phone: users.phone, role: members.role })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(members.orgId, org?.id ?? 0));
    expect(staff).toEqual(
      expect.arrayContaining([
        { phone: '9000000001', role: 'org_owner' },
        { phone: '9000000002', role: 'org_employee' },
      ]),
    );

    const designs = await db
      .select()
      .from(contents)
      .where(eq(contents.orgId, org?.id ?? 0));
    expect(designs.every((d) => ['promotion_coupon', 'restaurant_menu'].includes(d.type))).toBe(
      true,
    );
    const live = designs.filter((d) => d.published === 1);
    const fresh = designs.filter((d) => d.published === 0);
    expect(live).toHaveLength(2);
    expect(fresh.length).toBeGreaterThanOrEqual(1);
    const active = live.find((d) => d.title === 'Weekend Vegetable Sale');
    // Calendar days of the platform zone: from yesterday to 30 days ahead.
    expect(active?.publishStart).toBe(platformDay(-1, now));
    expect(active?.publishEnd).toBe(platformDay(30, now));

    const records = await db
      .select()
      .from(pages)
      .where(eq(pages.contentId, active?.id ?? 0));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      codeType: '001',
      publisherId: org?.id,
      publisherName: 'Malabar Fresh Mart',
    });

    // The editor's own parser reads every seeded design.
    for (const design of designs) {
      const doc = parseCampaign(design.content, design.type as DesignType);
      expect(doc.title).toBe(design.title);
      expect(doc.pages.order.length).toBe(1);
      const page = doc.pages.items[doc.pages.order[0] ?? ''];
      expect(page?.layers.order.length).toBe(1);
      expect(JSON.parse(design.content).pages.order).toEqual(doc.pages.order);
    }
  });

  it('lets the demo staff sign in', async () => {
    const { makeTestApp } = await import('./helpers.ts');
    const t = await makeTestApp();
    try {
      await bootstrap(
        t.app.db,
        { ...t.config, seedDemo: true, adminPassword: 'admin-password' },
        () => {},
      );
      await expect(t.signIn('9000000001', 'demo-password-1')).resolves.toMatch(/^[\w-]{43}$/);
      await expect(t.signIn('9000000002', 'demo-password-2')).resolves.toMatch(/^[\w-]{43}$/);
      await expect(t.signIn('9999999999', 'admin-password')).resolves.toMatch(/^[\w-]{43}$/);
    } finally {
      await t.close();
    }
  });
});
