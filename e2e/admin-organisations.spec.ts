// The administrator's journey of issue 3: create an organisation (meeting every rule of the
// dialog first), choose it, add a staff member by phone, change their role, and the staff
// member activates the account from the link the server queued.
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, signIn } from './support.ts';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const box = (scope: ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

test('an admin sets up an organisation and its staff member activates the account', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString().slice(-6);
  const orgName = `E2E Bakery ${suffix}`;
  const staffPhone = `97${Date.now().toString().slice(-8)}`;
  const staffPassword = 'staff-password-42';

  const token = await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/dashboard\/orgs$/);

  // --- New Organization: every message first.
  await page.getByRole('button', { name: 'New Organization' }).click();
  const orgDialog = dialog(page, 'New Organization');
  await orgDialog.getByRole('button', { name: 'Clear state' }).click();
  await orgDialog.getByRole('button', { name: 'Create' }).click();
  for (const message of [
    'Please input Name',
    'Please input Phone number',
    'Please input address',
    'Please input city',
    'Please input state',
  ]) {
    await expect(orgDialog.getByText(message, { exact: true })).toBeVisible();
  }

  await box(orgDialog, 'Name').fill('n'.repeat(51));
  await box(orgDialog, 'Phone').fill('12345');
  await box(orgDialog, 'Address').fill('a'.repeat(121));
  await box(orgDialog, 'City').fill('c'.repeat(51));
  await orgDialog.getByRole('button', { name: 'Create' }).click();
  for (const message of [
    'Max Name length of 50',
    'Phone number should be 10 digit number',
    'Max address length of 120',
    'Max city length of 50',
  ]) {
    await expect(orgDialog.getByText(message, { exact: true })).toBeVisible();
  }
  // A field's error clears as soon as it gets focus.
  await box(orgDialog, 'Name').focus();
  await expect(orgDialog.getByText('Max Name length of 50')).toHaveCount(0);
  await expect(orgDialog.getByText('Max city length of 50')).toBeVisible();

  // Now valid values, with stray whitespace that is collapsed away.
  await box(orgDialog, 'Name').fill(`  E2E   Bakery  ${suffix} `);
  await box(orgDialog, 'Phone').fill('9447012345');
  await box(orgDialog, 'Address').fill(' 4,  Beach   Road ');
  await box(orgDialog, 'City').fill('Kozhikode');
  await box(orgDialog, 'State').click();
  await box(orgDialog, 'State').fill('Tamil');
  await page.getByRole('option', { name: 'Tamil Nadu' }).click();
  await box(orgDialog, 'Postal Code').fill('673001');
  await expect(box(orgDialog, 'Name')).toHaveValue(orgName);
  await orgDialog.getByRole('button', { name: 'Create' }).click();
  await expect(orgDialog).toBeHidden();

  // Create prepends: the new organisation heads the list, with its status in words.
  const firstCard = page.getByRole('list', { name: 'Organisations' }).getByRole('button').first();
  await expect(firstCard).toHaveAccessibleName(`Choose ${orgName}`);
  await expect(firstCard).toContainText('4, Beach Road, Kozhikode, Tamil Nadu');
  await expect(firstCard).toContainText(/Online|Offline/);

  // --- Choose it: org_dashboard is off, so the guards lead to Designs.
  await firstCard.click();
  await expect(page).toHaveURL(/\/dashboard\/designs$/);
  await expect(page.getByRole('banner').getByText(orgName)).toBeVisible();

  // --- Users of the organisation: an unknown phone shows the red alert.
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New User' }).click();
  const addDialog = dialog(page, 'New User');
  await box(addDialog, 'Phone').fill('9111100000');
  await addDialog.getByRole('button', { name: 'Add' }).click();
  await expect(addDialog.getByRole('alert')).toHaveText(
    'The phone number you entered does not match with any user.',
  );
  await addDialog.getByRole('button', { name: 'Close', exact: true }).click();

  // --- The admin creates that person on the global users screen.
  await page.goto('/dashboard/orgs/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New user' }).click();
  const userDialog = dialog(page, 'New user');
  await box(userDialog, 'Phone').fill(staffPhone);
  await box(userDialog, 'Name').fill('Staff Member');
  await box(userDialog, 'City').fill('Kannur');
  await userDialog.getByRole('button', { name: 'Create' }).click();
  await expect(userDialog).toBeHidden();
  const allUsers = page.getByRole('region', { name: 'All users' });
  await expect(allUsers.getByRole('listitem').first()).toContainText('Staff Member');
  await expect(allUsers.getByRole('listitem').first()).toContainText('User');
  // The sys_admin's outbox shows the queued activation message.
  await expect(
    page.getByRole('region', { name: 'Outbox' }).getByText(`To ${staffPhone}`).first(),
  ).toBeVisible();

  // --- Back in the organisation: add the staff member by phone as an Operator.
  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: 'New User' }).click();
  await box(addDialog, 'Phone').fill(staffPhone);
  await box(addDialog, 'Role').click();
  await page.getByRole('option', { name: 'Operator' }).click();
  await addDialog.getByRole('button', { name: 'Add' }).click();
  await expect(addDialog).toBeHidden();
  const staffRow = page
    .getByRole('list', { name: 'Users of the organisation' })
    .getByRole('listitem')
    .filter({ hasText: 'Staff Member' });
  await expect(staffRow).toContainText('Operator · Kannur');
  await expect(staffRow).toContainText('Offline');
  await expect(staffRow).toContainText(/Activation pending/);

  // --- Change the member's role through 'Update Role'.
  await staffRow.hover();
  await staffRow.getByRole('button', { name: 'Update role of Staff Member' }).click();
  const roleDialog = dialog(page, 'Update Role');
  await expect(box(roleDialog, 'Name')).toHaveValue('Staff Member');
  await box(roleDialog, 'Role').click();
  await page.getByRole('option', { name: 'Contractor' }).click();
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(staffRow).toContainText('Contractor · Kannur');

  // --- The staff member opens the activation link the server queued.
  const outbox = await request.get('/api/v1/admin/outbox', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(outbox.status()).toBe(200);
  const messages = (await outbox.json()) as { recipient: string; body: string }[];
  const invitation = messages.find(
    (message) => message.recipient === staffPhone && /\/activate\?code=/.test(message.body),
  );
  expect(invitation, 'an activation message for the staff member').toBeDefined();
  const link = /\/activate\?code=[^\s]+/.exec(invitation?.body ?? '')?.[0] ?? '';

  const staff = await browser.newPage();
  await staff.goto(link);
  await expect(staff.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await staff.getByRole('button', { name: 'Activate' }).click();
  await expect(staff.getByText('Please input phone number')).toBeVisible();
  await staff.getByRole('textbox', { name: 'Phone' }).fill(staffPhone);
  await staff.getByLabel(/^Password/).fill(staffPassword);
  await staff.getByLabel(/^Confirm password/).fill(staffPassword);
  await staff.getByRole('button', { name: 'Activate' }).click();
  await expect(staff.getByRole('heading', { name: 'Activation successfull' })).toBeVisible();
  await expect(staff.getByText(/log in with the mobile app/)).toBeVisible();
  await staff.close();

  // The account now works, and the organisation sees the member online.
  const session = await request.post('/api/v1/session', {
    data: { username: staffPhone, password: staffPassword },
  });
  expect(((await session.json()) as { status: string }).status).toBe('1');
  await page.reload();
  await expect(staffRow).toContainText('Online');
  await expect(staffRow).not.toContainText(/Activation pending/);
});
