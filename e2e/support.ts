import AxeBuilder from '@axe-core/playwright';
import {
  appendTo,
  type Campaign,
  DEFAULT_TIME_ZONE,
  newCampaign,
  type Org,
  type Shape,
} from '@nibble/core';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '../apps/web/src/session/storageKey.ts';
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

/** axe-core over WCAG 2.1 A and AA: fails on any serious or critical violation. */
export async function expectAccessible(page: Page, where: string) {
  // A dialog still fading in has see-through text, which axe reads as low contrast: check the
  // screen once its transitions end (endless ones — a loader, a skeleton's pulse — excepted).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

/** An organisation as the tab's session keeps it; what a journey does not know stays ''. */
export interface SessionOrg {
  id: number;
  name: string;
  address?: string;
  city?: string;
  state?: string;
  phone?: string;
}

/** The design the editor opens (`designId` null: a new one of `designType`). */
export interface SessionDesign {
  designType: string;
  designName: string;
  designId: number | null;
}

/**
 * Writes into the tab's session (the sessionStorage record the app's store keeps) what
 * choosing on screen would: the organisation, and the design the editor opens (`null` leaves
 * design mode). A part not given is kept as it is.
 */
export async function enterSession(
  page: Page,
  { org, design }: { org?: SessionOrg; design?: SessionDesign | null },
) {
  const stateOrg = org && {
    orgId: org.id,
    orgName: org.name,
    orgAddress: org.address ?? '',
    orgCity: org.city ?? '',
    orgState: org.state ?? '',
    orgPhone: org.phone ?? '',
  };
  await page.evaluate(
    ({ key, stateOrg, design }) => {
      const stored = JSON.parse(sessionStorage.getItem(key) ?? '{"state":{}}') as {
        state: Record<string, unknown>;
      };
      if (stateOrg) stored.state.org = stateOrg;
      if (design !== undefined) stored.state.design = design;
      sessionStorage.setItem(key, JSON.stringify(stored));
    },
    { key: SESSION_STORAGE_KEY, stateOrg, design },
  );
}

/** The organisation the demo seeds, with its staff and its published designs. */
export const DEMO_ORG_NAME = 'Malabar Fresh Mart';

/**
 * Puts an organisation (the newest, or the one named `orgName`) and a new coupon design into
 * the tab's session (the same sessionStorage record the app writes), so a journey can open
 * the editor without going through the organisation and designs screens. Answers the
 * organisation chosen.
 */
export async function chooseOrgAndNewCoupon(
  page: Page,
  token: string,
  title: string,
  orgName?: string,
): Promise<Org> {
  const answer = await page.request.get('/api/v1/admin/orgs', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const orgs = (await answer.json()) as Org[];
  const org = orgName ? orgs.find((o) => o.name === orgName) : orgs[0];
  expect(org, orgName ?? 'an organisation').toBeDefined();
  await enterSession(page, {
    org: org as Org,
    design: { designType: 'promotion_coupon', designName: title, designId: null },
  });
  return org as Org;
}

/**
 * A one-page coupon holding `shapes` on white: the editor's own fresh document (core's
 * `newCampaign`, a page of 800 × 500 with one layer).
 */
export function couponWith(title: string, shapes: Shape[]): Campaign {
  const campaign = newCampaign('promotion_coupon', title);
  const page = campaign.pages.items[campaign.pages.order[0] ?? ''];
  const layer = page?.layers.items[page.layers.order[0] ?? ''];
  if (!page || !layer) throw new Error('newCampaign gave no page or layer');
  page.backgroundColor = 'white';
  layer.shapes = shapes.reduce((all, shape) => appendTo(all, shape.id, shape), layer.shapes);
  return campaign;
}

/**
 * Signs the platform admin in, puts the demo organisation in the tab's session and creates a
 * coupon holding `doc` there through the API. Answers the admin's token and the design's id.
 */
export async function createDemoCoupon(
  page: Page,
  title: string,
  doc: Campaign,
): Promise<{ token: string; id: number }> {
  const token = await signIn(page, E2E_ADMIN);
  const org = await chooseOrgAndNewCoupon(page, token, 'unused', DEMO_ORG_NAME);
  const answer = await page.request.post(`/api/v1/org/${org.id}/content`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, type: 'promotion_coupon', content: JSON.stringify(doc) },
  });
  expect(answer.ok()).toBe(true);
  const { id } = (await answer.json()) as { id: number };
  return { token, id };
}

/**
 * Sets an account's interface language back to English through the API. A journey that
 * switches the language in the user menu saves it on the account (issue 14), and every later
 * sign-in of that account would follow it: each such journey calls this when it ends.
 */
export async function resetAccountLanguage(
  request: APIRequestContext,
  who: { phone: string; password: string },
) {
  const session = await request.post('/api/v1/session', {
    data: { username: who.phone, password: who.password },
  });
  expect(session.ok()).toBe(true);
  const { id } = (await session.json()) as { id: string };
  const headers = { Authorization: `Bearer ${id}` };
  expect((await request.put('/api/v1/me', { headers, data: { language: 'en' } })).ok()).toBe(true);
  await request.delete(`/api/v1/session/${id}`, { headers, data: { id } });
}

/**
 * Waits until the design editor shows and takes edits. A design the API answered is drawn at
 * once and held (the editor `aria-busy`, the header saying it is connecting) until its live
 * document is in; a journey that edits starts after that.
 */
export async function expectEditorOpen(page: Page, timeout = 20_000) {
  const editor = page.getByTestId('design-editor');
  await expect(editor).toBeVisible({ timeout });
  await expect(editor).not.toHaveAttribute('aria-busy', 'true', { timeout });
}

/** The calendar day `offset` days from today in the platform's zone, as a UTC midnight. */
export function platformDay(offset: number): Date {
  const [y, m, d] = new Date()
    .toLocaleDateString('en-CA', { timeZone: DEFAULT_TIME_ZONE })
    .split('-')
    .map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + offset));
}

/** Shows the editor's side panel `name` (Elements, Layers …), opening its tab if another is open. */
export async function openPanel(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(page.getByRole('tabpanel', { name })).toBeVisible();
}

/** Opens the editor's Design menu and answers its item `item` (Save, Publish, Print …). */
export async function designMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: 'Design menu' }).click();
  return page.getByRole('menuitem', { name: item });
}
