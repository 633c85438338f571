// Every setting the server reads from the environment, parsed in one place (ARCHITECTURE §4).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FLAG_DEFAULTS, type FlagName, type Flags } from '@nibble/core';
import { z } from 'zod';

export interface SmtpConfig {
  url: string;
  from: string;
}

export interface Config {
  port: number;
  host: string;
  /** Embedded database and uploaded files; ':memory:' keeps both in memory/temp (tests). */
  dataDir: string;
  /** Set → PostgreSQL through `pg`; unset → embedded PGlite in dataDir. */
  databaseUrl?: string;
  adminPhone: string;
  /** Unset → a generated password printed once at bootstrap. */
  adminPassword?: string;
  seedDemo: boolean;
  /** Base URL that QR codes point to. */
  publicUrl: string;
  flags: Flags;
  logLevel: string;
  /** Built web app served with an SPA fallback. */
  webDist: string;
  smtp?: SmtpConfig;
  /** Behind a load balancer: trust X-Forwarded-For for the client address (rate limits). */
  trustProxy: boolean;
  /** Bytes of uploaded images and illustrations each organisation may keep. */
  uploadQuotaBytes: number;
  /** argon2 cost; tests lower it to keep suites fast. */
  argon2: { memoryCost: number; timeCost: number };
}

const here = dirname(fileURLToPath(import.meta.url));
// src/config.ts and dist/main.js both sit one level below apps/server.
const defaultWebDist = resolve(here, '../../web/dist');

const flagNames = Object.keys(FLAG_DEFAULTS) as FlagName[];

/** "registration=1,forgot_password=1" over the spec defaults; unknown names are an error. */
export function parseFlags(text: string | undefined): Flags {
  const flags: Flags = { ...FLAG_DEFAULTS };
  if (!text?.trim()) return flags;
  for (const part of text.split(',')) {
    const item = part.trim();
    if (!item) continue;
    const [rawName, rawValue = '1'] = item.split('=').map((s) => s.trim());
    const name = rawName as FlagName;
    if (!flagNames.includes(name)) {
      throw new Error(`FLAGS: unknown flag "${rawName}" (known: ${flagNames.join(', ')})`);
    }
    if (rawValue !== '0' && rawValue !== '1') {
      throw new Error(`FLAGS: flag "${rawName}" must be 0 or 1, got "${rawValue}"`);
    }
    flags[name] = rawValue === '1' ? 1 : 0;
  }
  return flags;
}

const boolish = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** Per organisation: about 1000 resized photos, 30 times the largest upload allowed. */
export const DEFAULT_UPLOAD_QUOTA_MB = 200;
/** Megabytes as the spec counts them ('3Mb' is 3 145 728 bytes). */
const MB = 1_048_576;

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional(),
  ),
  ADMIN_PHONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{10}$/, 'ADMIN_PHONE must be exactly 10 digits')
      .default('9999999999'),
  ),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ),
  SEED_DEMO: z.preprocess(emptyAsUndefined, boolish.optional()),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url('PUBLIC_URL must be a URL').optional()),
  FLAGS: z.string().optional(),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, boolish.default(false)),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  UPLOAD_QUOTA_MB: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int('UPLOAD_QUOTA_MB must be a whole number of megabytes')
      .min(1, 'UPLOAD_QUOTA_MB must be at least 1')
      .max(1_000_000, 'UPLOAD_QUOTA_MB must be at most 1000000')
      .default(DEFAULT_UPLOAD_QUOTA_MB),
  ),
  SMTP_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().default('Nibble Studio <no-reply@localhost>'),
  ),
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let flags: Flags;
  try {
    flags = parseFlags(e.FLAGS);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === ':memory:' ? e.DATA_DIR : resolve(e.DATA_DIR),
    adminPhone: e.ADMIN_PHONE,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    flags,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : defaultWebDist,
    uploadQuotaBytes: e.UPLOAD_QUOTA_MB * MB,
    argon2: { memoryCost: 19_456, timeCost: 2 },
  };
  if (e.DATABASE_URL) config.databaseUrl = e.DATABASE_URL;
  if (e.ADMIN_PASSWORD) config.adminPassword = e.ADMIN_PASSWORD;
  if (e.SMTP_URL) config.smtp = { url: e.SMTP_URL, from: e.SMTP_FROM };
  return config;
}
