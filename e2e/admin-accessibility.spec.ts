// axe-core (WCAG 2.1 A and AA: no serious or critical violation) on the administration and
// account screens, in the states a person meets: lists, open dialogs, and forms showing errors.
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, expectAccessible, signIn } from './support.ts';

test('the administration screens and their dialogs pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, E2E_ADMIN);

  await expect(page.getByRole('list', { name: 'Organisations' })).toBeVisible();
  await expectAccessible(page, 'organisations');
  await page.getByRole('button', { name: 'New Organization' }).click();
  await page
    .getByRole('dialog', { name: 'New Organization' })
    .getByRole('button', { name: 'Create' })
    .click();
  await expect(page.getByText('Please input Name')).toBeVisible();
  await expectAccessible(page, 'New Organization with errors');
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/orgs/users');
  await expect(
    page.getByRole('region', { name: 'All users' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectAccessible(page, 'users across organisations');

  await page.goto('/dashboard/orgs/analytics');
  // Figures are counted on request; a busy machine may take a while.
  await expect(page.getByRole('region', { name: 'Designs by type' })).toBeVisible({
    timeout: 20_000,
  });
  await expectAccessible(page, 'analytics');

  await page.goto('/dashboard/orgs');
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/designs$/);
  await page.goto('/dashboard/users');
  await expect(page.getByRole('list', { name: 'Users of the organisation' })).toBeVisible();
  await expectAccessible(page, 'users of the organisation');
  await page
    .getByRole('button', { name: /^Update role of/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Update Role' })).toBeVisible();
  await expectAccessible(page, 'Update Role');
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
  await expectAccessible(page, 'settings');
});

test('the activation and reset-password screens pass axe, with errors showing', async ({
  page,
}) => {
  await page.goto('/activate?code=not-a-real-code');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Please input phone number')).toBeVisible();
  await expectAccessible(page, 'activation with errors');

  await page.goto('/reset-password?code=not-a-real-code');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Please input email')).toBeVisible();
  await expectAccessible(page, 'reset password with errors');
});
