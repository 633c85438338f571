// Issue 14: the signed-in frame and the organisation's screens in Malayalam and Hindi — the
// user menu's language switch, Designs, Users with the New User dialog, Settings, a reload,
// and axe on each.
import { expect, test } from '@playwright/test';
import {
  DEMO_ORG_NAME,
  DEMO_OWNER,
  expectAccessible,
  resetAccountLanguage,
  signIn,
} from './support.ts';

const LANGUAGES = [
  {
    code: 'ml',
    name: 'മലയാളം',
    designs: 'ഡിസൈനുകൾ',
    designEditor: 'പുതിയ ഡിസൈൻ',
    active: 'സജീവം',
    users: 'ഉപയോക്താക്കൾ',
    newUser: 'പുതിയ ഉപയോക്താവ്',
    add: 'ചേർക്കുക',
    owner: 'ഉടമ',
    settings: 'ക്രമീകരണങ്ങൾ',
    changePassword: 'പാസ്‌വേഡ് മാറ്റുക',
    orgNav: 'മെനു: സ്ഥാപനം',
  },
  {
    code: 'hi',
    name: 'हिन्दी',
    designs: 'डिज़ाइन',
    designEditor: 'नया डिज़ाइन',
    active: 'सक्रिय',
    users: 'उपयोगकर्ता',
    newUser: 'नया उपयोगकर्ता',
    add: 'जोड़ें',
    owner: 'मालिक',
    settings: 'सेटिंग्स',
    changePassword: 'पासवर्ड बदलें',
    orgNav: 'मेन्यू: संस्था',
  },
] as const;

// The user menu's switch saves the language on the owner's account: back to English after.
test.afterEach(async ({ request }) => resetAccountLanguage(request, DEMO_OWNER));

for (const language of LANGUAGES) {
  test(`the organisation's screens in ${language.code}`, async ({ page }) => {
    await signIn(page, DEMO_OWNER);
    await page.getByRole('button', { name: `Choose ${DEMO_ORG_NAME}` }).click();
    await page.goto('/dashboard/designs');
    await expect(page.getByRole('heading', { name: 'Designs' })).toBeVisible();

    await page.getByRole('button', { name: /^User menu for / }).click();
    await page.getByRole('menuitem', { name: language.name }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.getByRole('heading', { name: language.designs })).toBeVisible();
    await expect(page.getByRole('button', { name: language.designEditor })).toBeVisible();
    // The demo's published designs carry the badge in the language.
    await expect(page.getByText(language.active, { exact: true }).first()).toBeVisible();
    await expectAccessible(page, `Designs in ${language.code}`);

    const nav = page.getByRole('navigation', { name: language.orgNav });
    await nav.getByRole('link', { name: language.users }).click();
    await expect(page.getByRole('heading', { name: language.users })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${language.owner} · `)).first()).toBeVisible();
    await page.getByRole('button', { name: language.newUser }).click();
    const dialog = page.getByRole('dialog', { name: language.newUser });
    await expect(dialog.getByRole('button', { name: language.add })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectAccessible(page, `Users in ${language.code}`);

    await page.reload();
    await expect(page.getByRole('heading', { name: language.users })).toBeVisible();
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: language.settings, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: language.changePassword })).toBeVisible();
    await expectAccessible(page, `Settings in ${language.code}`);
  });
}
