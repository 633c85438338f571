// The phone's bars without a canvas: the bottom bar opens each rail panel as a sheet and
// closes it, the contextual bar follows the selection ("Edit text" opens the text for
// editing), the top bar's one menu holds what the desktop shows around it, and the
// "published, editing is off" hint shows.
import { findPage, listOf, PUBLISHED } from '@nibble/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { EditorHeader } from '../EditorHeader.tsx';
import { addShapeToPage } from '../store/addShape.ts';
import type { EditorStore } from '../store/editorStore.ts';
import { renderWithEditor, testStore } from '../testing.tsx';
import { BottomBar } from './BottomBar.tsx';
import { ContextBar } from './ContextBar.tsx';
import { PanelSheet } from './PanelSheet.tsx';

const RAIL = [
  'Designs',
  'Templates',
  'Elements',
  'Images',
  'Text',
  'Illustrations',
  'Background',
  'Layers',
];

const onlyShape = (store: EditorStore) => {
  const { doc, selection } = store.getState();
  const page = selection.pageId ? findPage(doc, selection.pageId) : undefined;
  return page ? listOf(page.layers).flatMap((l) => listOf(l.shapes))[0] : undefined;
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the phone bottom bar', () => {
  it('offers every rail panel by its desktop name, with a visible label', () => {
    renderWithEditor(<BottomBar />);
    const bar = screen.getByRole('navigation', { name: 'Editor' });
    const buttons = within(bar).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(RAIL);
    for (const button of buttons) expect(button.textContent?.trim()).not.toBe('');
  });

  it('opens a panel as a bottom sheet and closes it with its close button and Escape', async () => {
    const { store } = renderWithEditor(
      <>
        <BottomBar />
        <PanelSheet />
      </>,
    );
    // The phone's layout starts with no panel open (the desktop with Elements).
    act(() => store.getState().setPanel(null));
    await userEvent.click(screen.getByRole('button', { name: 'Elements' }));
    expect(store.getState().panel).toBe('elements');
    const sheet = await screen.findByTestId('panel-sheet');
    expect(within(sheet).getByRole('button', { name: 'Add rectangle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elements' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close panel' }));
    expect(store.getState().panel).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Layers' }));
    await screen.findByTestId('panel-sheet');
    await userEvent.keyboard('{Escape}');
    expect(store.getState().panel).toBeNull();
  }, 15_000);
});

describe('the phone contextual bar', () => {
  it('shows the text tools with an "Edit text" button that opens the text for editing', async () => {
    const store = testStore();
    renderWithEditor(<ContextBar />, store);
    expect(screen.queryByRole('button', { name: 'Edit text' })).toBeNull();
    // Nothing selected: the page's background and undo, redo.
    expect(screen.getByRole('button', { name: 'Background colour' })).toBeInTheDocument();
    act(() => {
      addShapeToPage(store, { type: 'text', preset: 'heading', text: 'ഓണം ഓഫർ' });
    });
    const shape = onlyShape(store);
    expect(shape?.type).toBe('text');
    const toolbar = screen.getByRole('toolbar', { name: 'Shape toolbar' });
    expect(within(toolbar).getByRole('textbox', { name: 'Font size' })).toBeInTheDocument();
    for (const name of ['Text colour', 'Bold', 'Opacity', 'Duplicate', 'Delete'])
      expect(
        within(toolbar).getByRole('button', { name: new RegExp(`^${name}`) }),
      ).toBeInTheDocument();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Edit text' }));
    expect(store.getState().editingText).toMatchObject({ shapeId: shape?.id });
  });

  it('has no "Edit text" on a published design', () => {
    const store = testStore({ published: PUBLISHED.published });
    renderWithEditor(<ContextBar />, store);
    expect(screen.queryByRole('button', { name: 'Edit text' })).toBeNull();
  });
});

describe('the phone top bar', () => {
  it('holds save, publish, share, the downloads, zoom and grid in its one menu', async () => {
    const { store } = renderWithEditor(<EditorHeader onBack={() => {}} phone />);
    // No zoom list and no grid checkbox beside the title on the phone.
    // What comes once the page is drawn (useAfterPageDrawn) is in after a few frames.
    await act(() => new Promise((done) => setTimeout(done, 200)));
    expect(screen.queryByRole('checkbox', { name: 'Grid' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Zoom' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Design menu' }));
    // The menu's items (queried with hidden: jsdom reports Mantine's open dropdown as hidden
    // once its transition ends).
    const item = (name: string | RegExp) => screen.findByRole('menuitem', { name, hidden: true });
    for (const name of [
      'Publish',
      'Save',
      'Share',
      'Save as png',
      'Save as pdf',
      /^Zoom: Fit canvas$/,
      'Grid',
      'Enable',
      'Disable',
    ])
      expect(await item(name)).toBeInTheDocument();
    fireEvent.click(await item('Grid'));
    expect(store.getState().grid).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Design menu' }));
    fireEvent.click(await item(/^Zoom/));
    const sheet = await screen.findByTestId('zoom-sheet');
    await userEvent.click(within(sheet).getByRole('button', { name: '150%' }));
    expect(store.getState().zoom).toBe(1.5);
  }, 20_000);
});
