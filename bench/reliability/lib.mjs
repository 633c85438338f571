// Shared by the reliability scripts: the built server in its own process (own port, own
// DATA_DIR), a fresh PostgreSQL database, and a small JSON client. Loopback only.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// NIBBLE_SERVER_MAIN runs another build of the server (e.g. one made for a single run).
export const SERVER_MAIN = process.env.NIBBLE_SERVER_MAIN || join(root, 'apps/server/dist/main.js');
export const PG_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const ADMIN = { phone: '9000000009', password: 'bench-password-1' };

export function requireBuild() {
  if (!existsSync(SERVER_MAIN)) {
    console.error('Build first: npm run build -w @nibble/server');
    process.exit(2);
  }
}

export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Starts dist/main.js; resolves when /health answers. `port` kept across restarts if given. */
export async function startServer({
  dataDir,
  databaseUrl = '',
  port,
  env = {},
  timeoutMs = 60_000,
}) {
  const chosen = port ?? (await freePort());
  const started = Date.now();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_PHONE: ADMIN.phone,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => {
    output += c;
  });
  child.stderr.on('data', (c) => {
    output += c;
  });
  const exited = new Promise((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const url = `http://127.0.0.1:${chosen}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {}
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    port: chosen,
    pid: child.pid,
    startMs: Date.now() - started,
    output: () => output,
    kill: async (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function freshDatabase(prefix = 'nibble_rel') {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function postgresAnswers() {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

export async function call(base, method, path, { token, json, body, headers = {} } = {}) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  let payload = body;
  if (json !== undefined) {
    h['content-type'] = 'application/json';
    payload = JSON.stringify(json);
  }
  const res = await fetch(`${base}${path}`, { method, headers: h, body: payload });
  const bytes = Buffer.from(await res.arrayBuffer());
  let parsed = null;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      parsed = JSON.parse(bytes.toString());
    } catch {}
  }
  return { status: res.status, bytes, json: parsed, text: bytes.toString() };
}

export async function signIn(base, phone = ADMIN.phone, password = ADMIN.password) {
  const res = await call(base, 'POST', '/api/v1/session', { json: { username: phone, password } });
  if (res.status !== 200) throw new Error(`sign-in ${res.status} ${res.text}`);
  return res.json.id;
}

export const pngOf = (seed) =>
  sharp({
    create: {
      width: 64 + (seed % 32),
      height: 48,
      channels: 3,
      background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 },
    },
  })
    .png()
    .toBuffer();

/** A campaign document (the shape core's parser accepts) carrying `text`. */
export const campaign = (text) =>
  JSON.stringify({
    id: 'c1',
    title: 'Crash',
    width: 800,
    height: 500,
    pages: {
      order: ['p1'],
      items: {
        p1: {
          id: 'p1',
          layers: {
            order: ['l1'],
            items: {
              l1: {
                id: 'l1',
                shapes: {
                  order: ['s1'],
                  items: { s1: { id: 's1', type: 'text', attrs: { x: 10, y: 10, text } } },
                },
              },
            },
          },
        },
      },
    },
  });
