import { expect, type Page, test } from '@playwright/test';
import { chooseOrgAndNewCoupon, E2E_ADMIN, expectEditorOpen, signIn } from './support.ts';

// Issue 7 "Headers": the app runs under the strict Content-Security-Policy — no violation is
// reported while a visitor browses the public pages and staff sign in, open the designs list
// and the editor — and helmet's other defaults are on every answer.

/** Collects CSP violations from the page (the event) and from the console (Chromium's text). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (
      /CSP violation|Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(
        text,
      )
    ) {
      violations.push(text);
    }
  });
  return violations;
}

test('documents and API answers carry the strict CSP and helmet defaults', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  const csp = home.headers()['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "connect-src 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  for (const answer of [home, await request.get('/api/v1/flags')]) {
    const headers = answer.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['x-dns-prefetch-control']).toBe('off');
    expect(headers['x-powered-by']).toBeUndefined();
  }
});

test('the public pages run with no CSP violation', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const listing = (await (await request.get('/api/v1/contents-city?city=Kannur')).json()) as Array<{
    id: number;
    title: string;
  }>;
  expect(listing.length).toBeGreaterThan(0);
  const first = listing[0];
  for (const path of ['/', '/State/kerala/City/Kannur', `/Page/${first?.id}`, '/privacy']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.locator('body')).not.toBeEmpty();
  expect(violations).toEqual([]);
});

test('sign-in, the designs list and the editor run with no CSP violation', async ({ page }) => {
  test.setTimeout(90_000);
  // Zod would probe `new Function` here; packages/core/src/zod.ts turns that off.
  const violations = await watchViolations(page);
  const token = await signIn(page, E2E_ADMIN);
  await page.waitForLoadState('networkidle');

  await chooseOrgAndNewCoupon(page, token, 'CSP check');

  await page.goto('/dashboard/designs');
  await page.waitForLoadState('networkidle');
  await page.goto('/dashboard/design');
  await expectEditorOpen(page, 30_000);
  // A tab that is already open closes on a click; open it only when it is not.
  const elements = page.getByRole('tab', { name: 'Elements' });
  if ((await elements.getAttribute('aria-selected')) !== 'true') await elements.click();
  await page.getByRole('button', { name: 'Add rectangle' }).click();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
