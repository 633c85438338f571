// Issue 14: the public pages and the sign-in screen in Malayalam and Hindi — the switch, the
// translated texts, a refused sign-in's message, <html lang>, a reload, and axe in each.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support.ts';

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
