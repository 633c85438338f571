import { addShape, newPage, type Page } from '@nibble/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createLocalBackend } from '../localBackend.ts';
import { renderWithEditor, testStore } from '../testing.tsx';
import { ImagesPanel } from './ImagesPanel.tsx';
import { TemplatesPanel } from './TemplatesPanel.tsx';

// Issue 15, Accessibility: templates and stock pictures are reached and used by keyboard,
// and each stock picture is named after what it shows.

const pageWithRect = (): Page => {
  const store = testStore();
  const { doc } = store.getState();
  const pageId = doc.pages.order[0] as string;
  const layerId = doc.pages.items[pageId]?.layers.order[0] as string;
  const drawn = addShape(doc, { pageId, layerId, id: 'r1', spec: { type: 'rect' } });
  return drawn.pages.items[pageId] ?? newPage({ width: 800, height: 500 });
};

/** Presses Tab until `target` has the focus, as a keyboard user would (at most 60 times). */
async function tabTo(target: HTMLElement) {
  for (let i = 0; i < 60 && document.activeElement !== target; i++) await userEvent.tab();
  expect(target).toHaveFocus();
}

describe('editor panels by keyboard', () => {
  it('a template is applied with Tab and Enter', async () => {
    const backend = createLocalBackend();
    await backend.createTemplate({
      title: 'Festival',
      page: pageWithRect(),
      preview: new Blob(['x'], { type: 'image/png' }),
      type: 'promotion_coupon',
    });
    const { store } = renderWithEditor(<TemplatesPanel />, testStore(), backend);
    const apply = await screen.findByRole('button', { name: 'Apply template Festival' });
    await tabTo(apply);
    await userEvent.keyboard('{Enter}');
    const { doc, selection } = store.getState();
    const page = doc.pages.items[selection.pageId ?? ''];
    expect(selection.shapeIds).toHaveLength(1);
    expect(page?.layers.order.length).toBeGreaterThan(0);
  });

  it('each stock picture is a button named after what it shows', async () => {
    const backend = {
      ...createLocalBackend(),
      stockImages: async () => [
        { url: 'https://x.test/stock/pizza.jpg', title: 'Pepperoni pizza' },
        { url: 'https://x.test/stock/tulips.jpg', title: 'Tulips' },
      ],
    };
    renderWithEditor(<ImagesPanel />, testStore(), backend);
    const pizza = await screen.findByRole('button', { name: 'Add Pepperoni pizza' });
    expect(screen.getByRole('button', { name: 'Add Tulips' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add stock photo' })).toBeNull();
    await tabTo(pizza);
  });
});
