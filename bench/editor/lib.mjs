// Shared by the editor benchmarks: sign in over the API, create a design from a document,
// open it in the editor of a headless Chromium (Debian's, or CHROMIUM_PATH), and drag a shape
// in a circle while counting frames.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const { chromium } = createRequire(resolve('package.json'))('playwright-core');

export function options(defaults) {
  const args = process.argv.slice(2);
  const opt = {
    base: 'http://127.0.0.1:3000',
    phone: process.env.ADMIN_PHONE ?? '9999999999',
    password: process.env.ADMIN_PASSWORD ?? '',
    org: '1',
    ...defaults,
  };
  for (let i = 0; i < args.length; i += 2) opt[args[i].replace(/^--/, '')] = args[i + 1];
  return opt;
}

export async function api(base, path, init = {}, token = '') {
  const response = await fetch(new URL(`/api/v1${path}`, base), {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function signIn(opt) {
  const session = await api(opt.base, '/session', {
    method: 'POST',
    body: JSON.stringify({ username: opt.phone, password: opt.password }),
  });
  if (session.status !== '1') throw new Error(`sign-in failed: ${session.status}`);
  return session;
}

/** A one-page campaign document (spec §3) holding the given shapes. */
export function documentOf(title, shapes, width = 800, height = 500) {
  const layer = {
    id: 'l1',
    locked: false,
    hidden: false,
    shapes: {
      order: shapes.map((s) => s.id),
      items: Object.fromEntries(shapes.map((s) => [s.id, s])),
    },
  };
  const page = {
    id: 'p1',
    code: '',
    title,
    channel: '',
    backgroundColor: 'white',
    width,
    height,
    type: 'page',
    layers: { order: ['l1'], items: { l1: layer } },
  };
  return {
    id: 'bench',
    title,
    summary: '',
    version: 'v1',
    format: 'mobile-card',
    width,
    height,
    metadata: { mode: 'page', pageId: 'p1', layerId: 'l1', shapeId: '' },
    pages: { order: ['p1'], items: { p1: page } },
    prints: { order: [], items: {} },
    api: '/app/coupon',
    owner_type: 1,
    status: 3,
    auto_bookmark: 1,
  };
}

export async function createDesign(opt, session, doc) {
  return api(
    opt.base,
    `/org/${opt.org}/content`,
    {
      method: 'POST',
      body: JSON.stringify({
        title: doc.title,
        content: JSON.stringify(doc),
        type: 'promotion_coupon',
      }),
    },
    session.id,
  );
}

/** Signs in and creates a design titled `title` of `count` mixed shapes: answers both. */
export async function mixedDesign(opt, title, count) {
  const session = await signIn(opt);
  const design = await createDesign(opt, session, documentOf(title, mixedShapes(count)));
  return { session, design };
}

/**
 * Runs in the page before the app (`page.addInitScript(openRecorder, shapes)`): when the
 * content layer first draws a shape, and when it has drawn them all with every text in its
 * loaded faces (ms from the navigation's start), in `window.__benchOpen`.
 */
export function openRecorder(total) {
  const open = { firstFrameMs: null, allDrawnMs: null };
  window.__benchOpen = open;
  const watch = () => {
    const layer = window.Konva?.stages?.[0]?.findOne('.content');
    if (!layer) return requestAnimationFrame(watch);
    layer.on('draw.benchOpen', () => {
      const now = performance.now();
      const count = layer.find('.shape').length;
      if (open.firstFrameMs === null && count > 0) open.firstFrameMs = now;
      if (count < total || !layer.find('.text').every((t) => t.getAttr('facesReady'))) return;
      open.allDrawnMs = now;
      layer.off('draw.benchOpen');
    });
  };
  requestAnimationFrame(watch);
}

/** Headless Chromium; `args` adds to the switches every bench needs. */
export const launch = (args = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', ...args],
  });

export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * A new browser context (`device`: its options) and tab holding the session and the design
 * (seedSession), with the CPU slowed `rate` times (CDP Emulation.setCPUThrottlingRate; 1 is
 * full speed). Answers the context, the page, its CDP session and the page errors it collects.
 */
export async function openTab(
  browser,
  opt,
  session,
  designId,
  { device = DESKTOP, rate = 1 } = {},
) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await seedSession(page, opt, session, designId);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp, errors };
}

/**
 * Drags from `start` (page coordinates) in a circle for `seconds`. The gesture starts with
 * real input (Konva needs a press and a few pixels of travel), then one pointer move is fed
 * per animation frame from inside the page, as fast as the editor can take them: each frame
 * runs the drag handlers (guides, group move) and redraws. Answers the moves fed, frames per
 * second, frames per second in which a layer drew (while dragging, the editor redraws only the
 * layer that carries the moving shapes), and the 95th-percentile and worst frame gaps in ms.
 */
export async function circularDrag(page, start, seconds) {
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 5, start.y + 5, { steps: 2 });
  const result = await page.evaluate(
    ({ start, seconds }) =>
      new Promise((done) => {
        const stage = window.Konva.stages[0];
        const frames = [];
        const redrawn = new Set();
        for (const layer of stage.getLayers())
          layer.on('draw.bench', () => redrawn.add(frames.length));
        let moves = 0;
        const tick = (t) => {
          frames.push(t);
          if (t - frames[0] >= seconds * 1000) {
            for (const layer of stage.getLayers()) layer.off('draw.bench');
            const gaps = frames
              .slice(1)
              .map((f, i) => f - frames[i])
              .sort((a, b) => a - b);
            const elapsed = (frames[frames.length - 1] - frames[0]) / 1000;
            done({
              moves,
              fps: (frames.length - 1) / elapsed,
              drawsPerSecond: redrawn.size / elapsed,
              p95FrameMs: gaps[Math.floor(gaps.length * 0.95)] ?? 0,
              worstFrameMs: gaps[gaps.length - 1] ?? 0,
            });
            return;
          }
          const a = (moves / 40) * Math.PI;
          moves++;
          window.dispatchEvent(
            new MouseEvent('mousemove', {
              clientX: start.x + 120 * Math.cos(a) - 115,
              clientY: start.y + 80 * Math.sin(a) + 5,
              bubbles: true,
              buttons: 1,
            }),
          );
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { start, seconds },
  );
  await page.mouse.up();
  return result;
}

/**
 * Puts the signed-in session, the organisation and the design into a fresh tab's storage.
 * `design` names its type and title where the editor should show them.
 */
export async function seedSession(
  page,
  opt,
  session,
  designId,
  design = { type: 'promotion_coupon', title: 'Bench' },
) {
  await page.goto(new URL('/404', opt.base).href);
  await page.evaluate(
    ({ s, orgId, designId, title, type }) => {
      sessionStorage.setItem(
        'nibble.session',
        JSON.stringify({
          version: 0,
          state: {
            signedIn: true,
            name: s.name,
            phone: s.phone,
            role: s.role,
            mode: s.mode,
            token: s.id,
            email: s.email,
            status: '1',
            signOutReason: null,
            org: {
              orgId,
              orgName: 'Bench',
              orgAddress: '',
              orgCity: '',
              orgState: '',
              orgPhone: '',
            },
            design: { designType: type, designName: title, designId },
          },
        }),
      );
    },
    { s: session, orgId: Number(opt.org), designId, title: design.title, type: design.type },
  );
}

/** `count` shapes of six kinds spread over an 800x500 page (as drag-500.mjs draws them). */
export function mixedShapes(count) {
  const kinds = ['rect', 'circ', 'ellipse', 'star', 'line', 'text'];
  const colours = ['#e03131', '#228be6', '#40c057', '#fab005', '#7048e8', '#12b886'];
  return Array.from({ length: count }, (_, i) => {
    const type = kinds[i % kinds.length];
    const x = 20 + ((i * 37) % 740);
    const y = 20 + ((i * 53) % 440);
    const fill = colours[i % colours.length];
    const attrs = {
      rect: { x, y, width: 40, height: 24, fill },
      circ: { x, y, radius: 14, fill },
      ellipse: { x, y, width: 40, height: 20, fill },
      star: { x, y, width: 30, height: 30, numPoints: 5, innerRadius: 7, outerRadius: 15, fill },
      line: { x, y, points: [0, 0, 40, 10], fill, strokeWidth: 3 },
      text: {
        x,
        y,
        width: 80,
        text: `Item ${i}`,
        fontFamily: 'Abril Fatface',
        fontSize: 14,
        fontWeight: 400,
        fill,
      },
    }[type];
    return { id: `b${i}`, type, attrs };
  });
}
