// First start on an empty database: the platform administrator, then (optionally) the demo.
import { randomBytes } from 'node:crypto';
import { SYS_ADMIN } from '@nibble/core';
import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../security/passwords.ts';
import { type BlobStore, createBlobStore } from '../storage/index.ts';
import { seedDemo } from './demo.ts';
import { storeDemoPreviews } from './demo-previews.ts';

export interface BootstrapResult {
  adminCreated: boolean;
  /** Set only when ADMIN_PASSWORD was not given; printed once, never logged. */
  generatedPassword?: string;
  demoSeeded: boolean;
}

export function passwordBox(phone: string, password: string): string {
  const lines = [
    'Nibble Studio: platform administrator created',
    `  phone:    ${phone}`,
    `  password: ${password}`,
    'This password is shown only once. Sign in and keep it somewhere safe.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  return [border, ...lines.map((l) => `| ${l.padEnd(width)} |`), border].join('\n');
}

type BootstrapConfig = Pick<
  Config,
  'adminPhone' | 'adminPassword' | 'seedDemo' | 'argon2' | 'dataDir' | 'databaseUrl' | 'timeZone'
>;

export async function bootstrap(
  db: Db,
  config: BootstrapConfig,
  // stdout on purpose: the generated password must never reach the structured logs.
  print: (text: string) => void = console.log,
  /** Where demo previews go; by default the store buildApp would pick for this config. */
  blobs?: BlobStore,
): Promise<BootstrapResult> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { adminCreated: false, demoSeeded: false };

  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password, config.argon2);
  const now = new Date();
  // The administrator and the demo commit together: a failed first start leaves an empty
  // database behind, so the next start does all of it again.
  const seeded = await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values({ phone: config.adminPhone, name: 'Administrator', role: SYS_ADMIN, passwordHash })
      // Two processes starting together on one PostgreSQL: only one creates the admin.
      .onConflictDoNothing({ target: users.phone })
      .returning({ id: users.id });
    if (created.length === 0) return null;
    return { designs: config.seedDemo ? await seedDemo(tx, config, now) : [] };
  });
  if (!seeded) return { adminCreated: false, demoSeeded: false };

  const result: BootstrapResult = { adminCreated: true, demoSeeded: config.seedDemo };
  if (!config.adminPassword) {
    result.generatedPassword = password;
    print(passwordBox(config.adminPhone, password));
  }
  if (config.seedDemo) {
    const store = blobs ?? createBlobStore(config, db, config.databaseUrl ? 'postgres' : 'pglite');
    try {
      await storeDemoPreviews(db, store, seeded.designs, now);
    } catch (error) {
      // A missing picture must not stop the first start; the designs work without one.
      console.warn('Could not draw the demo design previews:', (error as Error).message);
    } finally {
      // A store made here (an S3 client's sockets) is this function's to close.
      if (!blobs) store.close?.();
    }
  }
  return result;
}
