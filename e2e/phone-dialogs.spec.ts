import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import {
  couponWith,
  DEMO_ORG_NAME,
  DEMO_OWNER,
  E2E_ADMIN,
  expectAccessible,
  expectEditorOpen,
  signIn,
} from './support.ts';

// Issue 29, "Dialogs on touch": on a shopkeeper's phone (360 × 740, touch, no mouse) every
// Select and date picker of the dialogs opens by a tap, takes an option by a tap, and the
// dialog closes by a tap. Tapping the Select of a centred dialog used to freeze the tab
// (Floating UI flipping the list without end, mantinedev/mantine#8255): each tap here has a
// short timeout, so a frozen tab fails the test instead of hanging it.

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
test.use(PHONE);

/** Long enough for a busy machine, far shorter than a frozen tab. */
const TAP = { timeout: 10_000 };

/** A design with something on it: a blank one is not offered Publish. */
const BOX = {
  id: 'box',
  type: 'rect' as const,
  attrs: { x: 60, y: 120, width: 120, height: 90, fill: '#228be6' },
};

// Publication days are the platform zone's (docs/decisions.md): the phone is in India too.
const ZONE = 'Asia/Kolkata';

interface Signed {
  context: BrowserContext;
  page: Page;
  token: string;
}

/**
 * One signed-in phone tab per person, shared by the tests (the session is per tab). After a
 * failure Playwright starts a new worker, so a frozen tab never takes the next test with it.
 */
const signedIn = new Map<string, Signed>();

async function phoneOf(
  browser: Browser,
  baseURL: string | undefined,
  who: { phone: string; password: string },
  orgName?: string,
): Promise<Signed> {
  const known = signedIn.get(who.phone);
  if (known) return known;
  const context = await browser.newContext({ ...PHONE, baseURL, timezoneId: ZONE });
  const page = await context.newPage();
  const token = await signIn(page, who);
  if (orgName) {
    await page.getByRole('button', { name: `Choose ${orgName}` }).tap();
    await expect(page).toHaveURL(/\/dashboard\/designs$/);
  } else {
    await expect(page).toHaveURL(/\/dashboard/);
  }
  const signed = { context, page, token };
  signedIn.set(who.phone, signed);
  return signed;
}

const owner = (browser: Browser, baseURL: string | undefined) =>
  phoneOf(browser, baseURL, DEMO_OWNER, DEMO_ORG_NAME);
const admin = (browser: Browser, baseURL: string | undefined) =>
  phoneOf(browser, baseURL, E2E_ADMIN);

test.afterAll(async () => {
  for (const { context } of signedIn.values()) await context.close().catch(() => undefined);
  signedIn.clear();
});

/** Opens a screen of the signed-in tab (a reload keeps the tab's session) once it is drawn. */
async function goTo(page: Page, path: string) {
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
}

/** No sideways scroll: the page is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where}: scrollWidth`).toBeLessThanOrEqual(360);
}

/**
 * Taps the Select labelled `label` in `dialog`, checks its list opened on the screen, taps
 * `option` and checks the Select shows it and the list closed.
 */
async function chooseByTap(page: Page, dialog: Locator, label: string, option: string) {
  const select = dialog.getByRole('textbox', { name: label });
  await select.tap(TAP);
  const listbox = page.getByRole('listbox');
  await expect(listbox, `${label}: its list opens`).toBeVisible(TAP);
  const choice = listbox.getByRole('option', { name: option, exact: true });
  await expect(choice).toBeInViewport();
  await choice.tap(TAP);
  await expect(listbox, `${label}: its list closes`).toBeHidden(TAP);
  await expect(select).toHaveValue(option);
  await expect(dialog, `${label}: choosing keeps the dialog open`).toBeVisible();
}

/** The dialog at rest on the phone: inside the screen, no sideways scroll, axe clean. */
async function expectDialogFits(page: Page, dialog: Locator, where: string) {
  const box = await dialog.boundingBox();
  expect(box?.x ?? -1, `${where}: left edge`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999), `${where}: right edge`).toBeLessThanOrEqual(360);
  await expectNoSidewaysScroll(page, where);
  await expectAccessible(page, where);
}

/** Closes the dialog with a tap on `button` and checks it went. */
async function closeByTap(dialog: Locator, button: string) {
  await dialog.getByRole('button', { name: button, exact: true }).tap(TAP);
  await expect(dialog).toBeHidden(TAP);
}

test('New design: the design type Select opens, takes a type and closes by touch', async ({
  browser,
  baseURL,
}) => {
  const { page } = await owner(browser, baseURL);
  await goTo(page, '/dashboard/designs');
  await page.getByRole('button', { name: 'Design editor' }).tap();
  const dialog = page.getByRole('dialog', { name: 'New design' });
  await expect(dialog).toBeVisible();
  await chooseByTap(page, dialog, 'Design type', 'Member Card');
  await chooseByTap(page, dialog, 'Design type', 'Menu');
  await expectDialogFits(page, dialog, 'New design on a phone');
  await closeByTap(dialog, 'Cancel');
  // The × closes it too.
  await page.getByRole('button', { name: 'Design editor' }).tap();
  await expect(dialog).toBeVisible();
  await closeByTap(dialog, 'Close');
});

test('New User: the role Select opens, takes a role and closes by touch', async ({
  browser,
  baseURL,
}) => {
  const { page } = await owner(browser, baseURL);
  await goTo(page, '/dashboard/users');
  await page.getByRole('button', { name: 'New User' }).tap();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await expect(dialog).toBeVisible();
  await chooseByTap(page, dialog, 'Role', 'Administrator');
  await expectDialogFits(page, dialog, 'New User on a phone');
  await closeByTap(dialog, 'Close');
});

test('Update Role: the role Select opens, takes a role and closes by touch', async ({
  browser,
  baseURL,
}) => {
  const { page } = await owner(browser, baseURL);
  await goTo(page, '/dashboard/users');
  await page
    .getByRole('button', { name: /^Update role of / })
    .first()
    .tap();
  const dialog = page.getByRole('dialog', { name: 'Update Role' });
  await expect(dialog).toBeVisible();
  await chooseByTap(page, dialog, 'Role', 'Administrator');
  await expectDialogFits(page, dialog, 'Update Role on a phone');
  // Close without saving: the demo staff keep their roles.
  await closeByTap(dialog, 'Close');
});

test('Edit user (sys_admin): the role and status Selects open, take a value and close by touch', async ({
  browser,
  baseURL,
}) => {
  const { page } = await admin(browser, baseURL);
  await goTo(page, '/dashboard/orgs/users');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .tap();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await expect(dialog).toBeVisible();
  await chooseByTap(page, dialog, 'Status', 'Offline');
  await chooseByTap(page, dialog, 'Status', 'Online');
  const role = dialog.getByRole('textbox', { name: 'Role' });
  await chooseByTap(page, dialog, 'Role', (await role.inputValue()) || 'User');
  await expectDialogFits(page, dialog, 'Edit user on a phone');
  // Close without saving.
  await closeByTap(dialog, 'Close');
});

test('New user (sys_admin) and New organisation: their Selects open and close by touch', async ({
  browser,
  baseURL,
}) => {
  const { page } = await admin(browser, baseURL);
  await goTo(page, '/dashboard/orgs/users');
  await page.getByRole('button', { name: 'New user', exact: true }).tap();
  const newUser = page.getByRole('dialog', { name: 'New user' });
  await expect(newUser).toBeVisible();
  await chooseByTap(page, newUser, 'Role', 'User');
  await closeByTap(newUser, 'Cancel');

  await goTo(page, '/dashboard/orgs');
  await page.getByRole('button', { name: 'New Organization' }).tap();
  const newOrg = page.getByRole('dialog', { name: 'New Organization' });
  await expect(newOrg).toBeVisible();
  await chooseByTap(page, newOrg, 'Category', 'Restaurant');
  await chooseByTap(page, newOrg, 'State', 'Kerala');
  await closeByTap(newOrg, 'Cancel');
});

test('Publish: the editor menu opens by touch, both date pickers open, take a day and the dialog closes by touch', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { page, token } = await owner(browser, baseURL);
  const orgId = await page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('nibble.session') ?? '{}') as {
          state?: { org?: { orgId: number } };
        }
      ).state?.org?.orgId,
  );
  const title = `Phone publish ${Date.now()}`;
  const created = await page.request.post(`/api/v1/org/${orgId}/content`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, type: 'promotion_coupon', content: JSON.stringify(couponWith(title, [BOX])) },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/dashboard/design/${id}`);
  await expectEditorOpen(page, 40_000);
  const menuButton = page.getByRole('button', { name: 'Design menu' });
  // The menu opens and closes by touch.
  await menuButton.tap(TAP);
  const publish = page.getByRole('menuitem', { name: 'Publish' });
  await expect(publish).toBeVisible(TAP);
  await menuButton.tap(TAP);
  await expect(publish).toBeHidden(TAP);
  await menuButton.tap(TAP);
  await publish.tap(TAP);

  const dialog = page.getByRole('dialog', { name: `Publish ${title}` });
  await expect(dialog).toBeVisible(TAP);
  for (const [label, offset] of [
    ['Start date', 1],
    ['End date', 8],
  ] as const) {
    const picker = dialog.getByRole('button', { name: label });
    await picker.tap(TAP);
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('table') });
    await expect(calendar, `${label}: the calendar opens`).toBeVisible(TAP);
    const day = dayIn(offset);
    const button = calendar.getByRole('button', { name: day.label, exact: true });
    if (!(await button.isVisible())) {
      await calendar.getByRole('button', { name: 'Next' }).tap(TAP);
    }
    await expect(button).toBeInViewport();
    await button.tap(TAP);
    await expect(calendar, `${label}: the calendar closes`).toBeHidden(TAP);
    await expect(picker).toHaveText(day.shown);
    await expect(dialog).toBeVisible();
  }
  await expectDialogFits(page, dialog, 'Publish on a phone');
  // Cancel: the design stays new.
  await closeByTap(dialog, 'Cancel');
  await expectNoSidewaysScroll(page, 'editor after Publish');
});

/** The calendar day `offset` days from today in India: its button's name and DD/MM/YYYY. */
function dayIn(offset: number): { label: string; shown: string } {
  const [y, m, d] = new Date()
    .toLocaleDateString('en-CA', { timeZone: ZONE })
    .split('-')
    .map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + offset));
  return {
    label: date.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    shown: date.toLocaleDateString('en-GB', { timeZone: 'UTC' }),
  };
}
