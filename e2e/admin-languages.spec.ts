// Issue 14: the administration, a sample screen and the privacy policy in Malayalam and
// Hindi — translated headings, a dialog's rule messages, the analytics figures, <html lang>,
// the document title, and axe in each language.
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, expectAccessible, signIn } from './support.ts';

const LANGUAGES = [
  {
    code: 'ml',
    orgs: 'സ്ഥാപനങ്ങൾ',
    newOrg: 'പുതിയ സ്ഥാപനം',
    create: 'ഉണ്ടാക്കുക',
    nameRequired: 'പേര് നൽകുക',
    allUsers: 'എല്ലാ ഉപയോക്താക്കളും',
    analytics: 'കാഴ്ചയും സ്കാനും',
    byType: 'തരം തിരിച്ച് ഡിസൈനുകൾ',
    invoice: 'ഇൻവോയ്സ്',
    total: '₹1,637.84',
    privacy: 'സ്വകാര്യതാ നയം',
  },
  {
    code: 'hi',
    orgs: 'संस्थाएँ',
    newOrg: 'नई संस्था',
    create: 'बनाएँ',
    nameRequired: 'कृपया नाम डालें',
    allUsers: 'सभी उपयोगकर्ता',
    analytics: 'आँकड़े',
    byType: 'प्रकार के अनुसार डिज़ाइन',
    invoice: 'इनवॉइस',
    total: '₹1,637.84',
    privacy: 'गोपनीयता नीति',
  },
] as const;

const choose = (page: Page, code: string) =>
  page.evaluate((language) => localStorage.setItem('nibble.language', language), code);

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });

for (const language of LANGUAGES) {
  test(`the administration and sample screens in ${language.code}`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, E2E_ADMIN);
    await choose(page, language.code);

    await page.goto('/dashboard/orgs');
    await heading(page, language.orgs);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page).toHaveTitle(`${language.orgs} · Nibble Studio`);
    await expectAccessible(page, `organisations in ${language.code}`);
    await page.getByRole('button', { name: language.newOrg }).click();
    const dialog = page.getByRole('dialog', { name: language.newOrg });
    await dialog.getByRole('button', { name: language.create }).click();
    await expect(dialog.getByText(language.nameRequired)).toBeVisible();
    await expectAccessible(page, `New Organization with errors in ${language.code}`);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/orgs/users');
    await expect(
      page.getByRole('region', { name: language.allUsers }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, `users in ${language.code}`);

    await page.goto('/dashboard/orgs/analytics');
    await heading(page, language.analytics);
    await expect(page.getByRole('region', { name: language.byType })).toBeVisible({
      timeout: 20_000,
    });
    await expectAccessible(page, `analytics in ${language.code}`);

    await page.goto('/dashboard/invoice');
    await heading(page, language.invoice);
    await expect(page.getByText(language.total)).toBeVisible();
    await expectAccessible(page, `invoice in ${language.code}`);

    // On a phone the sample tables scroll sideways; a status badge still shows its whole word.
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ['/dashboard/transactions', '/app/coupons/summary']) {
      await page.goto(path);
      const badges = page.locator('table .mantine-Badge-label');
      await expect(badges.first()).toBeVisible({ timeout: 20_000 });
      const cut = await badges.evaluateAll((labels) =>
        labels
          .filter((label) => label.scrollWidth > label.clientWidth + 1)
          .map((label) => label.textContent),
      );
      expect(cut, `badges cut short on ${path} at 360 px`).toEqual([]);
    }
  });

  test(`the privacy policy in ${language.code}`, async ({ page }) => {
    await page.goto('/');
    await choose(page, language.code);
    await page.goto('/privacy');
    await heading(page, language.privacy);
    await expect(page).toHaveTitle(`${language.privacy} · Nibble Studio`);
    await expectAccessible(page, `privacy policy in ${language.code}`);
  });
}
