// Crash safety (issues 7 and 17): start the built server, fire a burst of design saves,
// uploads and live edits (several collaboration clients on one design), SIGKILL it mid-burst,
// restart it, and check that every acknowledged save, upload and live update is there and
// intact and that the database opens cleanly. Repeated per database kind.
// Usage: node --import tsx bench/reliability/crash.mjs [--rounds 5] [--kinds pglite,postgres]
//   [--editors 4] [--port N]   (--editors 0: no live editors, plain `node` is enough)
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where a fresh
// database is created and dropped. Exit code 1 when anything acknowledged was lost.
// Over 300 lines: one scenario (start, burst, SIGKILL, restart, check) that reads top to bottom.
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
    editors: { type: 'string', default: '4' },
    port: { type: 'string', default: '' },
  },
});
const EDITORS = Number(values.editors);
const PORT = values.port ? Number(values.port) : undefined;
const live = EDITORS > 0 ? await import('./live-editors.mjs') : null;
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
    liveSent: 0,
    liveAcked: 0,
    liveLost: 0,
    liveLostJson: 0,
  };
  let server = await startServer({ dataDir, databaseUrl: database?.url, port: PORT });
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
  const liveDesign = await call(server.url, 'POST', `/api/v1/org/${orgId}/content`, {
    token,
    json: { title: 'Crash live', content: campaign('live'), type: 'promotion_coupon' },
  });
  const liveId = liveDesign.json.id;
  /** Every live update acknowledged so far, and the last acknowledged position per shape. */
  const liveAcked = [];
  /** Acknowledged updates found missing after a restart (client:clock), counted once. */
  const lostUpdates = new Set();
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
      const editors = live
        ? await Promise.all(
            Array.from({ length: EDITORS }, () => live.openLive(server.url, liveId, token)),
          )
        : [];
      const bursts = editors.map((editor, i) =>
        live.burst(editor, { name: `e${i}`, round, stop: () => stop }).catch((error) => {
          totals.problems.push(`live editor failed: ${error.message}`);
          return [];
        }),
      );
      const workers = [...acked.keys()].map(saver).concat([uploader(), uploader()]);
      await sleep(2000 + Math.random() * 3000);
      await server.kill('SIGKILL');
      stop = true;
      // Before the restart: a client that reconnected would send its updates again, and this
      // measures what the SERVER kept of what it acknowledged.
      for (const editor of editors) editor.destroy();
      await Promise.all(workers);
      const roundSent = await Promise.all(bursts);
      /** Per shape: positions after each of its updates sent this round, in order. */
      const sentPositions = new Map();
      for (const [i, sent] of roundSent.entries()) {
        const ackList = editors[i].acks;
        if (ackList.includes(false)) totals.problems.push('a live update was refused');
        const acknowledged = live.acknowledged(sent, ackList);
        totals.liveSent += sent.length;
        totals.liveAcked += acknowledged.length;
        for (const [k, update] of sent.entries()) {
          const list = sentPositions.get(update.id) ?? [];
          list.push({ x: update.x, y: update.y, acked: k < acknowledged.length });
          sentPositions.set(update.id, list);
        }
        liveAcked.push(...acknowledged);
      }

      server = await startServer({ dataDir, databaseUrl: database?.url, port: PORT });
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
      if (live) {
        // The JSON first (as the REST API serves it right after the restart), then the live
        // state a fresh client with no local copy receives.
        const res = await call(server.url, 'GET', `/api/v1/org/${orgId}/content/${liveId}`, {
          token,
        });
        const positions = live.positionsOf(res.json.content);
        for (const [id, list] of sentPositions) {
          const lastAcked = list.findLastIndex((p) => p.acked);
          if (lastAcked < 0) continue;
          const at = positions.get(id);
          // Updates sent after the last acknowledged one may have been applied too.
          const fine = list.slice(lastAcked).some((p) => at && p.x === at.x && p.y === at.y);
          if (!fine) {
            totals.liveLostJson++;
            if (totals.liveLostJson <= 3)
              totals.problems.push(
                `live shape ${id}: JSON ${JSON.stringify(at)}, acknowledged ${JSON.stringify(list[lastAcked])}`,
              );
          }
        }
        const fresh = await live.openLive(server.url, liveId, token);
        const vector = live.stateVectorOf(fresh.doc);
        fresh.destroy();
        for (const update of liveAcked) {
          if ((vector.get(update.client) ?? 0) < update.clock)
            lostUpdates.add(`${update.client}:${update.clock}`);
        }
        totals.liveLost = lostUpdates.size;
        // Each round's clients are new ones: what was acknowledged stays checked every round.
        await sleep(500);
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
        `${kind} round ${round}: saves acked ${totals.saves}, uploads acked ${totals.uploads}, live updates sent ${totals.liveSent} acked ${totals.liveAcked}, restart ${server.startMs} ms, lost ${totals.lostSaves + totals.lostUploads}, live lost ${totals.liveLost} (JSON ${totals.liveLostJson}), damaged ${totals.damaged}`,
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
  '\n| database | SIGKILLs | acknowledged saves | acknowledged uploads | lost | damaged | live updates sent | acknowledged | lost (live state) | lost (JSON) | restart (ms, median) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const sorted = [...r.restartMs].sort((x, y) => x - y);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `| ${r.kind} | ${r.rounds} | ${r.saves} | ${r.uploads} | ${r.lostSaves + r.lostUploads} | ${r.damaged} | ${r.liveSent} | ${r.liveAcked} | ${r.liveLost} | ${r.liveLostJson} | ${median} |`,
  );
  for (const p of r.problems.slice(0, 10)) console.log(`  ${r.kind}: ${p}`);
}
const failed = results.some(
  (r) => r.lostSaves + r.lostUploads + r.damaged + r.liveLost + r.liveLostJson > 0,
);
process.exit(failed ? 1 : 0);
