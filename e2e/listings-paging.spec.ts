// Listings that scale (issue 32): a city with 120 offers shows its first page and loads the
// rest as the visitor scrolls; the Designs screen finds a design by title among 300. The data
// is made through the API (an organisation of its own in a city of its own, so no other
// journey's listing changes), and the organisation is taken offline at the end, which takes
// its offers off the public side in one request.
import { CITY_PAGE_SIZE, DESIGNS_PAGE_SIZE, type Org } from '@nibble/core';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { couponWith, E2E_ADMIN, enterSession, signIn } from './support.ts';

const OFFERS = 120;
const DESIGNS = 300;
const WANTED = 'Kappa biryani special';

/** Calendar days of the platform's zone (docs/decisions.md "Publication days"). */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Kolkata',
  });

/** Runs `make` for 0 … count-1, `width` requests at a time. */
async function inBatches(count: number, width: number, make: (i: number) => Promise<void>) {
  for (let start = 0; start < count; start += width) {
    await Promise.all(
      Array.from({ length: Math.min(width, count - start) }, (_, k) => make(start + k)),
    );
  }
}

async function seed(request: APIRequestContext, token: string, city: string): Promise<Org> {
  const headers = { Authorization: `Bearer ${token}` };
  const suffix = Date.now().toString().slice(-5);
  const created = await request.post('/api/v1/admin/org', {
    headers,
    data: {
      name: `E2E Paging Shop ${suffix}`,
      phone: `94471${suffix}`,
      address: '3 Market Road',
      city,
      state: 'kerala',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const org = (await created.json()) as Org;
  // The design looked for is made first, so it is the oldest: the last of 13 pages.
  const titles = [
    WANTED,
    ...Array.from({ length: DESIGNS - OFFERS - 1 }, (_, i) => `Draft design ${i + 1}`),
    ...Array.from({ length: OFFERS }, (_, i) => `Paging offer ${String(i + 1).padStart(3, '0')}`),
  ];
  const ids: number[] = new Array(titles.length);
  const text = (title: string) => ({
    id: 't1',
    type: 'text' as const,
    attrs: { x: 40, y: 40, text: title, fontSize: 32, fill: '#1b5e20' },
  });
  await inBatches(titles.length, 20, async (i) => {
    const title = titles[i] ?? '';
    const answer = await request.post(`/api/v1/org/${org.id}/content`, {
      headers,
      data: {
        title,
        type: 'promotion_coupon',
        content: JSON.stringify(couponWith(title, [text(title)])),
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    ids[i] = ((await answer.json()) as { id: number }).id;
  });
  await inBatches(OFFERS, 20, async (k) => {
    const id = ids[DESIGNS - OFFERS + k];
    const answer = await request.put(`/api/v1/org/${org.id}/content/${id}`, {
      headers,
      data: { published: 1, publish_start: day(0), publish_end: day(7) },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  });
  return org;
}

/** The organisation in the tab's session, as choosing it on the Organizations screen does. */
async function chooseOrg(page: Page, org: Org) {
  await enterSession(page, { org, design: null });
}

test('a city of 120 offers pages as the visitor scrolls; Designs finds one title among 300', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const token = await signIn(page, E2E_ADMIN);
  const city = `Pagingpuram${Date.now().toString(36).slice(-4)}`;
  const org = await seed(page.request, token, city);
  try {
    // The visitor (no account, a phone-sized window) opens the city the server draws.
    const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await visitor.goto(`/State/kerala/City/${city}`);
    const offers = visitor.getByRole('heading', { level: 2, name: /^Paging offer \d{3}$/ });
    await expect(offers).toHaveCount(CITY_PAGE_SIZE, { timeout: 15_000 });
    await expect(offers.first()).toHaveText('Paging offer 120');
    // Scrolling to the end brings the next page by itself, until all are there.
    await expect
      .poll(
        async () => {
          await visitor.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return offers.count();
        },
        { timeout: 30_000, intervals: [300, 500, 1_000] },
      )
      .toBe(OFFERS);
    await expect(visitor.getByRole('button', { name: 'Show more offers' })).toHaveCount(0);
    const titles = await offers.allTextContents();
    expect(new Set(titles).size).toBe(OFFERS);
    expect(titles.at(-1)).toBe('Paging offer 001');
    await visitor.close();

    // Staff: the Designs screen shows a page, and the search finds the oldest design.
    await chooseOrg(page, org);
    await page.goto('/dashboard/designs');
    const cards = page.getByRole('article', { name: /^Design / });
    await expect(cards).toHaveCount(DESIGNS_PAGE_SIZE, { timeout: 15_000 });
    await expect(page.getByRole('article', { name: `Design ${WANTED}` })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search by title' }).fill('biryani');
    await expect(page.getByRole('article', { name: `Design ${WANTED}` })).toBeVisible({
      timeout: 15_000,
    });
    await expect(cards).toHaveCount(1);
  } finally {
    // Offline: the offers leave Home's cities and the public side for the journeys after.
    const off = await page.request.put(`/api/v1/admin/org/${org.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: org.name,
        phone: org.phone,
        address: org.address,
        city: org.city,
        state: org.state,
        category: 'grocery',
        postcode: '',
        status: 0,
      },
    });
    expect(off.ok(), await off.text()).toBe(true);
  }
});
