// Start-up with bad configuration (issue 15): the real server process, from source through
// tsx, stops with one readable line naming the variable and writes nothing; a demo phone that
// ADMIN_PHONE took does not stop it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.ts';
import { checkDatabaseAnswers, checkDataDir } from '../src/startup/preflight.ts';
import { freePort } from './attack/server-process.ts';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'nibble-startup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts src/main.ts with `env`: its output so far, and its exit. */
function spawnServer(env: Record<string, string>, timeoutMs = 90_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'admin-pass-1',
      WEB_DIST: join(tmpdir(), 'nibble-no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const exited = new Promise<Run>((done) => {
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
  return { child, exited, output: () => stdout + stderr };
}

const runServer = (env: Record<string, string>) => spawnServer(env).exited;

const refusal = async (env: Record<string, string>) => {
  const dataDir = join(tempDir(), 'data');
  const run = await runServer({ DATA_DIR: dataDir, PORT: String(await freePort()), ...env });
  return { ...run, wroteData: existsSync(dataDir) };
};

describe('the server refuses bad configuration', () => {
  it.each([
    [{ ADMIN_PHONE: '12345' }, 'ADMIN_PHONE must be a phone number'],
    [{ PORT: '99999' }, 'PORT must be a whole number from 0 to 65535 (got "99999")'],
    [{ PUBLIC_URL: 'nibble.example' }, 'PUBLIC_URL must be an http:// or https:// URL'],
    [{ FLAGS: 'registration=2' }, 'FLAGS: flag "registration" must be 0 or 1, got "2"'],
    [{ TIME_ZONE: 'India/Kannur' }, 'TIME_ZONE must be an IANA time zone name'],
  ])('%o: exit 1, one line, nothing written', async (env, expected) => {
    const run = await refusal(env);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Invalid configuration: ${expected}`);
    expect(run.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    expect(run.wroteData).toBe(false);
  });

  it('a DATABASE_URL that does not answer: one line, before anything is written', async () => {
    const port = await freePort();
    const run = await refusal({
      DATABASE_URL: `postgres://nibble:s3cret@127.0.0.1:${port}/nibble`,
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trimEnd()).toBe(
      `Invalid configuration: DATABASE_URL: no PostgreSQL answers at 127.0.0.1:${port}/nibble (ECONNREFUSED)`,
    );
    expect(run.wroteData).toBe(false);
  });

  it('a PORT already in use: one line', async () => {
    const { createServer } = await import('node:net');
    const busy = createServer();
    await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
    const address = busy.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const run = await runServer({
        DATA_DIR: join(tempDir(), 'data'),
        PORT: String(port),
        SEED_DEMO: '0',
      });
      expect(run.code).toBe(1);
      expect(run.stderr.trimEnd()).toBe(
        `Invalid configuration: PORT: ${port} is already in use on 127.0.0.1`,
      );
    } finally {
      busy.close();
    }
  });
});

describe('ADMIN_PHONE equal to a demo phone', () => {
  it('starts, serves, and moves the demo owner to a free phone (one line)', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = spawnServer({
      DATA_DIR: join(tempDir(), 'data'),
      PORT: String(port),
      ADMIN_PHONE: '9000000001',
      SEED_DEMO: '1',
    });
    const signIn = (username: string, password: string) =>
      fetch(`${url}/api/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
    try {
      for (let i = 0; ; i++) {
        if (server.child.exitCode !== null) throw new Error(`exited:\n${server.output()}`);
        if (i > 600) throw new Error(`no answer:\n${server.output()}`);
        const health = await fetch(`${url}/api/v1/health`).catch(() => null);
        if (health?.ok) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const admin = await signIn('9000000001', 'admin-pass-1');
      expect(admin.status).toBe(200);
      expect((await admin.json()).role).toBe('sys_admin');
      const owner = await signIn('9000000004', 'demo-password-1');
      expect(owner.status).toBe(200);
      expect((await owner.json()).name).toBe('Anil Kumar');
      const notices = server
        .output()
        .split('\n')
        .filter((line) => line.includes('Demo'));
      expect(notices).toEqual([
        "Demo Anil Kumar has phone 9000000004: 9000000001 is the platform administrator's (ADMIN_PHONE)",
      ]);
      expect(server.output()).not.toContain('users_phone_unique');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

describe('preflight checks', () => {
  it('checkDatabaseAnswers names the address without the credentials', async () => {
    const port = await freePort();
    const error = await checkDatabaseAnswers(
      `postgres://u:s3cret@127.0.0.1:${port}/db`,
      1_000,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      `Invalid configuration: DATABASE_URL: no PostgreSQL answers at 127.0.0.1:${port}/db (ECONNREFUSED)`,
    );
  });

  it('checkDataDir refuses a file and accepts a folder still to be made', () => {
    const dir = tempDir();
    const file = join(dir, 'file');
    writeFileSync(file, 'x');
    expect(() => checkDataDir(file)).toThrow(`DATA_DIR: ${file} is a file, not a folder`);
    expect(() => checkDataDir(join(dir, 'new', 'data'))).not.toThrow();
    expect(readdirSync(dir)).toEqual(['file']);
  });
});
