import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';

export { E2E_ADMIN };

export const DEMO_OWNER = { phone: '9000000001', password: 'demo-password-1' };

/** Signs in through the sign-in screen and returns the bearer token the server issued. */
export async function signIn(page: Page, who: { phone: string; password: string }) {
  await page.goto('/sign-in');
  await page.getByLabel(/^Phone/).fill(who.phone);
  await page.getByLabel(/^Password/).fill(who.password);
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/session') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  const body = (await (await answer).json()) as { status: string; id: string };
  expect(body.status).toBe('1');
  return body.id;
}
