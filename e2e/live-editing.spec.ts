// Over 300 lines: the live journeys share the sign-in of each person and the steps of a live
// session; each journey reads top to bottom.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { COLLAB_PATH, designDocumentName } from '@nibble/core/live/protocol';
import { type Browser, expect, type Page, test } from '@playwright/test';
import WebSocket from 'ws';
import * as Y from 'yjs';
import {
  chooseOrgAndNewCoupon,
  DEMO_ORG_NAME,
  DEMO_OWNER,
  E2E_ADMIN,
  expectEditorOpen,
  openPanel,
  signIn,
} from './support.ts';

// Issue 17's journeys in the browser: two people (the platform's admin and the demo shop's
// owner, each in their own browser context) on one live design.

interface Person {
  page: Page;
  token: string;
  /** Errors the page threw: another person's presence must never break this one's editor. */
  errors: string[];
  close(): Promise<void>;
}

async function person(browser: Browser, who: { phone: string; password: string }): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const token = await signIn(page, who);
  return { page, token, errors, close: () => context.close() };
}

const sessionOf = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('nibble.session') ?? '{}') as {
      state: { org: { orgId: number }; design: { designId: number } };
    };
    return { orgId: stored.state.org.orgId, designId: stored.state.design.designId };
  });

/** The admin opens a new coupon of the demo shop; answers its organisation and id. */
async function openNewDesign(admin: Person, title: string) {
  await chooseOrgAndNewCoupon(admin.page, admin.token, title, DEMO_ORG_NAME);
  await admin.page.goto('/dashboard/design');
  await expectEditorOpen(admin.page, 20_000);
  await expect(admin.page).toHaveURL(/\/dashboard\/design\/\d+$/);
  await expect(admin.page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'synced');
  return sessionOf(admin.page);
}

/** The owner opens the same design by its address. */
async function join(owner: Person, designId: number) {
  const { page } = owner;
  await page.getByRole('button', { name: `Choose ${DEMO_ORG_NAME}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/designs$/);
  await page.goto(`/dashboard/design/${designId}`);
  await expectEditorOpen(page, 20_000);
  await expect(page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'synced');
}

async function add(page: Page, shape: 'rectangle' | 'circle' | 'star' | 'line') {
  await openPanel(page, 'Elements');
  await page.getByRole('button', { name: `Add ${shape}` }).click();
}

/** Every shape Konva draws on the first page: id, kind and place, sorted by id. */
const shapesOn = (page: Page) =>
  page.evaluate(() => {
    const konva = (
      window as unknown as {
        Konva: {
          stages: Array<{
            find(s: string): Array<{ id(): string; x(): number; y(): number; className: string }>;
          }>;
        };
      }
    ).Konva;
    return (konva.stages[0]?.find('.shape') ?? [])
      .map((n) => ({ id: n.id(), kind: n.className, x: Math.round(n.x()), y: Math.round(n.y()) }))
      .sort((a, b) => a.id.localeCompare(b.id));
  });

/** The shapes the server's JSON content holds (kept from the live document). */
async function storedShapes(person: Person, orgId: number, designId: number) {
  const answer = await person.page.request.get(`/api/v1/org/${orgId}/content/${designId}`, {
    headers: { Authorization: `Bearer ${person.token}` },
  });
  expect(answer.ok()).toBe(true);
  const { content } = (await answer.json()) as { content: string };
  const campaign = JSON.parse(content) as {
    pages: {
      order: string[];
      items: Record<
        string,
        {
          layers: {
            order: string[];
            items: Record<
              string,
              { shapes: { items: Record<string, { attrs: { x: number; y: number } }> } }
            >;
          };
        }
      >;
    };
  };
  const page = campaign.pages.items[campaign.pages.order[0] ?? ''];
  const layer = page?.layers.items[page.layers.order[0] ?? ''];
  return Object.entries(layer?.shapes.items ?? {})
    .map(([id, shape]) => ({ id, x: Math.round(shape.attrs.x), y: Math.round(shape.attrs.y) }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

const press = async (page: Page, key: string, times: number) => {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
};

test('two people edit one design live: each sees the other, edits merge, undo is per person', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await person(browser, E2E_ADMIN);
  const owner = await person(browser, DEMO_OWNER);
  try {
    const { orgId, designId } = await openNewDesign(admin, `E2E live ${Date.now()}`);
    await join(owner, designId);

    await test.step('each sees who else is in the design', async () => {
      await expect(admin.page.getByTestId('presence-person')).toHaveCount(1);
      await expect(owner.page.getByTestId('presence-person')).toHaveCount(1);
    });

    await test.step('an edit in one editor shows in the other', async () => {
      await add(admin.page, 'rectangle');
      await expect.poll(() => shapesOn(owner.page).then((s) => s.length)).toBe(1);
      await add(owner.page, 'circle');
      await expect.poll(() => shapesOn(admin.page).then((s) => s.length)).toBe(2);
    });

    // Each has their own shape selected (adding selects it). Focus leaves the panel first.
    await admin.page.locator('.konvajs-content').first().hover();
    await owner.page.locator('.konvajs-content').first().hover();
    await admin.page.getByTestId('design-title').click();
    await owner.page.getByTestId('design-title').click();

    const start = await shapesOn(admin.page);
    const rect = start.find((s) => s.kind === 'Rect');
    const circle = start.find((s) => s.kind === 'Circle');
    if (!rect || !circle) throw new Error('a rectangle and a circle were added');
    const where = async (page: Page, kind: string) => {
      const found = (await shapesOn(page)).find((s) => s.kind === kind);
      return found ? [found.x, found.y] : null;
    };

    await test.step('both move different shapes at once and end identical', async () => {
      await Promise.all([press(admin.page, 'ArrowRight', 5), press(owner.page, 'ArrowDown', 5)]);
      for (const page of [admin.page, owner.page]) {
        await expect.poll(() => where(page, 'Rect')).toEqual([rect.x + 5, rect.y]);
        await expect.poll(() => where(page, 'Circle')).toEqual([circle.x, circle.y + 5]);
      }
    });

    await test.step('both move the same shape at once and end identical', async () => {
      // The owner selects everything: the admin's rectangle too.
      await owner.page.keyboard.press('Control+a');
      await Promise.all([press(admin.page, 'ArrowLeft', 3), press(owner.page, 'ArrowUp', 3)]);
      for (const page of [admin.page, owner.page]) {
        await expect.poll(() => where(page, 'Rect')).toEqual([rect.x + 2, rect.y - 3]);
        await expect.poll(() => where(page, 'Circle')).toEqual([circle.x, circle.y + 2]);
      }
      await expect(admin.page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'synced');
      await expect(owner.page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'synced');
      // The server's JSON content follows the live document (within its store debounce).
      await expect
        .poll(() => storedShapes(admin, orgId, designId), { timeout: 15_000 })
        .toEqual((await shapesOn(admin.page)).map(({ id, x, y }) => ({ id, x, y })));
    });

    await test.step('undo takes back only my own changes, one step at a time', async () => {
      // The owner's last step moved both shapes up by one: only that comes back.
      await owner.page.keyboard.press('Control+z');
      for (const page of [admin.page, owner.page]) {
        await expect.poll(() => where(page, 'Rect')).toEqual([rect.x + 2, rect.y - 2]);
        await expect.poll(() => where(page, 'Circle')).toEqual([circle.x, circle.y + 3]);
      }
      // The admin's eight moves come back; the owner's moves of the same rectangle stay.
      await press(admin.page, 'Control+z', 8);
      await expect.poll(() => where(owner.page, 'Rect')).toEqual([rect.x, rect.y - 2]);
      await expect.poll(() => where(owner.page, 'Circle')).toEqual([circle.x, circle.y + 3]);
      // Then the admin's adding of the rectangle: the owner's circle stays.
      await admin.page.keyboard.press('Control+z');
      await expect
        .poll(() => shapesOn(owner.page).then((s) => s.map((x) => x.kind)))
        .toEqual(['Circle']);
      await admin.page.keyboard.press('Control+y');
      await expect.poll(() => where(owner.page, 'Rect')).toEqual([rect.x, rect.y - 2]);
    });

    await test.step('a person who leaves disappears from the others', async () => {
      await owner.close();
      await expect(admin.page.getByTestId('presence-person')).toHaveCount(0, { timeout: 40_000 });
    });
    expect(admin.errors).toEqual([]);
    expect(owner.errors).toEqual([]);
  } finally {
    await admin.close();
    await owner.close().catch(() => undefined);
  }
});

test('a design published while open cannot be changed live', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await person(browser, E2E_ADMIN);
  const owner = await person(browser, DEMO_OWNER);
  try {
    const { orgId, designId } = await openNewDesign(admin, `E2E live published ${Date.now()}`);
    await add(admin.page, 'rectangle');
    await expect(admin.page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'synced');
    await join(owner, designId);
    await expect.poll(() => shapesOn(owner.page).then((s) => s.length)).toBe(1);
    await expect
      .poll(() => storedShapes(admin, orgId, designId), { timeout: 15_000 })
      .toHaveLength(1);

    // The admin publishes it through the API, as another screen would.
    const url = `/api/v1/org/${orgId}/content/${designId}`;
    const auth = { Authorization: `Bearer ${admin.token}` };
    // Publication days are counted in the platform's zone (docs/decisions.md).
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', {
        timeZone: 'Asia/Kolkata',
      });
    const today = day(0);
    const end = day(7);
    const published = await admin.page.request.put(url, {
      headers: auth,
      data: { published: 1, publish_start: today, publish_end: end },
    });
    expect(published.ok(), await published.text()).toBe(true);

    // The owner's editor turns read-only by itself: its tools are off and keys change nothing.
    await openPanel(owner.page, 'Elements');
    await expect(owner.page.getByRole('button', { name: 'Add rectangle' })).toBeDisabled({
      timeout: 15_000,
    });
    await owner.page.getByTestId('design-title').click();
    await owner.page.keyboard.press('Control+a');
    await owner.page.keyboard.press('Delete');
    await press(owner.page, 'ArrowRight', 3);
    expect(await shapesOn(owner.page)).toHaveLength(1);
    // Nor does anything reach the server or the other editor.
    await owner.page.waitForTimeout(1_500);
    expect(await storedShapes(admin, orgId, designId)).toHaveLength(1);
    expect(await shapesOn(admin.page)).toHaveLength(1);
  } finally {
    await admin.close();
    await owner.close();
  }
});

test('one goes offline, edits, reloads offline, edits more, comes back: both have every change', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await person(browser, E2E_ADMIN);
  const owner = await person(browser, DEMO_OWNER);
  try {
    const { orgId, designId } = await openNewDesign(admin, `E2E live offline ${Date.now()}`);
    await add(admin.page, 'rectangle');
    await join(owner, designId);
    await expect.poll(() => shapesOn(owner.page).then((s) => s.length)).toBe(1);
    // The app shell is kept by the service worker once a design was opened.
    await expect
      .poll(() => admin.page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 30_000,
      })
      .toBe(true);

    const context = admin.page.context();
    await context.setOffline(true);
    await expect(admin.page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'offline', {
      timeout: 15_000,
    });
    await expect(admin.page.getByTestId('sync-state')).toHaveAccessibleName(
      'Offline — changes are kept on this device',
    );
    await add(admin.page, 'circle');
    // Meanwhile the owner, online, keeps working.
    await add(owner.page, 'star');

    await admin.page.reload();
    await expectEditorOpen(admin.page, 20_000);
    await expect(admin.page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'offline');
    await expect
      .poll(() => shapesOn(admin.page).then((s) => s.map((x) => x.kind).sort()))
      .toEqual(['Circle', 'Rect']);
    await add(admin.page, 'line');
    expect(await shapesOn(owner.page)).toHaveLength(2);

    await context.setOffline(false);
    await expect(admin.page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'synced', {
      timeout: 30_000,
    });
    const everything = ['Circle', 'Line', 'Rect', 'Star'];
    for (const page of [admin.page, owner.page]) {
      await expect
        .poll(() => shapesOn(page).then((s) => s.map((x) => x.kind).sort()), { timeout: 15_000 })
        .toEqual(everything);
    }
    expect(JSON.stringify(await shapesOn(owner.page))).toBe(
      JSON.stringify(await shapesOn(admin.page)),
    );
    await expect
      .poll(() => storedShapes(admin, orgId, designId).then((s) => s.length), { timeout: 15_000 })
      .toBe(4);
  } finally {
    await admin.close();
    await owner.close();
  }
});

/**
 * A second organisation and its employee, made through the API as the sys_admin makes them
 * (the employee activates the account from the link the server queued). Answers the
 * organisation's name and the employee's phone and password.
 */
async function otherOrganisationEmployee(admin: Person) {
  const { request } = admin.page;
  const headers = { Authorization: `Bearer ${admin.token}` };
  const suffix = Date.now().toString().slice(-6);
  const orgName = `E2E Other Shop ${suffix}`;
  const phone = `96${Date.now().toString().slice(-8)}`;
  const password = 'other-shop-password-7';
  const org = await request.post('/api/v1/admin/org', {
    headers,
    data: {
      name: orgName,
      phone: `94470${suffix.slice(-5)}`,
      address: '9 Hill Road',
      city: 'Thrissur',
      state: 'kerala',
    },
  });
  expect(org.ok(), await org.text()).toBe(true);
  const { id: orgId } = (await org.json()) as { id: number };
  const user = await request.post('/api/v1/user', {
    headers,
    data: { phone, name: 'Other Shop Employee', city: 'Thrissur' },
  });
  expect(user.ok(), await user.text()).toBe(true);
  const member = await request.post(`/api/v1/org/${orgId}`, {
    headers,
    data: { phone, role: 'org_employee' },
  });
  expect(member.ok(), await member.text()).toBe(true);
  const outbox = await request.get('/api/v1/admin/outbox', { headers });
  const messages = (await outbox.json()) as { recipient: string; body: string }[];
  const code = messages
    .map((m) =>
      m.recipient === phone ? /\/activate\?code=([^\s&]+)/.exec(m.body)?.[1] : undefined,
    )
    .find((found) => found !== undefined);
  expect(code, 'an activation link for the employee').toBeDefined();
  const activated = await request.put(`/api/v1/registration/${code}`, {
    data: { phone, password, confirmPassword: password },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  return { orgName, who: { phone, password } };
}

/** The design's JSON content as its organisation reads it through the API. */
async function storedContent(person: Person, orgId: number, designId: number) {
  const answer = await person.page.request.get(`/api/v1/org/${orgId}/content/${designId}`, {
    headers: { Authorization: `Bearer ${person.token}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { content: string }).content;
}

test("an employee of another organisation cannot open or connect to a shop's live design", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await person(browser, E2E_ADMIN);
  let stranger: Person | null = null;
  try {
    const other = await otherOrganisationEmployee(admin);
    const { orgId, designId } = await openNewDesign(admin, `E2E live stranger ${Date.now()}`);
    await add(admin.page, 'rectangle');
    await expect(admin.page.getByTestId('sync-state')).toHaveAttribute('data-sync', 'synced');
    await expect
      .poll(() => storedShapes(admin, orgId, designId), { timeout: 15_000 })
      .toHaveLength(1);
    const before = await storedContent(admin, orgId, designId);

    stranger = await person(browser, other.who);
    const { page } = stranger;
    await page.getByRole('button', { name: `Choose ${other.orgName}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/designs$/);

    await test.step('the editor refuses the design by its address', async () => {
      await page.goto(`/dashboard/design/${designId}`);
      await expect(page.getByText('This design cannot be opened')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('design-editor')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Back to designs' })).toBeVisible();
    });

    await test.step('the collaboration socket refuses the same session', async () => {
      // What a hand-made client could do with the employee's own token: connect to the
      // design's live document and send a change.
      const doc = new Y.Doc();
      doc.getMap('pages').set('intruder', new Y.Map());
      const socket = new HocuspocusProviderWebsocket({
        url: `${(baseURL ?? '').replace(/^http/, 'ws')}${COLLAB_PATH}`,
        WebSocketPolyfill: WebSocket,
      });
      let synced = false;
      const refusal = new Promise<string>((done) => {
        const provider = new HocuspocusProvider({
          websocketProvider: socket,
          name: designDocumentName(designId),
          token: stranger?.token ?? '',
          document: doc,
          onSynced: () => {
            synced = true;
          },
          onAuthenticationFailed: ({ reason }) => done(reason),
        });
        provider.attach();
        doc.on('destroy', () => provider.destroy());
        setTimeout(() => done('no answer in 15 s'), 15_000);
      });
      try {
        expect(await refusal).toBe('permission-denied');
        expect(synced).toBe(false);
        // Nothing of the design reached the refused client.
        expect(doc.getMap('pages').size).toBe(1);
      } finally {
        doc.destroy();
        socket.destroy();
      }
    });

    await test.step('the design did not change, on the server or in its own editor', async () => {
      await page.waitForTimeout(1_500);
      expect(await storedContent(admin, orgId, designId)).toBe(before);
      expect(await shapesOn(admin.page)).toHaveLength(1);
      await expect(admin.page.getByTestId('presence-person')).toHaveCount(0);
    });
  } finally {
    await admin.close();
    await stranger?.close();
  }
});
