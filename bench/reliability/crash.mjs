// Crash safety (issue 7): start the built server, fire a burst of design saves and uploads,
// SIGKILL it mid-burst, restart it, and check that every acknowledged save and upload is
// there and intact and that the database opens cleanly. Repeated per database kind.
// Usage: node bench/reliability/crash.mjs [--rounds 5] [--kinds pglite,postgres]
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where a fresh
// database is created and dropped. Exit code 1 when anything acknowledged was lost.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import {
  call,
  campaign,
  freshDatabase,
  pngOf,
  postgresAnswers,
  requireBuild,
  signIn,
  startServer,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    kinds: { type: 'string', default: 'pglite,postgres' },
    designs: { type: 'string', default: '6' },
  },
});
const ROUNDS = Number(values.rounds);
const DESIGNS = Number(values.designs);
requireBuild();

const sha = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function runKind(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), `nibble-crash-${kind}-`));
  const database = kind === 'postgres' ? await freshDatabase('nibble_crash') : null;
  const totals = {
    kind,
    rounds: 0,
    saves: 0,
    uploads: 0,
    lostSaves: 0,
    lostUploads: 0,
    damaged: 0,
    restartMs: [],
    problems: [],
  };
  let server = await startServer({ dataDir, databaseUrl: database?.url });
  const token = await signIn(server.url);
  const org = await call(server.url, 'POST', '/api/v1/admin/org', {
    token,
    json: {
      name: 'Crash Mart',
      phone: '9111111111',
      address: '1 Road',
      city: 'Kannur',
      state: 'kerala',
    },
  });
  const orgId = org.json.id;
  /** Per design: revision and content of the last save the server acknowledged. */
  const acked = new Map();
  for (let i = 0; i < DESIGNS; i++) {
    const res = await call(server.url, 'POST', `/api/v1/org/${orgId}/content`, {
      token,
      json: { title: `Crash ${i}`, content: campaign(`start ${i}`), type: 'promotion_coupon' },
    });
    acked.set(res.json.id, {
      revision: res.json.revision,
      content: res.json.content,
      sent: new Map(),
    });
  }
  /** path → size and sha256 of the stored bytes, for uploads acknowledged with 201. */
  const uploads = new Map();

  try {
    for (let round = 1; round <= ROUNDS; round++) {
      let stop = false;
      const saver = async (designId) => {
        const state = acked.get(designId);
        let seq = 0;
        while (!stop) {
          const content = campaign(
            `round ${round} design ${designId} save ${++seq} ${'x'.repeat((seq % 7) * 300)}`,
          );
          const revision = state.revision;
          state.sent.set(revision + 1, [...(state.sent.get(revision + 1) ?? []), sha(content)]);
          try {
            const res = await call(server.url, 'PUT', `/api/v1/org/${orgId}/content/${designId}`, {
              token,
              json: { campaign: content, revision },
            });
            if (res.status === 200) {
              state.revision = res.json.revision;
              state.content = res.json.content;
              totals.saves++;
            } else if (res.status === 409) {
              state.revision = res.json.current.revision;
              state.content = res.json.current.content;
            } else {
              totals.problems.push(`save answered ${res.status}`);
            }
          } catch {
            return; // the server is gone: this save was never acknowledged
          }
        }
      };
      const uploader = async () => {
        let n = 0;
        while (!stop) {
          const bytes = await pngOf(round * 1000 + n++);
          const form = new FormData();
          form.append('design', new Blob([bytes], { type: 'image/png' }), 'crash.png');
          try {
            const res = await fetch(
              `${server.url}/api/v1/upload-image/${orgId}/path/image-${Date.now()}${n}`,
              { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form },
            );
            const body = await res.json();
            if (res.status === 201) {
              const stored = await call(
                server.url,
                'GET',
                `/api/v1/upload-image/${orgId}/path/${body.path}`,
                { token },
              );
              uploads.set(body.path, { size: body.size, sha: sha(stored.bytes) });
              totals.uploads++;
            } else totals.problems.push(`upload answered ${res.status}`);
          } catch {
            return;
          }
        }
      };
      const workers = [...acked.keys()].map(saver).concat([uploader(), uploader()]);
      await sleep(2000 + Math.random() * 3000);
      await server.kill('SIGKILL');
      stop = true;
      await Promise.all(workers);

      server = await startServer({ dataDir, databaseUrl: database?.url });
      totals.restartMs.push(server.startMs);
      totals.rounds++;
      for (const [designId, state] of acked) {
        const res = await call(server.url, 'GET', `/api/v1/org/${orgId}/content/${designId}`, {
          token,
        });
        if (res.status !== 200) {
          totals.lostSaves++;
          totals.problems.push(`design ${designId} answered ${res.status} after restart`);
          continue;
        }
        const design = res.json;
        try {
          JSON.parse(design.content);
        } catch {
          totals.damaged++;
        }
        if (design.revision < state.revision) {
          totals.lostSaves++;
          totals.problems.push(
            `design ${designId}: revision ${design.revision} < acknowledged ${state.revision}`,
          );
        } else if (design.revision === state.revision && design.content !== state.content) {
          totals.damaged++;
          totals.problems.push(`design ${designId}: content differs at acknowledged revision`);
        } else if (design.revision > state.revision) {
          // Committed but the answer was lost with the process: it must be one we sent.
          if (!(state.sent.get(design.revision) ?? []).includes(sha(design.content))) {
            totals.damaged++;
            totals.problems.push(
              `design ${designId}: unknown content at revision ${design.revision}`,
            );
          }
        }
        state.revision = design.revision;
        state.content = design.content;
        state.sent.clear();
      }
      for (const [path, expected] of uploads) {
        const res = await call(server.url, 'GET', `/api/v1/upload-image/${orgId}/path/${path}`, {
          token,
        });
        if (res.status !== 200) {
          totals.lostUploads++;
          totals.problems.push(`upload ${path} answered ${res.status}`);
          continue;
        }
        if (sha(res.bytes) !== expected.sha || res.bytes.length !== expected.size) totals.damaged++;
        else await sharp(res.bytes).metadata();
      }
      const list = await call(server.url, 'GET', `/api/v1/upload-image/${orgId}/illustration`, {
        token,
      });
      const listed = new Set(list.json.map((f) => f.path));
      for (const path of uploads.keys()) if (!listed.has(path)) totals.lostUploads++;
      console.log(
        `${kind} round ${round}: saves acked ${totals.saves}, uploads acked ${totals.uploads}, restart ${server.startMs} ms, lost ${totals.lostSaves + totals.lostUploads}, damaged ${totals.damaged}`,
      );
    }
  } finally {
    await server.kill('SIGTERM');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return totals;
}

const results = [];
for (const kind of values.kinds.split(',')) {
  if (kind === 'postgres' && !(await postgresAnswers())) {
    console.log('postgres: skipped, BENCH_PG_URL does not answer');
    continue;
  }
  results.push(await runKind(kind));
}
console.log(
  '\n| database | SIGKILLs | acknowledged saves | acknowledged uploads | lost | damaged | restart (ms, median) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  const sorted = [...r.restartMs].sort((x, y) => x - y);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `| ${r.kind} | ${r.rounds} | ${r.saves} | ${r.uploads} | ${r.lostSaves + r.lostUploads} | ${r.damaged} | ${median} |`,
  );
  for (const p of r.problems.slice(0, 10)) console.log(`  ${r.kind}: ${p}`);
}
const failed = results.some((r) => r.lostSaves + r.lostUploads + r.damaged > 0);
process.exit(failed ? 1 : 0);
