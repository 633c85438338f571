// Issue 18: refused input must not put personal data into the logs. A value the database
// refuses (here a NUL inside a name) is logged by its SQLSTATE and the names of what it
// concerns, never by the driver's message or the query's parameters.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { users } from '../src/db/schema.ts';
import { createSession } from '../src/modules/session/service.ts';
import { openTestDatabase, testConfig } from './helpers.ts';

describe('logs of refused input', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const config = testConfig(opened.databaseUrl ? { databaseUrl: opened.databaseUrl } : {});
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(config, { database: opened.handle, logger: { level: 'warn', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('names the database error but carries no phone or name', async () => {
    const [user] = await app.db
      .insert(users)
      .values({ phone: '9847012345', name: 'Anitha Kumari', passwordHash: null })
      .returning();
    if (!user) throw new Error('no user');
    const token = await createSession(app.db, user.id);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Lakshmi\u0000Menon', city: 'Kozhikode 9847099999' },
    });
    expect(res.statusCode).toBe(400);
    const logged = lines.join('');
    expect(logged).toContain('"level":40');
    expect(logged).toMatch(/"code":"22(021|P05)"/);
    for (const personal of ['Lakshmi', 'Menon', '9847099999', '9847012345', 'Anitha']) {
      expect(logged).not.toContain(personal);
    }
  });
});
