#!/usr/bin/env node
// The phone's opening alone (issue 29: first drawn frame ≤ 2 s at 4x), for comparing builds
// on a shared machine: the opening of phone-500.mjs without its gestures (a 360 × 740 touch
// page, a new context each run, the CPU slowed from before the navigation), run on each of
// `--bases` in turn (each app on its own database), so every build meets the same load. Each
// run reports its first frame and all drawn (lib.mjs openRecorder), when the editor's chunk
// and the design were asked for, the main thread's long tasks before the first frame, and
// the machine's load average (1 min) as it ended.
//
//   node bench/editor/phone-open.mjs --bases http://127.0.0.1:3101,http://127.0.0.1:3102 \
//        --password PASSWORD [--pairs 8] [--shapes 500] [--rate 4] [--profile /tmp/open]
//
// `--profile DIR` records a CPU profile (CDP Profiler) of each run's opening to its first
// frame, writes it to DIR (open it in DevTools' Performance panel) and prints where the main
// thread spent it: by script file and by function (self time, ms at the throttled rate).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launch, mixedDesign, openRecorder, openTab, options } from './lib.mjs';

const opt = options({ bases: '', pairs: '8', shapes: '500', rate: '4', profile: '', top: '12' });
const SHAPES = Number(opt.shapes);
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const bases = (opt.bases || opt.base).split(',');

/** Long tasks (start, duration) in the page before the app, in `window.__benchTasks`. */
function taskRecorder() {
  const tasks = [];
  window.__benchTasks = tasks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
}

/** Self time (ms) by script file and by function of a CDP profile, the largest first. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const files = new Map();
  const functions = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const file = url.split('/').pop() || functionName;
    add(files, file, ms);
    add(functions, `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`, ms);
  });
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(opt.top))
      .map(([name, ms]) => `${Math.round(ms)} ms ${name}`);
  return { byFile: top(files), byFunction: top(functions) };
}

async function open(browser, base, { session, design }, label) {
  const { context, page, cdp } = await openTab(browser, { ...opt, base }, session, design.id, {
    device: PHONE,
    rate: Number(opt.rate),
  });
  await page.addInitScript(openRecorder, SHAPES);
  await page.addInitScript(taskRecorder);
  if (opt.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await page.goto(new URL('/dashboard/design', base).href);
  const deadline = Date.now() + 120_000;
  const drawn = () => page.evaluate(() => window.__benchOpen?.allDrawnMs ?? null).catch(() => null);
  while (!(await drawn())) {
    if (Date.now() > deadline) throw new Error(`${base}: not drawn within 2 minutes`);
    await new Promise((done) => setTimeout(done, 100));
  }
  const run = await page.evaluate(() => {
    const { firstFrameMs, allDrawnMs } = window.__benchOpen;
    const asked = (pattern) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => pattern.test(new URL(e.name).pathname));
      return entry ? Math.round(entry.startTime) : null;
    };
    return {
      firstFrameMs: Math.round(firstFrameMs),
      allDrawnMs: Math.round(allDrawnMs),
      editorChunkAskedMs: asked(/\/assets\/EditorScreen-[^/]+\.js$/),
      designAskedMs: asked(/\/content\/\d+$/),
      longTasks: window.__benchTasks.filter(([start]) => start < firstFrameMs),
    };
  });
  run.load = loadavg()[0];
  if (opt.profile) {
    const { profile } = await cdp.send('Profiler.stop');
    // The opening only: samples up to the first frame (profile times are in µs).
    const until = profile.startTime + (run.firstFrameMs + 50) * 1000;
    let at = profile.startTime;
    let kept = 0;
    while (kept < profile.timeDeltas.length && at + profile.timeDeltas[kept] <= until) {
      at += profile.timeDeltas[kept];
      kept++;
    }
    profile.samples = profile.samples.slice(0, kept);
    profile.timeDeltas = profile.timeDeltas.slice(0, kept);
    profile.endTime = at;
    writeFileSync(`${opt.profile}/${label}.cpuprofile`, JSON.stringify(profile));
    run.profile = selfTimes(profile);
  }
  await context.close();
  return run;
}

const designs = [];
for (const base of bases) {
  designs.push(await mixedDesign({ ...opt, base }, `Phone open ${SHAPES}`, SHAPES));
}
const browser = await launch();
const runs = bases.map(() => []);
try {
  for (let pair = 0; pair < Number(opt.pairs); pair++) {
    for (const [i, base] of bases.entries()) {
      const run = await open(browser, base, designs[i], `${i}-${pair}`);
      runs[i].push(run);
      console.error(`${base} #${pair + 1}: first frame ${run.firstFrameMs} ms, load ${run.load}`);
    }
  }
} finally {
  await browser.close();
}
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const half = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(half)] : (sorted[half - 1] + sorted[half]) / 2;
};
console.log(
  JSON.stringify(
    bases.map((base, i) => ({
      base,
      medianFirstFrameMs: median(runs[i].map((r) => r.firstFrameMs)),
      runs: runs[i],
    })),
    null,
    2,
  ),
);
