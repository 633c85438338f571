// Issue 14: the public pages and the sign-in screen in Malayalam and Hindi — the switch, the
// translated texts, a refused sign-in's message, <html lang>, a reload, and axe in each; and
// the language kept on the user (below).
import { appendTo, newCampaign, type Shape } from '@nibble/core';
import { expect, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import 'dayjs/locale/hi.js';
import 'dayjs/locale/ml.js';
import {
  E2E_ADMIN,
  enterSession,
  expectAccessible,
  expectEditorOpen,
  resetAccountLanguage,
  signIn,
} from './support.ts';

const LANGUAGES = [
  {
    code: 'ml',
    pickCity: 'നഗരം തിരഞ്ഞെടുക്കുക',
    scan: 'ആപ്പ് ഉപയോഗിച്ച് കോഡ് സ്കാൻ ചെയ്യുക',
    signIn: 'സൈൻ ഇൻ',
    phone: 'ഫോൺ',
    passwordTooLong: 'പാസ്‌വേഡിന് പരമാവധി 256 അക്ഷരം',
  },
  {
    code: 'hi',
    pickCity: 'शहर चुनें',
    scan: 'ऐप से कोड स्कैन करें',
    signIn: 'साइन इन करें',
    phone: 'फ़ोन',
    passwordTooLong: 'पासवर्ड ज़्यादा से ज़्यादा 256 अक्षरों का हो',
  },
] as const;

const languageSwitch = (page: Page) => page.getByTestId('language-switch');

test.use({ locale: 'en-IN' });

for (const language of LANGUAGES) {
  test(`Home and sign-in in ${language.code}, remembered across a reload`, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Select a city' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await languageSwitch(page).selectOption(language.code);
    await expect(page.getByRole('combobox', { name: language.pickCity })).toBeVisible();
    await expect(page.getByText(language.scan)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expectAccessible(page, `Home in ${language.code}`);

    await page.reload();
    await expect(page.getByRole('combobox', { name: language.pickCity })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);

    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: language.signIn })).toBeVisible();
    await page.getByRole('textbox', { name: language.phone }).fill('9000000001');
    await page.locator('input[name="password"]').fill('x'.repeat(300));
    await page.getByRole('button', { name: language.signIn }).click();
    await expect(page.getByTestId('sign-in-status')).toContainText(language.passwordTooLong);
    await expectAccessible(page, `Sign-in in ${language.code}`);
  });
}

test('a first visit follows the browser’s language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ml-IN' });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'സൈൻ ഇൻ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await context.close();
});

// The language follows the user: chosen in the user menu it survives a reload, is kept on the
// account, and a sign-in on a new device (empty storage) shows it; a form's validation message,
// a refusal answered by the server and the publish dialog's calendar speak it too. Locators
// avoid the signed-in screens' own wording (translated elsewhere): ids, roles, autocomplete.
const FOLLOW = [
  {
    code: 'ml',
    name: 'മലയാളം',
    mismatch: 'പാസ്‌വേഡും ഉറപ്പാക്കിയ പാസ്‌വേഡും ഒന്നല്ല',
    currentWrong: 'ഇപ്പോഴത്തെ പാസ്‌വേഡ് തെറ്റാണ്.',
    wrongCredentials: 'ഫോൺ നമ്പറോ പാസ്‌വേഡോ തെറ്റാണ്',
  },
  {
    code: 'hi',
    name: 'हिन्दी',
    mismatch: 'पासवर्ड और पुष्टि वाला पासवर्ड एक जैसे नहीं हैं',
    currentWrong: 'मौजूदा पासवर्ड गलत है।',
    wrongCredentials: 'फ़ोन नंबर या पासवर्ड गलत है',
  },
] as const;

/** A one-page coupon with a text on it (a blank design may not be published). */
function couponWithText() {
  const campaign = newCampaign('promotion_coupon', 'Languages');
  const first = campaign.pages.items[campaign.pages.order[0] ?? ''];
  const layer = first?.layers.items[first.layers.order[0] ?? ''];
  if (!first || !layer) throw new Error('newCampaign gave no page or layer');
  const shape: Shape = {
    id: 'offer',
    type: 'text',
    attrs: { x: 40, y: 60, width: 600, text: 'ഓണം ഓഫർ', fontSize: 48, fill: '#1a1a1a' },
  };
  layer.shapes = appendTo(layer.shapes, shape.id, shape);
  return campaign;
}

/** Creates a NEW design through the API and opens it in the editor. */
async function openNewDesign(page: Page, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const orgs = (await (await page.request.get('/api/v1/admin/orgs', { headers: auth })).json()) as
    | Array<{ id: number; name: string }>
    | undefined;
  const org = orgs?.[0];
  if (!org) throw new Error('no organisation');
  const created = await page.request.post(`/api/v1/org/${org.id}/content`, {
    headers: auth,
    data: {
      title: `Languages ${Date.now()}`,
      content: JSON.stringify(couponWithText()),
      type: 'promotion_coupon',
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await enterSession(page, {
    org: { id: org.id, name: org.name },
    design: { designType: 'promotion_coupon', designName: 'Languages', designId: id },
  });
  await page.goto('/dashboard/design');
  await expectEditorOpen(page, 20_000);
}

/** The user menu: its button carries the user's name in every language. */
const userMenu = (page: Page) => page.getByRole('button', { name: /Administrator/ }).first();

test.describe('the language follows the user', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(async ({ request }) => resetAccountLanguage(request, E2E_ADMIN));
  test.afterAll(async ({ request }) => resetAccountLanguage(request, E2E_ADMIN));

  test('kept on the account, shown on a new device, in messages and calendars', async ({
    page,
    browser,
  }) => {
    // Leaving the editor asks before dropping the session's changes: leave.
    page.on('dialog', (dialog) => void dialog.accept());
    const token = await signIn(page, E2E_ADMIN);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    for (const language of FOLLOW) {
      // Chosen in the user menu: saved on the account, kept across a reload.
      await page.goto('/dashboard/settings');
      await userMenu(page).click();
      const saved = page.waitForRequest(
        (r) => r.method() === 'PUT' && r.url().endsWith('/api/v1/me'),
      );
      await page.getByRole('menuitem', { name: language.name }).click();
      expect((await saved).postDataJSON()).toEqual({ language: language.code });
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);

      // A form's validation message, then the server's refusal of a wrong current password.
      const current = page.locator('input[autocomplete="current-password"]');
      const fresh = page.locator('input[autocomplete="new-password"]');
      const form = page.locator('form').filter({ has: current });
      await current.fill('not-the-password');
      await fresh.nth(0).fill('a-new-password-1');
      await fresh.nth(1).fill('a-new-password-2');
      await form.locator('button[type="submit"]').click();
      await expect(form.getByText(language.mismatch)).toBeVisible();
      await fresh.nth(1).fill('a-new-password-1');
      const refused = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/v1/me/password'),
      );
      await form.locator('button[type="submit"]').click();
      expect((await (await refused).json()).error.code).toBe('current_password_wrong');
      await expect(form.getByText(language.currentWrong)).toBeVisible();

      // The publish dialog's calendar names the month in the language.
      await openNewDesign(page, token);
      await page
        .getByTestId('design-editor')
        .locator('button[aria-haspopup="menu"]')
        .first()
        .click();
      await page.getByRole('menuitem').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('[data-dates-input]').first().click();
      const month = dayjs().locale(language.code).format('MMMM YYYY');
      await expect(page.getByRole('button', { name: month, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      // Out of the editor: the tab's session forgets the design (as leaving it does).
      await enterSession(page, { design: null });
    }

    // Signed out; a new device (empty storage) signs in and shows the account's language.
    await page.request.delete(`/api/v1/session/${token}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { id: token },
    });
    const device = await browser.newContext({ locale: 'en-IN' });
    const other = await device.newPage();
    const last = FOLLOW[FOLLOW.length - 1] ?? FOLLOW[0];
    await signIn(other, E2E_ADMIN);
    await expect(other.locator('html')).toHaveAttribute('lang', last.code);
    expect(await other.evaluate(() => localStorage.getItem('nibble.language'))).toBe(last.code);
    await userMenu(other).click();
    await expect(other.getByRole('menuitem', { name: last.name })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await device.close();
  });

  for (const language of FOLLOW) {
    test(`a refused sign-in reads in ${language.code}`, async ({ page }) => {
      await page.addInitScript(
        (code) => localStorage.setItem('nibble.language', code),
        language.code,
      );
      await page.goto('/sign-in');
      await page
        .locator('input[autocomplete="username"], input[type="tel"]')
        .first()
        .fill('9000000099');
      await page.locator('input[name="password"]').fill('not-a-password');
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByTestId('sign-in-status')).toContainText(language.wrongCredentials);
    });
  }
});
