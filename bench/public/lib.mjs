// Shared helpers of the public benchmarks: start the built server, wait for it, seed contents.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// NIBBLE_SERVER: another build's server, for before/after runs (with WEB_DIST for its web build).
export const SERVER = process.env.NIBBLE_SERVER ?? join(ROOT, 'apps/server/dist/main.js');
export const DEMO_OWNER = { phone: '9000000001', password: 'demo-password-1' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts apps/server/dist/main.js on loopback; resolves once /api/v1/health answers. `stdout`
 * takes the server's log lines (a file descriptor), thrown away by default.
 */
export async function startServer({ port, env = {}, stdout = 'ignore' }) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'nibble-bench-'));
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-admin-password',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v1/health`, child);
  return { base, child, stop: () => stopChild(child) };
}

export async function waitFor(url, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function call(base, path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Brings the demo organisation (Kannur) to `total` published, active contents, the way staff
 * would: create each design through the API and publish it from today for 30 days.
 */
export async function seedCityContents(base, total) {
  const { id: token } = await call(base, '/session', {
    method: 'POST',
    body: { username: DEMO_OWNER.phone, password: DEMO_OWNER.password },
  });
  const [org] = await call(base, '/orgs', { token });
  const designs = await call(base, `/org/${org.id}/contents`, { token });
  const template = designs.find((d) => d.published === 1) ?? designs[0];
  const have = designs.filter((d) => d.published === 1).length;
  const start = new Date();
  const end = new Date(Date.now() + 30 * 86_400_000);
  for (let i = have; i < total; i++) {
    const design = await call(base, `/org/${org.id}/content`, {
      token,
      method: 'POST',
      body: { title: `Bench offer ${i + 1}`, content: template.content, type: template.type },
    });
    await call(base, `/org/${org.id}/content/${design.id}`, {
      token,
      method: 'PUT',
      body: { published: 1, publish_start: start.toISOString(), publish_end: end.toISOString() },
    });
  }
  return org;
}
