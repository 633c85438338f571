// Shared by the editor benchmarks: sign in over the API, create a design from a document,
// and open it in the editor of a headless Chromium (Debian's, or CHROMIUM_PATH).
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

export const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });

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
