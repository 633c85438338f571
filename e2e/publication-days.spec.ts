import { expect, type Page, test } from '@playwright/test';
import {
  DEMO_ORG_NAME,
  DEMO_OWNER,
  designMenuItem,
  expectEditorOpen,
  platformDay,
  signIn,
} from './support.ts';

// Issue 15: publication days are the organisation's calendar days (the platform zone,
// Asia/Kolkata by default), whatever the browser's zone. A browser in UTC, Los Angeles (−8)
// or Kiritimati (+14) publishes from the platform's today for a week and sees exactly those
// days in the dialog, the status line, the designs list and the API's answer.

const iso = (day: Date) => day.toISOString().slice(0, 10);
const ddmmyyyy = (day: Date) => day.toLocaleDateString('en-GB', { timeZone: 'UTC' });
const dayLabel = (day: Date) =>
  day.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const card = (page: Page, title: string) =>
  page.getByRole('article', { name: `Design ${title}`, exact: true });

const BROWSERS = [
  { zone: 'UTC', title: 'ഓണം ഓഫർ 50% കിഴിവ് UTC' },
  { zone: 'America/Los_Angeles', title: 'दिवाली धमाका ऑफर ₹499 LA' },
  { zone: 'Pacific/Kiritimati', title: 'ഓണം ഓഫർ 50% കിഴിവ് Kiritimati' },
] as const;

for (const { zone, title: baseTitle } of BROWSERS) {
  test.describe(`a browser in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test('publishes exactly the chosen days', async ({ page }) => {
      test.setTimeout(120_000);
      const title = `${baseTitle} ${Date.now()}`;
      const token = await signIn(page, DEMO_OWNER);
      const start = platformDay(0);
      const end = platformDay(7);

      await page.getByRole('button', { name: `Choose ${DEMO_ORG_NAME}` }).click();
      await page.getByRole('button', { name: 'Design Editor' }).click();
      const create = page.getByRole('dialog', { name: 'New design' });
      await create.getByLabel('Title').fill(title);
      await create.getByRole('button', { name: 'Create' }).click();
      await expectEditorOpen(page, 20_000);
      // A blank design may not be publishable: give it a shape first.
      const tab = page.getByRole('tab', { name: 'Elements' });
      if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      await page.getByRole('button', { name: 'Add rectangle' }).click();

      await (await designMenuItem(page, 'Publish')).click();
      const dialog = page.getByRole('dialog', { name: `Publish ${title}` });
      // The start offered is the platform's today, not the browser's.
      await expect(dialog.getByLabel('Start date')).toHaveText(ddmmyyyy(start));
      await dialog.getByLabel('End date').click();
      const endButton = page.getByRole('button', { name: dayLabel(end), exact: true });
      if (!(await endButton.isVisible())) {
        await page.locator('button[data-direction="next"]').first().click();
      }
      await endButton.click();
      await expect(dialog.getByLabel('End date')).toHaveText(ddmmyyyy(end));

      const sent = page.waitForRequest(
        (r) =>
          r.method() === 'PUT' &&
          /\/api\/v1\/org\/\d+\/content\/\d+$/.test(r.url()) &&
          (r.postData() ?? '').includes('publish_start'),
      );
      await dialog.getByRole('button', { name: 'Publish' }).click();
      const request = await sent;
      expect(request.postDataJSON()).toEqual({
        published: 1,
        publish_start: iso(start),
        publish_end: iso(end),
      });
      const answer = await (await request.response())?.json();
      expect(answer).toMatchObject({ publish_start: iso(start), publish_end: iso(end) });
      await expect(dialog).toBeHidden();

      const range = `${ddmmyyyy(start)} - ${ddmmyyyy(end)}`;
      await expect(page.getByTestId('status-line').first()).toHaveText(`Active ${range}`);

      // What the server keeps, read again.
      const read = await page.request.get(request.url(), {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(await read.json()).toMatchObject({ publish_start: iso(start), publish_end: iso(end) });

      await page.getByRole('button', { name: 'Back to designs' }).click();
      const badge = card(page, title).locator('[data-colour="lightgreen"]');
      await expect(badge).toHaveAttribute('aria-label', `Active: Active ${range}`);
    });
  });
}
