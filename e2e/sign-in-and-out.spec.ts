import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signIn } from './support.ts';

test('the bootstrap admin signs in, survives a reload and signs out for good', async ({
  page,
  request,
}) => {
  const token = await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/dashboard\/orgs$/);

  const me = await request.get('/api/v1/session', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(200);

  // The session lives in this tab's sessionStorage: a reload keeps the user signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/orgs$/);
  await expect(page.getByRole('button', { name: /User menu for/ })).toBeVisible();

  await page.getByRole('button', { name: /User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  // Signing out killed the token on the server, not only in the browser.
  const after = await request.get('/api/v1/session', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);

  // And a guarded route now sends the visitor back to sign-in.
  await page.goto('/dashboard/orgs');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a wrong password is refused with a red status message and no session', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Administration Dashboard' })).toBeVisible();
  await page.getByLabel(/^Phone/).fill(E2E_ADMIN.phone);
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/wrong phone number or password/i);
  await expect(page).toHaveURL(/\/sign-in/);
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).not.toMatch(/"signedIn":true/);
});
