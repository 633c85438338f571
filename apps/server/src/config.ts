// Every setting the server reads from the environment, parsed in one place (ARCHITECTURE §4).
// A wrong value stops the start with one line naming the variable and what is wrong
// (ConfigError); what can only be checked against the outside world (a database that answers,
// a folder that can be written) is in src/startup/preflight.ts.
// Over 300 lines: one parser per variable, kept in one file so every setting and its error
// are found in one place.
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_TIME_ZONE,
  FLAG_DEFAULTS,
  type FlagName,
  type Flags,
  isTimeZone,
  LIMITS,
  MESSAGES,
  type TimeZone,
} from '@nibble/core';
import { z } from 'zod';

export interface SmtpConfig {
  url: string;
  from: string;
}

/** An S3-compatible bucket that holds every picture (storage/s3-blob-store.ts). */
export interface S3Config {
  /** Unset → Amazon S3's own endpoint for the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** host/bucket/key instead of bucket.host/key: MinIO, Ceph and most self-run servers. */
  forcePathStyle: boolean;
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
  /** The platform's time zone: publication days are its calendar days. */
  timeZone: TimeZone;
  /** Built web app served with an SPA fallback. */
  webDist: string;
  smtp?: SmtpConfig;
  /** Set → pictures live in this bucket instead of DATA_DIR/files or PostgreSQL. */
  s3?: S3Config;
  /** Behind a load balancer: trust X-Forwarded-For for the client address (rate limits). */
  trustProxy: boolean;
  /** Bytes of uploaded images and illustrations each organisation may keep. */
  uploadQuotaBytes: number;
  /** argon2 cost; tests lower it to keep suites fast. */
  argon2: { memoryCost: number; timeCost: number };
}

/** A configuration mistake: its message is the one line the operator reads. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
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
    const [rawName = '', rawValue = '1', ...rest] = item.split('=').map((s) => s.trim());
    const name = rawName as FlagName;
    if (!flagNames.includes(name)) {
      throw new ConfigError([`FLAGS: unknown flag "${rawName}" (known: ${flagNames.join(', ')})`]);
    }
    if ((rawValue !== '0' && rawValue !== '1') || rest.length > 0) {
      const value = [rawValue, ...rest].join('=');
      throw new ConfigError([`FLAGS: flag "${rawName}" must be 0 or 1, got "${value}"`]);
    }
    flags[name] = rawValue === '1' ? 1 : 0;
  }
  return flags;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const YES = ['1', 'true', 'yes', 'on'];
const NO = ['0', 'false', 'no', 'off'];
const boolish = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (v) => YES.includes(v) || NO.includes(v),
    'must be 1 or 0 (or true/false, yes/no, on/off)',
  )
  .transform((v) => YES.includes(v));

/** Per organisation: about 1000 resized photos, 30 times the largest upload allowed. */
export const DEFAULT_UPLOAD_QUOTA_MB = 200;
/** Megabytes as the spec counts them ('3Mb' is 3 145 728 bytes). */
const MB = 1_048_576;

const HOSTNAME =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
// S3's rule for bucket names (lower case, digits, dots, hyphens; letters or digits at the ends).
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
// "Name <box@host>" or a bare "box@host".
const MAILBOX = /^([^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;

const urlWithScheme = (schemes: readonly string[], what: string) =>
  z.string().refine((text) => {
    try {
      const url = new URL(text);
      return schemes.includes(url.protocol) && url.hostname !== '';
    } catch {
      return false;
    }
  }, what);

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

const envSchema = z.object({
  PORT: optional(
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a whole number from 0 to 65535')
      .transform(Number)
      .refine((n) => n <= 65_535, 'must be a whole number from 0 to 65535'),
  ),
  HOST: optional(
    z
      .string()
      .trim()
      .refine(
        (host) => isIP(host) !== 0 || HOSTNAME.test(host),
        'must be an IP address or a host name, e.g. 127.0.0.1 or 0.0.0.0',
      ),
  ),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    urlWithScheme(['postgres:', 'postgresql:'], 'must be a URL like postgres://user@host:5432/db'),
  ),
  ADMIN_PHONE: optional(
    z
      .string()
      .trim()
      .regex(
        new RegExp(`^\\d{${LIMITS.phoneDigits}}$`),
        `must be a phone number: ${MESSAGES.phoneDigits}`,
      ),
  ),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  SEED_DEMO: optional(boolish),
  PUBLIC_URL: optional(urlWithScheme(['http:', 'https:'], 'must be an http:// or https:// URL')),
  FLAGS: z.string().optional(),
  LOG_LEVEL: optional(
    z
      .string()
      .trim()
      .pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  ),
  TIME_ZONE: optional(
    z
      .string()
      .trim()
      .refine(isTimeZone, 'must be an IANA time zone name, e.g. Asia/Kolkata or Europe/London'),
  ),
  UPLOAD_QUOTA_MB: optional(
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a whole number of megabytes from 1 to 1000000')
      .transform(Number)
      .refine(
        (n) => n >= 1 && n <= 1_000_000,
        'must be a whole number of megabytes from 1 to 1000000',
      ),
  ),
  TRUST_PROXY: optional(boolish),
  WEB_DIST: optional(z.string()),
  SMTP_URL: optional(
    urlWithScheme(['smtp:', 'smtps:'], 'must be a URL like smtp://user:pass@mail.example:587'),
  ),
  SMTP_FROM: optional(
    z.string().trim().regex(MAILBOX, 'must be an address like Nibble <no-reply@example.com>'),
  ),
  S3_URL: optional(
    urlWithScheme(
      ['s3:', 's3+http:'],
      'must be a URL like s3://KEY:SECRET@host:port/bucket?region=ap-south-1',
    ),
  ),
  S3_ENDPOINT: optional(
    urlWithScheme(
      ['http:', 'https:'],
      'must be an http:// or https:// URL, e.g. https://minio:9000',
    ),
  ),
  S3_BUCKET: optional(
    z.string().trim().regex(S3_BUCKET_NAME, 'must be a bucket name: 3 to 63 of a-z 0-9 . -'),
  ),
  S3_REGION: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, 'must be a region like ap-south-1'),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().trim()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(boolish),
});

type EnvName = keyof typeof envSchema.shape;
// Values never repeated back: they may carry credentials.
const SECRET: ReadonlySet<string> = new Set<EnvName>([
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'SMTP_URL',
  'S3_URL',
  'S3_SECRET_ACCESS_KEY',
]);

const describeIssue = (env: NodeJS.ProcessEnv, issue: z.core.$ZodIssue): string => {
  const name = String(issue.path[0] ?? 'environment');
  const value = env[name];
  const shown = value === undefined || SECRET.has(name) ? '' : ` (got "${value}")`;
  return `${name} ${issue.message}${shown}`;
};

type ParsedEnv = z.infer<typeof envSchema>;
const S3_PARTS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;
/** Amazon's own endpoints need a real region; self-run servers accept any, and most expect this. */
const DEFAULT_S3_REGION = 'us-east-1';

/**
 * The bucket from S3_URL or from the separate S3_* variables (never both). Any S3_* variable
 * set means "use a bucket", so a missing part is an error naming it, never a silent disk.
 */
export function parseS3(e: ParsedEnv): S3Config | undefined {
  const given = S3_PARTS.filter((name) => e[name] !== undefined);
  if (e.S3_URL) {
    if (given.length > 0) {
      throw new ConfigError([`S3_URL: set either S3_URL or ${given.join(', ')}, not both`]);
    }
    return parseS3Url(e.S3_URL);
  }
  if (given.length === 0) return undefined;
  const required: EnvName[] = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  // Without an endpoint the bucket is on Amazon S3, whose address depends on the region.
  if (!e.S3_ENDPOINT) required.push('S3_REGION');
  const missing = required.filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map((name) => `${name} is missing (needed with ${given.join(', ')})`),
    );
  }
  const config: S3Config = {
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION ?? DEFAULT_S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
  };
  if (e.S3_ENDPOINT) config.endpoint = e.S3_ENDPOINT.replace(/\/+$/, '');
  return config;
}

/**
 * s3://KEY:SECRET@host[:port]/bucket[?region=…&path_style=0|1]: HTTPS to host; s3+http:// for
 * plain HTTP on a private network. Key and secret are percent-encoded when they hold / + or @.
 */
function parseS3Url(text: string): S3Config {
  const url = new URL(text);
  const problems: string[] = [];
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!S3_BUCKET_NAME.test(bucket)) {
    problems.push('S3_URL: the path must be the bucket name, e.g. s3://KEY:SECRET@host/pictures');
  }
  if (!url.username || !url.password) {
    problems.push('S3_URL: the access key and secret must come before the host (KEY:SECRET@)');
  }
  const known = ['region', 'path_style'];
  const unknown = [...url.searchParams.keys()].filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    problems.push(`S3_URL: unknown option ${unknown.join(', ')} (known: ${known.join(', ')})`);
  }
  const region = url.searchParams.get('region') ?? DEFAULT_S3_REGION;
  if (!/^[a-z0-9-]+$/.test(region)) problems.push('S3_URL: region must be like ap-south-1');
  const pathStyle = boolish.safeParse(url.searchParams.get('path_style') ?? '1');
  if (!pathStyle.success) problems.push('S3_URL: path_style must be 1 or 0');
  if (problems.length > 0) throw new ConfigError(problems);
  const scheme = url.protocol === 's3+http:' ? 'http' : 'https';
  return {
    endpoint: `${scheme}://${url.host}`,
    bucket,
    region,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    forcePathStyle: pathStyle.data ?? true,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => describeIssue(env, issue)));
  }
  const e = parsed.data;
  const flags = parseFlags(e.FLAGS);
  const port = e.PORT ?? 3000;
  const dataDir = e.DATA_DIR ?? './data';
  const config: Config = {
    port,
    host: e.HOST ?? '127.0.0.1',
    dataDir: dataDir === ':memory:' ? dataDir : resolve(dataDir),
    adminPhone: e.ADMIN_PHONE ?? '9999999999',
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    flags,
    logLevel: e.LOG_LEVEL ?? 'info',
    timeZone: e.TIME_ZONE ?? DEFAULT_TIME_ZONE,
    trustProxy: e.TRUST_PROXY ?? false,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : defaultWebDist,
    uploadQuotaBytes: (e.UPLOAD_QUOTA_MB ?? DEFAULT_UPLOAD_QUOTA_MB) * MB,
    argon2: { memoryCost: 19_456, timeCost: 2 },
  };
  if (e.DATABASE_URL) config.databaseUrl = e.DATABASE_URL;
  if (e.ADMIN_PASSWORD) config.adminPassword = e.ADMIN_PASSWORD;
  if (e.SMTP_URL) {
    config.smtp = { url: e.SMTP_URL, from: e.SMTP_FROM ?? 'Nibble Studio <no-reply@localhost>' };
  }
  const s3 = parseS3(e);
  if (s3) config.s3 = s3;
  return config;
}
