// Which text the contextual bar's "Edit text" opens: the one selected text, when the design
// takes changes and the text is not locked (the same rule as a double-tap on the canvas).
import { selectedShapes } from '@nibble/core';
import { canChangeDocument, type EditorStoreState } from '../store/editorStore.ts';

export interface TextToEdit {
  pageId: string;
  layerId: string;
  shapeId: string;
}

export const textToEdit = (state: EditorStoreState): TextToEdit | null => {
  const { pageId, layerId, shapeIds } = state.selection;
  if (!pageId || !layerId || shapeIds.length !== 1 || !canChangeDocument(state)) return null;
  const [shape] = selectedShapes(state.doc, state.selection);
  if (!shape || shape.locked || (shape.type !== 'text' && shape.type !== 'v-text')) return null;
  return { pageId, layerId, shapeId: shape.id };
};
