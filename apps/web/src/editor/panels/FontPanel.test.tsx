import { selectedShapes } from '@nibble/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addShapeToPage } from '../store/addShape.ts';
import { renderWithEditor, testStore } from '../testing.tsx';
import { FontPanel } from './FontPanel.tsx';

const options = () =>
  within(screen.getByRole('listbox', { name: 'Font family' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('FontPanel (issue 13: Indic faces)', () => {
  it('names each Indic family in its own script and filters by script', async () => {
    const store = testStore();
    addShapeToPage(store, { type: 'text', preset: 'body' });
    renderWithEditor(<FontPanel />, store);
    expect(options()).toContain('ചിലങ്കChilanka');
    expect(options()).toContain('हिन्दHind');
    expect(options()).toContain('Lato');

    await userEvent.click(screen.getByRole('radio', { name: 'Malayalam' }));
    expect(options()).toEqual(
      expect.arrayContaining(['ചിലങ്കChilanka', 'മഞ്ജരിManjari', 'ഗായത്രിGayathri']),
    );
    expect(options().every((o) => /[\u0d00-\u0d7f]/u.test(o ?? ''))).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Devanagari' }));
    expect(options().every((o) => /[\u0900-\u097f]/u.test(o ?? ''))).toBe(true);
    expect(options()).toHaveLength(4);

    await userEvent.click(screen.getByRole('radio', { name: 'Latin' }));
    expect(options()).toContain('Lato');
    expect(options().some((o) => /[\u0900-\u097f\u0d00-\u0d7f]/u.test(o ?? ''))).toBe(false);
  });

  it('finds a family by either name and applies it to the text', async () => {
    const store = testStore();
    addShapeToPage(store, { type: 'text', preset: 'body' });
    renderWithEditor(<FontPanel />, store);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search fonts' }), 'ചില');
    expect(options()).toEqual(['ചിലങ്കChilanka']);
    await userEvent.click(screen.getByRole('option', { name: /Chilanka/ }));
    const state = store.getState();
    expect(selectedShapes(state.doc, state.selection)[0]?.attrs.fontFamily).toBe('Chilanka');
  });
});
