import { PUBLISHED } from '@nibble/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { addShapeToPage } from '../store/addShape.ts';
import { runCommand } from '../store/commands.ts';
import { renderWithEditor, testStore } from '../testing.tsx';
import { TopToolbar } from './TopToolbar.tsx';

const kind = () =>
  screen.getByRole('toolbar', { name: 'Shape toolbar' }).getAttribute('data-toolbar');

describe('TopToolbar (spec §4: toolbar by selection)', () => {
  it('shows the default toolbar with the background colour when nothing is selected', () => {
    renderWithEditor(<TopToolbar />);
    expect(kind()).toBe('default');
    expect(screen.getByRole('button', { name: 'Background colour' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it.each([
    [{ type: 'rect' } as const, 'path'],
    [{ type: 'star' } as const, 'path'],
    [{ type: 'line' } as const, 'path'],
    [{ type: 'img', url: 'a.png', naturalWidth: 10, naturalHeight: 10 } as const, 'image'],
    [
      { type: 'illus', url: 'a.svg', naturalWidth: 10, naturalHeight: 10 } as const,
      'dynamic-image',
    ],
  ])('switches to the right toolbar for %o', (spec, expected) => {
    const store = testStore();
    addShapeToPage(store, spec);
    renderWithEditor(<TopToolbar />, store);
    expect(kind()).toBe(expected);
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Layering' })).toBeInTheDocument();
  });

  it('text toolbar toggles bold and italic through the shared commands', async () => {
    const store = testStore();
    addShapeToPage(store, { type: 'text', preset: 'body' });
    renderWithEditor(<TopToolbar />, store);
    expect(kind()).toBe('text');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Italic' }));
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Font family: Abril Fatface' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Font size' })).toHaveValue('20');
  });

  it('a locked shape shows only the unlock button, which unlocks it', async () => {
    const store = testStore();
    addShapeToPage(store, { type: 'rect' });
    runCommand(store, 'lock');
    renderWithEditor(<TopToolbar />, store);
    expect(kind()).toBe('lock');
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(kind()).toBe('path');
  });

  it('a published design disables editing in the toolbar', () => {
    renderWithEditor(<TopToolbar />, testStore({ published: PUBLISHED.published }));
    expect(screen.getByText('This design is published: editing is off')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Background colour' })).toBeDisabled();
  });

  it('undo and redo buttons follow the history', async () => {
    const store = testStore();
    renderWithEditor(<TopToolbar />, store);
    addShapeToPage(store, { type: 'rect' });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(kind()).toBe('default');
    expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
  });
});

describe('TopToolbar in Malayalam (issue 14)', () => {
  it('names every control in Malayalam, shortcut hints included', async () => {
    await i18n.changeLanguage('ml');
    const store = testStore();
    addShapeToPage(store, { type: 'text', preset: 'body' });
    renderWithEditor(<TopToolbar />, store);
    const toolbar = screen.getByRole('toolbar', { name: 'രൂപങ്ങളുടെ ടൂൾബാർ' });
    expect(within(toolbar).getByRole('button', { name: 'ബോൾഡ്' })).toBeEnabled();
    expect(within(toolbar).getByRole('button', { name: 'പഴയപടിയാക്കുക' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('textbox', { name: 'അക്ഷര വലുപ്പം' })).toHaveValue('20');
    // The font family keeps its own name; every other control is named in Malayalam.
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '')
      .filter((name) => !name.startsWith('ഫോണ്ട്:'));
    expect(names.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
    await userEvent.hover(within(toolbar).getByRole('button', { name: 'ബോൾഡ്' }));
    expect(await screen.findByText('ബോൾഡ് (Ctrl+B)')).toBeInTheDocument();
  });

  it('says why editing is off in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderWithEditor(<TopToolbar />, testStore({ published: PUBLISHED.published }));
    expect(screen.getByText('यह डिज़ाइन प्रकाशित है: बदलाव बंद हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बैकग्राउंड का रंग' })).toBeDisabled();
  });
});
