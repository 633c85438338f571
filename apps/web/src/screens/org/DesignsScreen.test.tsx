// Over 300 lines: the Designs screen's filters, search, paging, duplicate, delete and share,
// sharing one render helper and fetch mock.
import { ModalsProvider } from '@mantine/modals';
import { DELETE_ACTIVE, type Design } from '@nibble/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrgContext } from '../../routing/guards.tsx';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';

/** A page of the designs list (core paging.ts). */
const listPage = (items: unknown[], nextCursor: string | null = null) =>
  jsonResponse({ items, nextCursor });

import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { chosenOrg, designRecord } from '../../test/records.ts';
import DesignsScreen from './DesignsScreen.tsx';

const fetchMock = mockFetchEachTest();
// Saturday 21 November 2026, noon local time.
const NOW = new Date(2026, 10, 21, 12, 0, 0);
const day = (offset: number) => new Date(2026, 10, 21 + offset, 12).toISOString();

let nextId = 1;
const design = (over: Partial<Design>): Design =>
  designRecord({ id: nextId++, updated: NOW.toISOString(), ...over });

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

function renderScreen(path = '/dashboard/designs', publicUrl?: string) {
  return renderRoutes(
    [
      {
        element: (
          <ModalsProvider>
            <Outlet />
          </ModalsProvider>
        ),
        children: [
          {
            element: <OrgContext />,
            children: [{ path: '/dashboard/designs', element: <DesignsScreen /> }],
          },
          { path: '/dashboard/design/:designId?', element: <p>Editor open</p> },
        ],
      },
    ],
    { path, publicUrl },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useSession.setState({
    ...SIGNED_OUT,
    signedIn: true,
    token: 'tok',
    org: chosenOrg(),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Designs screen', () => {
  it('labels each published design with its badge tone and colour, and none for a new one', async () => {
    fetchMock.mockResolvedValue(
      listPage([
        design({ title: 'Live', published: 1, publish_start: day(-1), publish_end: day(7) }),
        design({ title: 'Old', published: 1, publish_start: day(-10), publish_end: day(-2) }),
        design({ title: 'Soon', published: 1, publish_start: day(3), publish_end: day(9) }),
        design({ title: 'Off', published: 2, publish_start: day(-1), publish_end: day(7) }),
        design({ title: 'Draft', type: 'restaurant_menu' }),
      ]),
    );
    renderScreen();

    const card = async (title: string) =>
      within(await screen.findByRole('article', { name: `Design ${title}` }));
    const badge = async (title: string, word: string) =>
      (await card(title)).getByText(word).closest('.mantine-Badge-root');

    expect(await badge('Live', 'Active')).toHaveAttribute('data-colour', 'lightgreen');
    expect(await badge('Old', 'Expired')).toHaveAttribute('data-colour', 'lightgray');
    expect(await badge('Soon', 'Scheduled')).toHaveAttribute('data-colour', 'yellow');
    expect(await badge('Off', 'Disabled')).toHaveAttribute('data-colour', 'yellow');
    const draft = await card('Draft');
    expect(draft.queryByText(/Active|Expired|Scheduled|Disabled/)).toBeNull();
    // Type labels of spec §2.
    expect(draft.getByText('Restaurant')).toBeInTheDocument();
    expect((await card('Live')).getByText('Promotion')).toBeInTheDocument();
    // No preview: the placeholder picture stands in.
    expect(draft.getByRole('img', { name: 'Preview of Draft (no preview)' })).toBeInTheDocument();
  });

  it('shows the empty state with the New design call to action', async () => {
    fetchMock.mockResolvedValue(listPage([]));
    renderScreen();
    expect(await screen.findByText('No designs yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start a design' }));
    expect(await screen.findByRole('dialog', { name: 'New design' })).toBeInTheDocument();
  });

  it("opens New design from the installed app's shortcut (?new=1), then drops it from the address", async () => {
    fetchMock.mockResolvedValue(listPage([]));
    const { router } = renderScreen('/dashboard/designs?new=1');
    expect(await screen.findByRole('dialog', { name: 'New design' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/dashboard/designs');
  });

  it('shares a published design from its card: the WhatsApp link holds its /Page/ link at PUBLIC_URL', async () => {
    const live = design({
      title: 'Onam offer',
      published: 1,
      publish_start: day(-1),
      publish_end: day(7),
    });
    const draft = design({ title: 'Draft' });
    const record = (id: number, contentId: number, channel: string) => ({
      id,
      code_type: '001',
      content_id: contentId,
      title: '',
      channel,
      preview: '',
      publisher_id: 7,
      publisher_name: 'Demo',
      auto_bookmark: 1,
      content: '',
    });
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/pages')
        ? jsonResponse([
            record(11, live.id, 'print'),
            record(12, live.id, 'app'),
            record(13, 99, 'app'),
          ])
        : listPage([live, draft]),
    );
    // The studio is reached at another address than the one customers open.
    renderScreen('/dashboard/designs', 'https://offers.example.in');
    const draftCard = within(await screen.findByRole('article', { name: 'Design Draft' }));
    expect(draftCard.queryByRole('button', { name: /^Share/ })).toBeNull();
    // This browser has no share sheet (jsdom): the dialog offers the link.
    await userEvent.click(await screen.findByRole('button', { name: 'Share Onam offer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share this offer' }));
    const link = 'https://offers.example.in/Page/12';
    expect(dialog.getByRole('textbox', { name: 'Public page link' })).toHaveValue(link);
    expect(dialog.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Onam offer ${link}`)}`,
    );
    expect(calls()).toContain('GET /api/v1/org/7/pages');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'server_error', message: 'Database is down' } }, 503),
    );
    renderScreen();
    expect(await screen.findByText('The designs could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
  });

  it('creates nothing for an empty title and closes the dialog', async () => {
    fetchMock.mockResolvedValue(listPage([]));
    renderScreen();
    await screen.findByText('No designs yet');
    await userEvent.click(screen.getByRole('button', { name: 'Design Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New design' });
    await userEvent.type(within(dialog).getByLabelText('Title'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New design' })).toBeNull());
    expect(calls()).toEqual(['GET /api/v1/org/7/contents?limit=24']);
    expect(useSession.getState().design).toBeNull();
  });

  it('creates a design with a title and opens it in design mode', async () => {
    const created = design({ id: 99, title: 'Summer offer' });
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? jsonResponse(created, 201) : listPage([]),
    );
    const { router } = renderScreen();
    await screen.findByText('No designs yet');
    await userEvent.click(screen.getByRole('button', { name: 'Design Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New design' });
    await userEvent.type(within(dialog).getByLabelText('Title'), '  Summer offer ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/design/99'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body));
    expect(body).toMatchObject({ title: 'Summer offer', type: 'promotion_coupon' });
    expect(JSON.parse(body.content).title).toBe('Summer offer');
    expect(useSession.getState().design).toEqual({
      designType: 'promotion_coupon',
      designName: 'Summer offer',
      designId: 99,
    });
  });

  it('duplicates a design to the top of the list and deletes one after confirming', async () => {
    const first = design({ id: 1, title: 'Coupon A' });
    const copy = design({ id: 2, title: 'Coupon A (copy)' });
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'POST') return jsonResponse(copy, 201);
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      return listPage([first]);
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Coupon A' }));
    const articles = async () =>
      (await screen.findAllByRole('article')).map((a) => a.getAttribute('aria-label'));
    await waitFor(async () =>
      expect(await articles()).toEqual(['Design Coupon A (copy)', 'Design Coupon A']),
    );
    expect(calls()).toContain('POST /api/v1/org/7/content/1/duplicate');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Coupon A (copy)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete design' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await articles()).toEqual(['Design Coupon A']));
    expect(calls()).toContain('DELETE /api/v1/org/7/content/2');
  });

  it('greys Delete on a live design and says why, leaving others deletable', async () => {
    fetchMock.mockResolvedValue(
      listPage([
        design({ title: 'Live', published: 1, publish_start: day(-1), publish_end: day(7) }),
        design({ title: 'Old', published: 1, publish_start: day(-10), publish_end: day(-2) }),
      ]),
    );
    renderScreen();
    const live = await screen.findByRole('button', { name: 'Delete Live' });
    expect(live).toHaveAttribute('aria-disabled', 'true');
    expect(live).toHaveAccessibleDescription(DELETE_ACTIVE);
    await userEvent.click(live);
    expect(screen.queryByRole('dialog', { name: 'Delete design' })).toBeNull();

    const old = screen.getByRole('button', { name: 'Delete Old' });
    expect(old).not.toHaveAttribute('aria-disabled');
    await userEvent.click(old);
    expect(await screen.findByRole('dialog', { name: 'Delete design' })).toBeInTheDocument();
  });

  it('opens a design by entering design mode for its type', async () => {
    fetchMock.mockResolvedValue(
      listPage([design({ id: 5, title: 'Menu', type: 'restaurant_menu' })]),
    );
    const { router } = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Open Menu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/design/5'));
    expect(useSession.getState().design).toEqual({
      designType: 'restaurant_menu',
      designName: 'Menu',
      designId: 5,
    });
  });

  it('lists one type when it is chosen in the Design type filter', async () => {
    fetchMock.mockResolvedValue(listPage([]));
    renderScreen();
    await screen.findByText('No designs yet');
    const filter = screen.getByRole('radiogroup', { name: 'Design type' });
    expect(within(filter).getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(within(filter).getByRole('radio', { name: 'Restaurant' }));
    await waitFor(() =>
      expect(calls()).toContain('GET /api/v1/org/7/contents?type=restaurant_menu&limit=24'),
    );
  });

  it('searches by title on the server and says when nothing matches', async () => {
    fetchMock.mockImplementation(async (url) => {
      const q = new URL(String(url), 'http://x').searchParams.get('q');
      if (q === 'ഓണം') return listPage([design({ id: 4, title: 'ഓണം ഓഫർ' })]);
      if (q) return listPage([]);
      return listPage([design({ id: 3, title: 'Coupon A' }), design({ id: 4, title: 'ഓണം ഓഫർ' })]);
    });
    renderScreen();
    await screen.findByRole('article', { name: 'Design Coupon A' });
    const search = screen.getByRole('searchbox', { name: 'Search by title' });
    await userEvent.type(search, 'ഓണം');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Design Coupon A' })).toBeNull(),
    );
    expect(await screen.findByRole('article', { name: 'Design ഓണം ഓഫർ' })).toBeInTheDocument();
    expect(calls()).toContain(`GET /api/v1/org/7/contents?q=${encodeURIComponent('ഓണം')}&limit=24`);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No design title contains “zzz”.');
  });

  it('loads the next page of designs with Show more designs', async () => {
    fetchMock.mockImplementation(async (url) => {
      const cursor = new URL(String(url), 'http://x').searchParams.get('cursor');
      return cursor === 'NEXT'
        ? listPage([design({ id: 1, title: 'Older design' })])
        : listPage([design({ id: 2, title: 'Newer design' })], 'NEXT');
    });
    renderScreen();
    await screen.findByRole('article', { name: 'Design Newer design' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more designs' }));
    expect(await screen.findByRole('article', { name: 'Design Older design' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Design Newer design' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more designs' })).toBeNull();
  });
});
