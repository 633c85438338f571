// Test harness: a fresh app per suite on PGlite (in memory) or on a throw-away PostgreSQL
// database, chosen by NIBBLE_TEST_DB (set by the Vitest project).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@nibble/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { contents, members, orgs, pages, users } from '../src/db/schema.ts';
import { createSession } from '../src/modules/session/service.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { DiskBlobStore } from '../src/storage/index.ts';
import { freshPostgresDatabase } from './attack/server-process.ts';

export type TestDb = 'pglite' | 'postgres';
export const testDbKind = (): TestDb =>
  process.env.NIBBLE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** Cheap argon2 so suites stay fast; production cost comes from config.ts. */
const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1 };

/** A fresh, migrated-on-build database plus a function that throws it away. */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  databaseUrl?: string;
  drop: () => Promise<void>;
}> {
  if (testDbKind() === 'pglite') {
    const handle = await openDatabase({ dataDir: ':memory:' });
    return { handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('NIBBLE_TEST_DB=postgres needs TEST_DATABASE_URL');
  const fresh = await freshPostgresDatabase(adminUrl, 'nibble_t');
  const handle = await openDatabase({ dataDir: ':memory:', databaseUrl: fresh.url });
  return {
    handle,
    databaseUrl: fresh.url,
    drop: async () => {
      await handle.close();
      await fresh.drop();
    },
  };
}

/** The calendar day `offset` days from today in the test server's zone (TIME_ZONE default). */
export const platformDay = (offset = 0, now = new Date(), zone = DEFAULT_TIME_ZONE): string =>
  addDays(todayIn(zone, now), offset);

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    dataDir: ':memory:',
    logLevel: 'silent',
    seedDemo: false,
    webDist: join(tmpdir(), 'nibble-no-web-dist'),
    argon2: TEST_ARGON2,
    ...overrides,
  };
}

export interface UserSpec {
  role?: string;
  phone?: string;
  /** null → an account that is not activated yet (no password). */
  password?: string | null;
  name?: string;
  email?: string;
  city?: string;
  mode?: number;
  status?: number;
}

export interface OrgSpec {
  name?: string;
  address?: string;
  city?: string;
  state?: string;
  phone?: string;
  status?: number;
  category?: string;
  postcode?: string;
}

let phoneCounter = 0;
/** Unique 10-digit phones that never collide with the bootstrap admin or demo staff. */
export const nextPhone = () => `8${String(++phoneCounter).padStart(9, '0')}`;

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
  signIn(phone: string, password: string): Promise<string>;
  auth(token: string): { authorization: string };
  /** `app.inject` of `method` `url` as `headers`, with `payload` as the body when given. */
  request(
    method: NonNullable<InjectOptions['method']>,
    url: string,
    headers?: Record<string, string>,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse>;
  factory: {
    user(spec?: UserSpec): Promise<typeof users.$inferSelect & { password: string | null }>;
    org(spec?: OrgSpec): Promise<typeof orgs.$inferSelect>;
    member(orgId: number, userId: number, role?: string): Promise<typeof members.$inferSelect>;
    /** A session token without going through sign-in (no rate limit, no argon2). */
    session(userId: number): Promise<string>;
    /** A new user, a member of `orgId` as `role`, and a session token of theirs. */
    memberSession(orgId: number, role?: string): Promise<string>;
    /** A new user of platform role `role` (admin, sys_admin…) and a session token of theirs. */
    roleSession(role: string): Promise<string>;
    /** A design row of `orgId` written straight to the database: a coupon, `values` over it. */
    design(
      orgId: number,
      values?: Partial<typeof contents.$inferInsert>,
    ): Promise<typeof contents.$inferSelect>;
    /** A page record of design `contentId` written straight to the database. */
    page(
      contentId: number,
      values?: Partial<typeof pages.$inferInsert>,
    ): Promise<typeof pages.$inferSelect>;
  };
}

export async function makeTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, 'plugins' | 'logger' | 'publicPageRenderer'> = {},
): Promise<TestApp> {
  const { handle, databaseUrl, drop } = await openTestDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'nibble-test-files-'));
  const config = testConfig(databaseUrl ? { databaseUrl, ...overrides } : overrides);
  const app = await buildApp(config, {
    database: handle,
    // Disk on PGlite as in production; on PostgreSQL, or with a bucket (overrides.s3),
    // buildApp picks the store as the server does.
    ...(handle.kind === 'pglite' && !overrides.s3 ? { blobs: new DiskBlobStore(filesDir) } : {}),
    logger: false,
    ...options,
  });
  const db = app.db;

  const factory: TestApp['factory'] = {
    async user(spec = {}) {
      const password = spec.password === undefined ? 'password-123' : spec.password;
      const [row] = await db
        .insert(users)
        .values({
          phone: spec.phone ?? nextPhone(),
          name: spec.name ?? 'Test User',
          email: spec.email ?? '',
          role: spec.role ?? 'user',
          city: spec.city ?? 'Kannur',
          mode: spec.mode ?? 0,
          status: spec.status ?? 1,
          passwordHash: password === null ? null : await hashPassword(password, config.argon2),
        })
        .returning();
      if (!row) throw new Error('factory.user: insert returned nothing');
      return { ...row, password };
    },
    async org(spec = {}) {
      const [row] = await db
        .insert(orgs)
        .values({
          name: spec.name ?? 'Test Org',
          address: spec.address ?? '1 Main Road',
          city: spec.city ?? 'Kannur',
          state: spec.state ?? 'kerala',
          phone: spec.phone ?? nextPhone(),
          status: spec.status ?? 1,
          category: spec.category ?? 'grocery',
          postcode: spec.postcode ?? '670001',
        })
        .returning();
      if (!row) throw new Error('factory.org: insert returned nothing');
      return row;
    },
    async member(orgId, userId, role = 'org_employee') {
      const [row] = await db.insert(members).values({ orgId, userId, role }).returning();
      if (!row) throw new Error('factory.member: insert returned nothing');
      return row;
    },
    session: (userId) => createSession(db, userId),
    async memberSession(orgId, role) {
      const user = await factory.user();
      await factory.member(orgId, user.id, role);
      return createSession(db, user.id);
    },
    roleSession: async (role) => createSession(db, (await factory.user({ role })).id),
    async design(orgId, values = {}) {
      const [row] = await db
        .insert(contents)
        .values({ orgId, type: 'promotion_coupon', ...values })
        .returning();
      if (!row) throw new Error('factory.design: insert returned nothing');
      return row;
    },
    async page(contentId, values = {}) {
      const [row] = await db
        .insert(pages)
        .values({ contentId, ...values })
        .returning();
      if (!row) throw new Error('factory.page: insert returned nothing');
      return row;
    },
  };

  return {
    app,
    config,
    async close() {
      await app.close();
      await drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
    async signIn(phone, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { username: phone, password },
      });
      if (res.statusCode !== 200) {
        throw new Error(`signIn(${phone}) failed: ${res.statusCode} ${res.body}`);
      }
      return res.json<{ id: string }>().id;
    },
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    request: (method, url, headers = {}, payload = undefined) =>
      app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) }),
    factory,
  };
}

/** Starts `t`'s server on a free local port, for suites that need real sockets; answers its base URL. */
export async function listenLocally(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}
