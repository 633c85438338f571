// Real server processes for the multi-process suites: the built dist/main.js, spawned with
// its own port and DATA_DIR, so nothing is shared except what the database shares.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST_MAIN = join(serverRoot, 'dist', 'main.js');

// What dist/main.js is built from: the server's code and the core it bundles.
const SOURCES = [join(serverRoot, 'src'), resolve(serverRoot, '../../packages/core/src')];

/** The newest modification time of any file under `dir`. */
const newestUnder = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );

/**
 * Builds dist/main.js when it is missing (a fresh checkout) or older than its sources (a
 * working tree where the code moved on since the last build); esbuild takes a few seconds.
 */
export function ensureBuilt(): string {
  const stale = () => statSync(DIST_MAIN).mtimeMs < Math.max(...SOURCES.map(newestUnder));
  if (!existsSync(DIST_MAIN) || stale()) {
    execFileSync(process.execPath, ['build.mjs'], { cwd: serverRoot, stdio: 'ignore' });
  }
  return DIST_MAIN;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit (crash tests). */
  kill(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  databaseUrl?: string;
  adminPhone: string;
  adminPassword: string;
  env?: Record<string, string>;
  /** How long to wait for /health. */
  timeoutMs?: number;
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [ensureBuilt()], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ADMIN_PHONE: options.adminPhone,
      ADMIN_PASSWORD: options.adminPassword,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(options.dataDir, 'no-web-dist'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before answering:\n${text}`);
    }
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /health in time:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    url,
    child,
    output: () => text,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

/** A fresh database on the PostgreSQL that TEST_DATABASE_URL points to, and its dropper. */
export async function freshPostgresDatabase(
  adminUrl: string,
  prefix = 'nibble_r',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
