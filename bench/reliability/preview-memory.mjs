// Preview memory (issue 18): the server's peak resident memory (RSS) while 20 preview
// uploads of the largest allowed size arrive at once, and while 20 picture bombs (a 290 KB
// PNG of 10000 × 10000 pixels, 300 MB once decoded) arrive at once and are refused.
// Usage: node bench/reliability/preview-memory.mjs [--uploads 20] [--rounds 3]
// Loopback only, the built server on a fresh DATA_DIR (PGlite). Exit code 1 when an upload
// is not answered as expected or one burst raises RSS by more than --budget MB.
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { call, requireBuild, startServer } from './lib.mjs';

const { values } = parseArgs({
  options: {
    uploads: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    budget: { type: 'string', default: '200' },
  },
});
requireBuild();
const UPLOADS = Number(values.uploads);
const ROUNDS = Number(values.rounds);
const BUDGET_MB = Number(values.budget);
/** PREVIEW_MAX_SIDE of packages/core: the largest page side at ratio 1, plus half. */
const SIDE = 1800;
const MAX_BYTES = 3_145_728;

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

/** 1800 × 1800, noisy enough to weigh just under the 3 MB upload limit. */
async function largestPreview() {
  for (let rows = 560; rows > 0; rows -= 20) {
    const pixels = Buffer.alloc(SIDE * SIDE * 3, 0xb3);
    for (let i = 0; i < SIDE * rows * 3; i++) pixels[i] = Math.floor(Math.random() * 256);
    const png = await sharp(pixels, { raw: { width: SIDE, height: SIDE, channels: 3 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    if (png.length <= MAX_BYTES - 4096) return png;
  }
  throw new Error('no preview under the upload limit');
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of black pixels whose rows deflate to almost nothing. */
async function pngBomb(width, height) {
  const deflate = createDeflate({ level: 9 });
  const parts = [];
  deflate.on('data', (part) => parts.push(part));
  const zeros = Buffer.alloc(1 << 20);
  for (let left = (1 + 3 * width) * height; left > 0; left -= zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length)))) {
      await once(deflate, 'drain');
    }
  }
  deflate.end();
  await once(deflate, 'end');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (base, token, designId, name, png) => {
  const form = new FormData();
  form.append('design', new Blob([png], { type: 'image/png' }), 'preview.png');
  return fetch(`${base}/api/v1/design-image/${designId}/path/${name}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  }).then(async (res) => ({ status: res.status, body: await res.text() }));
};

/** Sends `count` uploads at once and samples the server's RSS every 10 ms meanwhile. */
async function burst(server, token, designIds, png, round) {
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 10);
  const started = performance.now();
  const answers = await Promise.all(
    designIds.map((id, i) => upload(server.url, token, id, `design-${round * 1000 + i + 1}`, png)),
  );
  const ms = Math.round(performance.now() - started);
  await new Promise((r) => setTimeout(r, 200));
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(server.pid));
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return { before, peak, rise: peak - before, ms, statuses, sample: answers[0]?.body ?? '' };
}

const dataDir = mkdtempSync(join(tmpdir(), 'nibble-preview-mem-'));
const arenas = process.env.MALLOC_ARENA_MAX
  ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX }
  : {};
const server = await startServer({ dataDir, env: { SEED_DEMO: '1', ...arenas } });
let failed = false;
try {
  const token = (
    await call(server.url, 'POST', '/api/v1/session', {
      json: { username: '9000000001', password: 'demo-password-1' },
    })
  ).json.id;
  const orgId = (await call(server.url, 'GET', '/api/v1/orgs', { token })).json[0].id;
  const designIds = [];
  for (let i = 0; i < UPLOADS; i++) {
    const created = await call(server.url, 'POST', `/api/v1/org/${orgId}/content`, {
      token,
      json: { title: `Bench ${i}`, content: '', type: 'restaurant_menu' },
    });
    designIds.push(created.json.id);
  }
  const largest = await largestPreview();
  const bomb = await pngBomb(10_000, 10_000);
  // One burst to warm up (pools, sharp's threads), then let the seeding's garbage settle:
  // the baseline is the lowest RSS over 5 s.
  await burst(server, token, designIds, largest, 99);
  let baseline = rssMb(server.pid);
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 100));
    baseline = Math.min(baseline, rssMb(server.pid));
  }
  let highest = baseline;
  console.log(
    `server pid ${server.pid}; baseline RSS ${baseline} MB; largest preview ${SIDE}x${SIDE} ` +
      `${(largest.length / 1_048_576).toFixed(2)} MB; bomb 10000x10000 ${Math.round(bomb.length / 1024)} KB`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    const good = await burst(server, token, designIds, largest, round * 2);
    const bad = await burst(server, token, designIds, bomb, round * 2 + 1);
    console.log(
      `round ${round + 1}: ${UPLOADS} largest previews ${JSON.stringify(good.statuses)} in ${good.ms} ms, ` +
        `RSS ${good.before} → peak ${good.peak} MB (+${good.rise}); ${UPLOADS} bombs ` +
        `${JSON.stringify(bad.statuses)} in ${bad.ms} ms, RSS ${bad.before} → peak ${bad.peak} MB (+${bad.rise})`,
    );
    highest = Math.max(highest, good.peak, bad.peak);
    if (good.statuses[200] !== UPLOADS) {
      failed = true;
      console.log(`  a largest preview was not stored: ${good.sample}`);
    }
    if (bad.statuses[400] !== UPLOADS) {
      failed = true;
      console.log(`  a bomb was not refused: ${bad.sample}`);
    }
    if (Math.max(good.rise, bad.rise) > BUDGET_MB) failed = true;
  }
  console.log(`highest RSS ${highest} MB, ${highest - baseline} MB above the baseline`);
} finally {
  await server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? 'FAILED' : 'ok');
process.exit(failed ? 1 : 0);
