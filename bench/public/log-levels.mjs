// What access logging costs: city listing and QR image req/s at each LOG_LEVEL, for one or
// more server builds (say the one before and the one after a change), each as a share of a
// bare Fastify server sending the same bytes (ceiling-server.mjs, "body + headers").
// Usage: node bench/public/log-levels.mjs [--build after=apps/server/dist/main.js]
//          [--build before=/tmp/before/apps/server/dist/main.js] [--levels silent,warn,info,debug]
//          [--rounds 5] [--duration 2] [--connections 20]
//          [--port 3420]   (first of its ports: the seeding server, the ceiling, then one per server)
// Every server runs at once on its own copy of one seeded embedded database, logging to a file
// (as an operator's redirect would); the rounds interleave them, and each app figure is
// divided by the ceiling measured just before it, so load from elsewhere on a shared machine
// mostly cancels out; the report gives the median of those ratios, and the median ratio of CPU
// time per request (read from /proc), which other load on the machine does not move.
import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { ROOT, SERVER, seedCityContents, startServer, stopChild, waitFor } from './lib.mjs';

const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const builds = argv
  .flatMap((value, i) => (argv[i - 1] === '--build' ? [value.split('=')] : []))
  .map(([label, path]) => ({ label, main: resolve(path) }));
if (builds.length === 0) builds.push({ label: 'this tree', main: SERVER });
const LEVELS = arg('levels', 'silent,warn,info,debug').split(',');
const ROUNDS = Number(arg('rounds', 5));
const DURATION = Number(arg('duration', 2));
const CONNECTIONS = Number(arg('connections', 20));
const CONTENTS = 50;
const PORT = Number(arg('port', 3420));
/** /proc counts CPU time in clock ticks of 10 ms (USER_HZ 100 on Linux). */
const TICK_MICROS = 10_000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** CPU time the process has used, in clock ticks (user + system, all its threads). */
function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Loads `url` for `duration` s: req/s, and the CPU the serving process spent per request.
 * The second does not move when other work on the machine takes the cores away, so its ratio
 * to the ceiling's says what the req/s ratio would be on a quiet machine.
 */
async function measure(url, pid, duration = DURATION) {
  const cpuBefore = pid ? cpuTicks(pid) : 0;
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  if (result.non2xx || result.errors) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const cpu = pid ? (cpuTicks(pid) - cpuBefore) / result.requests.total : 0;
  return { rps: result.requests.average, cpu };
}
const reqPerSec = async (url, duration) => (await measure(url, 0, duration)).rps;

/** What the app answered, as the ceiling will repeat it: headers (not Date or framing) and body. */
async function capture(name, url) {
  const res = await fetch(url);
  const headers = {};
  for (const [key, value] of res.headers) {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(key))
      headers[key] = value;
  }
  return { name, headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
}

/** Starts `main` on a copy of `dataDir`, its stdout (the log) going to a file. */
async function startBuild({ main, port, level, dataDir, work }) {
  const copy = join(work, `data-${port}`);
  cpSync(dataDir, copy, { recursive: true });
  const logFile = join(work, `log-${port}.jsonl`);
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: copy,
      ADMIN_PASSWORD: 'bench-admin-password',
      SEED_DEMO: '1',
      LOG_LEVEL: level,
    },
    stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v1/health`, child);
  return { base, logFile, pid: child.pid, stop: () => stopChild(child) };
}

const work = mkdtempSync(join(tmpdir(), 'nibble-log-levels-'));
const running = [];
try {
  // One seeded database, copied for every server: the same 50 contents everywhere.
  const dataDir = join(work, 'seed');
  const seeder = await startServer({ port: PORT, env: { DATA_DIR: dataDir } });
  let listingPath;
  let qrPath;
  let answers;
  try {
    await seedCityContents(seeder.base, CONTENTS);
    listingPath = '/api/v1/contents-city?city=Kannur';
    const listing = await (await fetch(`${seeder.base}${listingPath}`)).json();
    if (listing.length !== CONTENTS) throw new Error(`expected ${CONTENTS}, got ${listing.length}`);
    qrPath = `/api/v1/qrcode/001:${listing[0].id}`;
    answers = [
      await capture('listing', `${seeder.base}${listingPath}`),
      await capture('qr', `${seeder.base}${qrPath}`),
    ];
  } finally {
    await seeder.stop();
  }

  const answersFile = join(work, 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const ceilingChild = spawn(
    process.execPath,
    [join(ROOT, 'bench/public/ceiling-server.mjs'), String(PORT + 1), answersFile],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const ceilingBase = `http://127.0.0.1:${PORT + 1}`;
  running.push({ stop: () => stopChild(ceilingChild) });
  await waitFor(`${ceilingBase}/health`, ceilingChild);

  let port = PORT + 2;
  const servers = [];
  for (const build of builds) {
    for (const level of LEVELS) {
      const server = await startBuild({ main: build.main, port: port++, level, dataDir, work });
      running.push(server);
      servers.push({ build: build.label, level, ...server });
      console.error(`started ${build.label} at ${level} on ${server.base}`);
    }
  }

  const endpoints = [
    { name: 'city listing', path: listingPath, ceiling: '/listing-same' },
    { name: 'QR image', path: qrPath, ceiling: '/qr-same' },
  ];
  // Warm-up: JIT, caches, the QR answer kept for replay.
  for (const e of endpoints) {
    await reqPerSec(`${ceilingBase}${e.ceiling}`, 1);
    for (const s of servers) await reqPerSec(`${s.base}${e.path}`, 1);
  }

  const ratios = new Map(); // `${endpoint}|${build}|${level}` → per-round ratios
  const ceilings = new Map(); // endpoint → per-round ceiling req/s
  const ceilingCpu = new Map(); // endpoint → per-round ceiling CPU ticks per request
  const loads = [];
  for (let round = 0; round < ROUNDS; round++) {
    loads.push(loadavg()[0]);
    for (const e of endpoints) {
      // A different order each round, so no server always runs first or last.
      const order = servers.map((_, i) => servers[(i + round) % servers.length]);
      const figures = [];
      for (const s of order) {
        const ceiling = await measure(`${ceilingBase}${e.ceiling}`, ceilingChild.pid);
        const app = await measure(`${s.base}${e.path}`, s.pid);
        ceilings.set(e.name, [...(ceilings.get(e.name) ?? []), ceiling.rps]);
        ceilingCpu.set(e.name, [...(ceilingCpu.get(e.name) ?? []), ceiling.cpu]);
        const key = `${e.name}|${s.build}|${s.level}`;
        ratios.set(key, [
          ...(ratios.get(key) ?? []),
          {
            rps: app.rps,
            ratio: app.rps / ceiling.rps,
            cpuRatio: ceiling.cpu / app.cpu,
            cpuMicros: app.cpu * TICK_MICROS,
          },
        ]);
        figures.push(`${s.build}/${s.level} ${Math.round(app.rps)} ÷ ${Math.round(ceiling.rps)}`);
      }
      console.error(`round ${round + 1} ${e.name}: ${figures.join(', ')}`);
    }
  }

  const logBytes = new Map(servers.map((s) => [`${s.build}|${s.level}`, statSync(s.logFile).size]));
  console.log(
    `\n${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} · Node ${process.version} · embedded database · ${CONNECTIONS} connections, ${ROUNDS} rounds × ${DURATION} s · load average at round starts ${loads.map((l) => l.toFixed(1)).join(', ')}\n`,
  );
  for (const e of endpoints) {
    const c = ceilings.get(e.name);
    console.log(
      `${e.name}: ceiling (bare Fastify, same bytes) median ${Math.round(median(c))} req/s, ${Math.round(Math.min(...c))}–${Math.round(Math.max(...c))}; cells: median of req/s ÷ ceiling's / median of ceiling's CPU per request ÷ app's (median req/s)\n`,
    );
    console.log(`| build | ${LEVELS.join(' | ')} |`);
    console.log(`|---|${LEVELS.map(() => '---:').join('|')}|`);
    for (const build of builds) {
      const cells = LEVELS.map((level) => {
        const samples = ratios.get(`${e.name}|${build.label}|${level}`);
        const pct = (key) => `${Math.round(100 * median(samples.map((s) => s[key])))}%`;
        return `${pct('ratio')} / ${pct('cpuRatio')} (${Math.round(median(samples.map((s) => s.rps)))})`;
      });
      console.log(`| ${build.label} | ${cells.join(' | ')} |`);
    }
    console.log('');
    const ceilingMicros = median(ceilingCpu.get(e.name)) * TICK_MICROS;
    console.log(
      `${e.name}, CPU µs per request (median): ceiling ${ceilingMicros.toFixed(1)}; ${builds
        .flatMap((build) =>
          LEVELS.map((level) => {
            const samples = ratios.get(`${e.name}|${build.label}|${level}`);
            return `${build.label}/${level} ${median(samples.map((s) => s.cpuMicros)).toFixed(1)}`;
          }),
        )
        .join(', ')}\n`,
    );
  }
  console.log(
    `log written per server (bytes): ${[...logBytes].map(([k, v]) => `${k} ${v}`).join(', ')}`,
  );
} finally {
  for (const r of running.reverse()) await r.stop();
  rmSync(work, { recursive: true, force: true });
}
