// Start-up checks against the outside world, run after the configuration parses and before
// anything is written: a DATABASE_URL that answers, a DATA_DIR that can be written. Each
// failure is a ConfigError, one line naming the variable.
import { accessSync, constants, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import pg from 'pg';
import { type Config, ConfigError, type S3Config } from '../config.ts';
import { S3BlobStore } from '../storage/index.ts';

/** How long a database may take to answer before the start gives up. */
export const DATABASE_ANSWER_MS = 5_000;

/** host:port/database of a postgres URL, without the credentials. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the given address';
  }
}

const reasonOf = (error: unknown): string => {
  const { code, message } = error as { code?: string; message?: string };
  // Network codes (ECONNREFUSED, ENOTFOUND…) read better than their long messages; a server's
  // own refusal (no such database, wrong password) reads best as its message.
  if (code && /^E[A-Z]+$/.test(code)) return code;
  return (message ?? String(error)).split('\n')[0] ?? 'no answer';
};

export async function checkDatabaseAnswers(
  url: string,
  timeoutMs = DATABASE_ANSWER_MS,
): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  // A connection that dies after the check must not crash the process with an 'error' event.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new ConfigError([
      `DATABASE_URL: no PostgreSQL answers at ${describeDatabase(url)} (${reasonOf(error)})`,
    ]);
  } finally {
    await client.end().catch(() => {});
  }
}

/** DATA_DIR, or the first folder above it that exists, must be a folder this process can write. */
export function checkDataDir(dataDir: string): void {
  let dir = resolve(dataDir);
  for (;;) {
    try {
      const stat = statSync(dir);
      if (!stat.isDirectory()) {
        throw new ConfigError([`DATA_DIR: ${dir} is a file, not a folder`]);
      }
      accessSync(dir, constants.W_OK);
      return;
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'ENOENT' && dirname(dir) !== dir) {
        dir = dirname(dir);
        continue;
      }
      throw new ConfigError([`DATA_DIR: cannot write to ${dir} (${code ?? 'error'})`]);
    }
  }
}

/** The configured bucket must answer to the configured keys before any picture is trusted to it. */
export async function checkBucketAnswers(s3: S3Config): Promise<void> {
  const store = new S3BlobStore(s3);
  try {
    await store.checkBucket();
  } catch (error) {
    const where = s3.endpoint ?? `Amazon S3 (${s3.region})`;
    throw new ConfigError([
      `S3: bucket "${s3.bucket}" at ${where} does not answer (${(error as Error).message})`,
    ]);
  } finally {
    store.close();
  }
}

export async function preflight(config: Config): Promise<void> {
  if (config.databaseUrl) await checkDatabaseAnswers(config.databaseUrl);
  else if (config.dataDir !== ':memory:') checkDataDir(config.dataDir);
  if (config.s3) await checkBucketAnswers(config.s3);
}

/** A listen failure the operator can fix in the configuration, as a ConfigError. */
export function listenError(error: unknown, config: Pick<Config, 'port' | 'host'>): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') {
    return new ConfigError([`PORT: ${config.port} is already in use on ${config.host}`]);
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new ConfigError([`HOST: ${config.host} is not an address of this machine (${code})`]);
  }
  if (code === 'EACCES') {
    return new ConfigError([`PORT: not allowed to listen on port ${config.port} (EACCES)`]);
  }
  return error;
}
