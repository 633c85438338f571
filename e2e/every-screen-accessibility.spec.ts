// Every screen, as each of the three roles meets it (sys_admin, the demo owner and the demo
// employee), and the public side signed out: no serious or critical axe violation, the route's
// own document title, and nothing in the console (no React or library warning, no error).
// Over 300 lines: one walk of every screen per role and language, sharing the sign-ins and the
// checks.
import { LANGUAGE_COOKIE } from '@nibble/core/languages';
import { expect, type Page, test } from '@playwright/test';
import { routeTitle } from '../apps/web/src/routing/routeTitles.ts';
import { pathsIn } from '../apps/web/src/routing/table.ts';
import { sayKey } from './catalogue.ts';
import { expectReadsIn, watchUserData } from './readsInLanguage.ts';
import {
  DEMO_ORG_NAME,
  DEMO_OWNER,
  E2E_ADMIN,
  enterSession,
  expectAccessible,
  expectEditorOpen,
  signIn,
} from './support.ts';

const DEMO_EMPLOYEE = { phone: '9000000002', password: 'demo-password-2' };

/** Console warnings and errors of the page, as "type: text". */
function watchConsole(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      said.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => said.push(`page error: ${error.message}`));
  return said;
}

/**
 * Opens `path` (the tab keeps its session), waits until its screen has loaded, then checks
 * the title, axe and the console.
 */
async function check(page: Page, said: string[], path: string, loaded = () => mainHeading(page)) {
  await page.goto(path);
  await loaded();
  const pathname = new URL(page.url()).pathname;
  expect(pathname, `${path} stays where it was opened`).toBe(new URL(path, 'http://x').pathname);
  await expect(page).toHaveTitle(routeTitle(pathname));
  await expectAccessible(page, path);
  expect(said, `console on ${path}`).toEqual([]);
}

const mainHeading = (page: Page) =>
  expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });

async function chooseDemoOrg(page: Page) {
  await page.goto('/dashboard/orgs');
  await page.getByRole('button', { name: `Choose ${DEMO_ORG_NAME}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/designs$/);
}

/** Opens the first design of the list in the editor and checks the editor screen. */
async function checkEditor(page: Page, said: string[]) {
  await page.goto('/dashboard/designs');
  await page
    .getByRole('button', { name: /^Open / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/design\/\d+$/);
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  await expectEditorOpen(page);
  await expect(page).toHaveTitle(routeTitle('/dashboard/design'));
  await expectAccessible(page, 'the design editor');
  // Each panel of the rail, open (the upload drop zones live in Images and Illustrations).
  const rail = page.getByRole('tablist', { name: 'Editor panels' });
  for (const name of await rail
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('aria-label') ?? ''))) {
    await rail.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
    await expectAccessible(page, `the editor's ${name} panel`);
  }
  expect(said, 'console in the editor').toEqual([]);
}

/** The sample and placeholder screens, as the route table lists them. */
const SAMPLE_SCREENS = pathsIn('samples-frame');

test.describe('every screen passes axe, has its own title and a quiet console', () => {
  test.describe.configure({ timeout: 240_000 });

  test('signed out: the public and account screens', async ({ page, request }) => {
    const said = watchConsole(page);
    const listing = await request.get('/api/v1/contents-city?city=Kannur');
    const [offer] = (await listing.json()) as { id: number }[];
    expect(offer, 'the demo has a published design in Kannur').toBeDefined();

    await check(page, said, '/', () =>
      expect(page.getByRole('combobox', { name: /city/i })).toBeVisible(),
    );
    await check(page, said, '/State/kerala/City/Kannur', () =>
      expect(page.getByRole('img', { name: /^QR code for / }).first()).toBeVisible(),
    );
    await check(page, said, `/Page/${offer?.id}`, () =>
      expect(page.getByRole('img', { name: /^QR code for / })).toBeVisible(),
    );
    for (const path of ['/sign-in', '/privacy', '/lock', '/404', '/500']) {
      await check(page, said, path);
    }
    await check(page, said, '/activate?code=not-a-real-code');
    await check(page, said, '/reset-password?code=not-a-real-code');
    await check(page, said, '/no/such/place');
    // Sign-up is off by default (flag registration): its path is the not-found page, titled so.
    await page.goto('/sign-up');
    await expect(page.getByText(/Page not found\./)).toBeVisible();
    await expect(page).toHaveTitle(routeTitle('/no/such/place'));
    await expectAccessible(page, '/sign-up with its flag off');
    expect(said, 'console on /sign-up').toEqual([]);
  });

  test('sys_admin: administration, organisation and sample screens, the editor', async ({
    page,
  }) => {
    const said = watchConsole(page);
    await signIn(page, E2E_ADMIN);
    await check(page, said, '/dashboard/orgs');
    await check(page, said, '/dashboard/orgs/users', () =>
      expect(
        page.getByRole('region', { name: 'All users' }).getByRole('listitem').first(),
      ).toBeVisible(),
    );
    await check(page, said, '/dashboard/orgs/analytics', () =>
      expect(page.getByRole('region', { name: 'Designs by type' })).toBeVisible({
        timeout: 20_000,
      }),
    );
    // Settings without a chosen organisation (the user menu offers it everywhere).
    await check(page, said, '/dashboard/settings', () =>
      expect(page.getByRole('region', { name: 'Profile' })).toBeVisible(),
    );

    await chooseDemoOrg(page);
    await check(page, said, '/dashboard/designs', () =>
      expect(page.getByRole('article').first()).toBeVisible(),
    );
    await check(page, said, '/dashboard/users', () =>
      expect(page.getByRole('list', { name: 'Users of the organisation' })).toBeVisible(),
    );
    await check(page, said, '/dashboard/settings', () =>
      expect(page.getByRole('region', { name: 'Profile' })).toBeVisible(),
    );
    for (const path of SAMPLE_SCREENS) await check(page, said, path);
    await checkEditor(page, said);
  });

  test('the owner: their organisation, its analytics, the editor', async ({ page }) => {
    const said = watchConsole(page);
    await signIn(page, DEMO_OWNER);
    await check(page, said, '/dashboard/orgs');
    await expect(page.getByRole('link', { name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await check(page, said, '/dashboard/orgs/analytics', () =>
      expect(page.getByText(`How ${DEMO_ORG_NAME}'s designs are doing.`)).toBeVisible({
        timeout: 20_000,
      }),
    );
    await check(page, said, '/dashboard/settings', () =>
      expect(page.getByRole('region', { name: 'Profile' })).toBeVisible(),
    );

    await chooseDemoOrg(page);
    await check(page, said, '/dashboard/designs', () =>
      expect(page.getByRole('article').first()).toBeVisible(),
    );
    await check(page, said, '/dashboard/users', () =>
      expect(page.getByRole('list', { name: 'Users of the organisation' })).toBeVisible(),
    );
    await expect(page.getByRole('button', { name: 'New User' })).toBeVisible();
    await checkEditor(page, said);
  });

  test('the employee: only what an employee may open', async ({ page }) => {
    const said = watchConsole(page);
    await signIn(page, DEMO_EMPLOYEE);
    await check(page, said, '/dashboard/orgs');
    // An employee runs no organisation: neither Users nor Analytics is offered.
    const sidebar = page.getByRole('navigation', { name: 'Administration navigation' });
    await expect(sidebar.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await check(page, said, '/dashboard/settings', () =>
      expect(page.getByRole('region', { name: 'Profile' })).toBeVisible(),
    );

    await chooseDemoOrg(page);
    await check(page, said, '/dashboard/designs', () =>
      expect(page.getByRole('article').first()).toBeVisible(),
    );
    await check(page, said, '/dashboard/users', () =>
      expect(page.getByRole('list', { name: 'Users of the organisation' })).toBeVisible(),
    );
    await expect(page.getByRole('button', { name: 'New User' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Update role of/ })).toHaveCount(0);
    await checkEditor(page, said);
  });
});

// Issue 14: the same screens in Malayalam and Hindi — signed out, as the sys_admin (the
// platform's screens), and as the owner (their organisation, its designs and users, settings,
// the editor). The screens' own words differ
// by language, so each waits for the page to settle rather than for a named element.
const SIGNED_OUT_PATHS = [
  '/',
  '/State/kerala/City/Kannur',
  '/sign-in',
  '/privacy',
  '/lock',
  '/404',
  '/500',
  '/activate?code=not-a-real-code',
  '/reset-password?code=not-a-real-code',
  '/no/such/place',
];
const OWNER_PATHS = [
  '/dashboard/orgs',
  '/dashboard/orgs/analytics',
  '/dashboard/settings',
  '/dashboard/designs',
  '/dashboard/users',
  ...SAMPLE_SCREENS,
];

// What the demo employee (staff) opens: the organisations they belong to, their settings, the
// organisation's designs and users (read only).
const EMPLOYEE_PATHS = [
  '/dashboard/orgs',
  '/dashboard/settings',
  '/dashboard/designs',
  '/dashboard/users',
];

// The platform administrator's own screens (issue 30: the sys_admin reads them in the language too).
const ADMIN_PATHS = [
  '/dashboard/orgs',
  '/dashboard/orgs/users',
  '/dashboard/orgs/analytics',
  '/dashboard/settings',
];

/**
 * The document title of the route the tab is on, in the language (never a catalogue key);
 * read together with the address, as a screen may still be moving to another route.
 */
const expectTitleIn = (page: Page, code: 'ml' | 'hi') =>
  expect
    .poll(async () => {
      const title = await page.title();
      const expected = routeTitle(new URL(page.url()).pathname, undefined, sayKey(code));
      return title === expected ? 'as expected' : `"${title}", not "${expected}"`;
    })
    .toBe('as expected');

type UserData = ReturnType<typeof watchUserData>;

/**
 * Issue 30: the screen reads in the language and fits, on the desk and on a phone (the same
 * page narrowed to 360 px, no reload), then back to the desk.
 */
async function readsAtBothSizes(page: Page, where: string, data: UserData) {
  const desk = page.viewportSize() ?? { width: 1280, height: 720 };
  await expectReadsIn(page, `${where} at ${desk.width} px`, data);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(300);
  await expectReadsIn(page, `${where} at 360 px`, data);
  await page.setViewportSize(desk);
}

/**
 * Opens `path` in the tab's language, then checks <html lang>, the document title, axe, the
 * console, and (issue 30) that it reads in the language and fits at both sizes.
 */
async function checkIn(
  page: Page,
  said: string[],
  code: 'ml' | 'hi',
  path: string,
  data: UserData,
) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expectTitleIn(page, code);
  await expectAccessible(page, `${path} in ${code}`);
  expect(said, `console on ${path} in ${code}`).toEqual([]);
  await readsAtBothSizes(page, `${path} in ${code}`, data);
}

/** Puts the owner's organisation and its first design into the tab's session. */
async function chooseOwnerOrg(
  page: Page,
  token: string,
): Promise<{ id: number; type: string } | undefined> {
  const headers = { Authorization: `Bearer ${token}` };
  const orgs = (await (await page.request.get('/api/v1/orgs', { headers })).json()) as Array<{
    id: number;
    name: string;
  }>;
  const org = orgs.find((o) => o.name === DEMO_ORG_NAME);
  expect(org, DEMO_ORG_NAME).toBeDefined();
  const designs = (await (
    await page.request.get(`/api/v1/org/${org?.id}/contents`, { headers })
  ).json()) as Array<{ id: number; title: string; type: string }>;
  await enterSession(page, { org: org as { id: number; name: string } });
  return designs[0];
}

for (const code of ['ml', 'hi'] as const) {
  test.describe(`every screen in ${code} passes axe`, () => {
    test.describe.configure({ timeout: 240_000 });

    test('signed out', async ({ page, baseURL, request }) => {
      const said = watchConsole(page);
      const data = watchUserData(page);
      // The QR page of a published offer (router: /Page/:page), as the English walk opens it.
      const listing = await request.get('/api/v1/contents-city?city=Kannur');
      const [offer] = (await listing.json()) as { id: number }[];
      expect(offer, 'the demo has a published design in Kannur').toBeDefined();
      // As the language switch remembers a choice: in the browser and in the cookie the
      // server draws the public pages by.
      await page.addInitScript((code) => localStorage.setItem('nibble.language', code), code);
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: code, url: baseURL }]);
      for (const path of [...SIGNED_OUT_PATHS, `/Page/${offer?.id}`]) {
        await checkIn(page, said, code, path, data);
      }
    });

    test('the employee', async ({ page, baseURL }) => {
      const said = watchConsole(page);
      const data = watchUserData(page);
      const token = await signIn(page, DEMO_EMPLOYEE);
      await page.evaluate((code) => localStorage.setItem('nibble.language', code), code);
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: code, url: baseURL }]);
      await chooseOwnerOrg(page, token);
      // Staff see the organisation's screens without its management (no New User, no roles).
      for (const path of EMPLOYEE_PATHS) await checkIn(page, said, code, path, data);
    });

    test('the sys_admin', async ({ page, baseURL }) => {
      const said = watchConsole(page);
      const data = watchUserData(page);
      await signIn(page, E2E_ADMIN);
      await page.evaluate((code) => localStorage.setItem('nibble.language', code), code);
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: code, url: baseURL }]);
      for (const path of ADMIN_PATHS) await checkIn(page, said, code, path, data);
    });

    test('the owner', async ({ page, baseURL }) => {
      const said = watchConsole(page);
      const data = watchUserData(page);
      const token = await signIn(page, DEMO_OWNER);
      // Chosen in this browser after signing in, as the switch keeps it: storage and cookie.
      await page.evaluate((code) => localStorage.setItem('nibble.language', code), code);
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: code, url: baseURL }]);
      const design = await chooseOwnerOrg(page, token);
      for (const path of OWNER_PATHS) await checkIn(page, said, code, path, data);
      // The editor, on the organisation's first design.
      expect(design, 'the demo organisation has a design').toBeDefined();
      await page.goto('/dashboard/designs');
      await enterSession(page, {
        design: { designType: design?.type ?? '', designName: '', designId: design?.id ?? null },
      });
      // By the design's own address, as a bookmark or a reload opens it.
      await page.goto(`/dashboard/design/${design?.id}`);
      await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      // Opened by its address: the title waits for the signed-in catalogue, never shows its key.
      await expectTitleIn(page, code);
      await expectAccessible(page, `the design editor in ${code}`);
      expect(said, `console in the editor in ${code}`).toEqual([]);
      await readsAtBothSizes(page, `the design editor in ${code}`, data);
    });
  });
}
