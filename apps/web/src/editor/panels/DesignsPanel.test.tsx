// The editor's Designs panel reads the organisation's designs a page at a time, as the Designs
// screen does, instead of one capped list.
import { DESIGNS_PAGE_SIZE } from '@nibble/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { EditorBackend } from '../backend-types.ts';
import { createLocalBackend } from '../localBackend.ts';
import { renderWithEditor, testStore } from '../testing.tsx';
import { DesignsPanel } from './DesignsPanel.tsx';

/** The panel in an editor whose designs come from `backend`. */
const renderPanel = (backend: EditorBackend) =>
  renderWithEditor(
    <MemoryRouter>
      <DesignsPanel />
    </MemoryRouter>,
    testStore(),
    backend,
  );

describe('Designs panel', () => {
  it('shows the first page of designs and loads the next when asked', async () => {
    const backend = createLocalBackend();
    const total = DESIGNS_PAGE_SIZE + 6;
    for (let i = 1; i <= total; i++)
      await backend.loadDesign(null, 'promotion_coupon', `Offer ${i}`);
    // Another type is not listed.
    await backend.loadDesign(null, 'restaurant_menu', 'Menu');
    const listPage = vi.spyOn(backend, 'listDesignsPage');

    renderPanel(backend);
    const opens = () => screen.queryAllByRole('button', { name: /^Open design / });
    expect(await screen.findByRole('button', { name: 'Open design Offer 30' })).toBeTruthy();
    expect(opens()).toHaveLength(DESIGNS_PAGE_SIZE);
    expect(listPage).toHaveBeenCalledTimes(1);
    expect(listPage).toHaveBeenLastCalledWith('promotion_coupon', undefined);

    const more = within(screen.getByTestId('load-more')).getByRole('button', {
      name: 'Show more designs',
    });
    await userEvent.click(more);
    expect(await screen.findByRole('button', { name: 'Open design Offer 1' })).toBeTruthy();
    expect(opens()).toHaveLength(total);
    // The second page was asked with the first page's cursor, and it was the last page.
    expect(listPage).toHaveBeenCalledTimes(2);
    expect(listPage.mock.calls[1]?.[1]).toBe(String(DESIGNS_PAGE_SIZE));
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open design Menu' })).toBeNull();
  });

  it('says so when the first page cannot be loaded', async () => {
    const backend = createLocalBackend();
    vi.spyOn(backend, 'listDesignsPage').mockRejectedValue(new Error('offline'));
    renderPanel(backend);
    expect(await screen.findByText('The designs could not be loaded.')).toBeTruthy();
  });
});
