// Issue 14's walk: a shop owner switches the interface to Malayalam (then Hindi) on the
// sign-in screen and runs the product in it — signs in, chooses the organisation, creates a
// design on the Designs screen, adds a text in the editor, publishes it for a week and finds
// it on the public City page — every control named in the chosen language, and axe clean on
// each screen. Texts are looked up in the app's own catalogues by their English (catalogue.ts).
import { expect, test } from '@playwright/test';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import 'dayjs/locale/hi.js';
import 'dayjs/locale/ml.js';
import { type Language, say } from './catalogue.ts';
import { expectReadsIn, watchUserData } from './readsInLanguage.ts';
import {
  DEMO_ORG_NAME,
  DEMO_OWNER,
  expectAccessible,
  expectEditorOpen,
  platformDay,
  resetAccountLanguage,
  signIn,
} from './support.ts';

/** The demo owner's name (bootstrap/demo data), which the user menu's button carries. */
const OWNER_NAME = 'Anil Kumar';
/** Each language is offered under its own name, in its own script. */
const LANGUAGE_NAMES = { ml: 'മലയാളം', hi: 'हिन्दी' } as const;

dayjs.extend(customParseFormat);

const ZONE = 'Asia/Kolkata';
test.use({ locale: 'en-IN', timezoneId: ZONE });

const ddmmyyyy = (day: Date) => day.toLocaleDateString('en-GB', { timeZone: 'UTC' });

for (const language of ['ml', 'hi'] as const satisfies readonly Language[]) {
  test(`a shop owner runs the product in ${language}`, async ({ page }) => {
    test.setTimeout(180_000);
    const s = (namespace: string, english: string, values?: Record<string, string | number>) =>
      say(language, namespace, english, values);
    const title = `${language === 'ml' ? 'ഓണം ഓഫർ 50% കിഴിവ്' : 'दिवाली धमाका ऑफर ₹499'} ${Date.now()}`;
    // Leaving the editor asks before dropping unsaved changes: leave.
    page.on('dialog', (dialog) => void dialog.accept());
    const data = watchUserData(page);

    try {
      await test.step('sign in, switch the interface in the user menu', async () => {
        await signIn(page, DEMO_OWNER);
        await page
          .getByRole('button', {
            name: say('en', 'dashboard', 'User menu for {{name}}', { name: OWNER_NAME }),
          })
          .click();
        const saved = page.waitForRequest(
          (r) => r.method() === 'PUT' && r.url().endsWith('/api/v1/me'),
        );
        await page.getByRole('menuitem', { name: LANGUAGE_NAMES[language] }).click();
        expect((await saved).postDataJSON()).toEqual({ language });
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      });

      await test.step('choose the organisation; the Designs screen', async () => {
        const choose = page.getByRole('button', {
          name: s('admin', 'Choose {{name}}', { name: DEMO_ORG_NAME }),
        });
        await expect(choose).toBeVisible();
        await expectAccessible(page, `organisations in ${language}`);
        await choose.click();
        await expect(
          page.getByRole('heading', { name: s('dashboard', 'Designs'), level: 1 }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectAccessible(page, `Designs in ${language}`);
      });

      await test.step('create a design and add a text in the editor', async () => {
        await page.getByRole('button', { name: s('dashboard', 'Design Editor') }).click();
        const create = page.getByRole('dialog', { name: s('dashboard', 'New design') });
        await create.getByLabel(s('dashboard', 'Title')).fill(title);
        await create.getByRole('button', { name: s('dashboard', 'Create') }).click();
        await expectEditorOpen(page, 20_000);

        const tab = page.getByRole('tab', { name: s('editor', 'Text') });
        if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
        await page.getByRole('button', { name: s('editor', 'Add a heading'), exact: true }).click();
        // The new heading is selected: its toolbar speaks the language too.
        const toolbar = page.getByRole('toolbar', { name: s('editor', 'Shape toolbar') });
        await expect(toolbar.getByRole('button', { name: s('editor', 'Bold') })).toBeVisible();
        await expectAccessible(page, `the editor in ${language}`);
      });

      await test.step('publish it for a week', async () => {
        const start = platformDay(0);
        const end = platformDay(7);
        await page.getByRole('button', { name: s('editor', 'Design menu') }).click();
        await page.getByRole('menuitem', { name: s('editor', 'Publish') }).click();
        const dialog = page.getByRole('dialog', {
          name: s('editor', 'Publish {{title}}', { title }),
        });
        // Publication dates keep the spec's DD/MM/YYYY in every language.
        await expect(dialog.getByLabel(s('editor', 'Start date'))).toHaveText(ddmmyyyy(start));
        await dialog.getByLabel(s('editor', 'End date')).click();
        // Calendar days are named in the language (Intl, the dayjs locale of the choice).
        // (Mantine names a day by the dayjs locale of the language.)
        const endLabel = dayjs(ddmmyyyy(end), 'DD/MM/YYYY').locale(language).format('D MMMM YYYY');
        // The dialog with its calendar open: every control named in the language.
        await expect(page.getByRole('button', { name: s('editor', 'Next') })).toBeVisible();
        await expectAccessible(page, `the publish dialog and its calendar in ${language}`);
        // Issue 30: the dialog, its calendar open, reads in the language and fits. (On the desk
        // only: narrowing the page to a phone's width swaps the editor's layout and closes it.)
        await expectReadsIn(page, `the publish dialog in ${language}`, data);
        const endButton = page.getByRole('button', { name: endLabel, exact: true });
        if (!(await endButton.isVisible())) {
          await page.locator('button[data-direction="next"]').first().click();
        }
        await endButton.click({ timeout: 10_000 });
        await expect(dialog.getByLabel(s('editor', 'End date'))).toHaveText(ddmmyyyy(end));
        await dialog.getByRole('button', { name: s('editor', 'Publish') }).click();
        await expect(dialog).toBeHidden();
        const range = `${ddmmyyyy(start)} - ${ddmmyyyy(end)}`;
        await expect(page.getByTestId('status-line').first()).toHaveText(
          s('editor', 'Active {{range}}', { range }),
        );
      });

      await test.step('back to the designs, sign out', async () => {
        await page
          .getByRole('button', { name: s('editor', 'Back to designs') })
          .first()
          .click();
        await expect(
          page.getByRole('heading', { name: s('dashboard', 'Designs'), level: 1 }),
        ).toBeVisible();
        await page
          .getByRole('button', {
            name: s('dashboard', 'User menu for {{name}}', { name: OWNER_NAME }),
          })
          .click();
        await page.getByRole('menuitem', { name: s('dashboard', 'Sign out') }).click();
        await expect(page).toHaveURL(/\/sign-in/);
      });

      await test.step('signed out, the public City page shows it, in the language', async () => {
        await page.goto('/State/kerala/City/Kannur');
        await expect(
          page.getByRole('heading', {
            // The sample city by its official name in the language (issue 30).
            name: s('public', 'Contents in {{city}}', { city: s('public', 'Kannur') }),
          }),
        ).toBeVisible();
        await expect(page.getByText(title).first()).toBeVisible();
        // The state is a word of the product, named in the language too.
        await expect(page.getByText(s('public', 'Kerala'), { exact: true })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectAccessible(page, `the City page in ${language}`);
      });

      await test.step('the sign-in screen and the next sign-in keep the language', async () => {
        await page.goto('/sign-in');
        await expect(page.getByRole('button', { name: s('public', 'Sign in') })).toBeVisible();
        await expectAccessible(page, `sign-in in ${language}`);
        await page.getByLabel(new RegExp(`^${s('public', 'Phone')}`)).fill(DEMO_OWNER.phone);
        await page.getByLabel(new RegExp(`^${s('public', 'Password')}`)).fill(DEMO_OWNER.password);
        const answer = page.waitForResponse(
          (r) => r.url().endsWith('/api/v1/session') && r.request().method() === 'POST',
        );
        await page.getByRole('button', { name: s('public', 'Sign in') }).click();
        expect(((await (await answer).json()) as { status: string }).status).toBe('1');
        await expect(
          page.getByRole('button', {
            name: s('admin', 'Choose {{name}}', { name: DEMO_ORG_NAME }),
          }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      });
    } finally {
      await resetAccountLanguage(page.request, DEMO_OWNER);
    }
  });
}
