import { findShape, selectedShapes } from '@nibble/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addShapeToPage } from '../store/addShape.ts';
import { runCommand } from '../store/commands.ts';
import type { EditorStore } from '../store/editorStore.ts';
import { renderWithEditor, testStore } from '../testing.tsx';
import { TextEditOverlay } from './TextEditOverlay.tsx';

function editText(): { store: EditorStore; pageId: string; text: () => string | undefined } {
  const store = testStore();
  addShapeToPage(store, { type: 'text', preset: 'body' });
  const state = store.getState();
  const shape = selectedShapes(state.doc, state.selection)[0];
  const { pageId, layerId } = state.selection;
  if (!shape || !pageId || !layerId) throw new Error('no text shape');
  state.setEditingText({ pageId, layerId, shapeId: shape.id });
  const text = () =>
    findShape(store.getState().doc, pageId, layerId, shape.id)?.attrs.text ?? undefined;
  return { store, pageId, text };
}

/** What an input method does while the user composes a word, then commits it. */
function compose(area: HTMLTextAreaElement, steps: string[], before: string) {
  fireEvent.compositionStart(area);
  for (const step of steps) {
    fireEvent.compositionUpdate(area, { data: step });
    area.value = before + step;
    fireEvent.input(area);
    // The input method's Enter picks the candidate: it is not "finish editing".
    fireEvent.keyDown(area, { key: 'Enter', ctrlKey: true, isComposing: true });
    fireEvent.keyDown(area, { key: 'Escape', keyCode: 229 });
  }
  fireEvent.compositionEnd(area, { data: steps.at(-1) });
}

describe('TextEditOverlay with an input method (issue 13)', () => {
  it('keeps editing through a composition, and undo takes the composed word back in one step', () => {
    const { store, pageId, text } = editText();
    const original = text();
    renderWithEditor(<TextEditOverlay pageId={pageId} zoom={1} />, store);
    const area = screen.getByRole('textbox', { name: 'Edit text' }) as HTMLTextAreaElement;
    area.value = '';
    compose(area, ['ക', 'ക്', 'ക്ഷ'], '');
    compose(area, [' ഓ', ' ഓണം'], 'ക്ഷ');
    expect(store.getState().editingText).not.toBeNull();
    fireEvent.blur(area);
    expect(store.getState().editingText).toBeNull();
    expect(text()).toBe('ക്ഷ ഓണം');
    runCommand(store, 'undo');
    expect(text()).toBe(original);
  });

  it('keeps a change made inside a conjunct', () => {
    const { store, pageId, text } = editText();
    renderWithEditor(<TextEditOverlay pageId={pageId} zoom={1} />, store);
    const area = screen.getByRole('textbox', { name: 'Edit text' }) as HTMLTextAreaElement;
    // സ്ത്രീ with its virama + ത്ര replaced in the middle: സ + ്ത + ്ര + ീ → സ്ക്രീ.
    area.value = 'സ്ത്രീ';
    area.setSelectionRange(2, 3);
    compose(area, ['ക'], 'സ്');
    area.value = 'സ്ക്രീ';
    fireEvent.input(area);
    fireEvent.keyDown(area, { key: 'Escape' });
    expect(text()).toBe('സ്ക്രീ');
  });

  it('still finishes on Escape and Ctrl+Enter outside a composition', () => {
    const { store, pageId } = editText();
    renderWithEditor(<TextEditOverlay pageId={pageId} zoom={1} />, store);
    const area = screen.getByRole('textbox', { name: 'Edit text' });
    fireEvent.keyDown(area, { key: 'Enter', ctrlKey: true });
    expect(store.getState().editingText).toBeNull();
  });
});
