// On a phone the floating panel starts closed and closes after each change (an edit, an undo,
// a redo), so the page that changed is what the user sees. The history is watched through the
// store, not rendered from: a component reading it would re-render with every change, and the
// editor's layout holding this re-rendered the whole editor (header, panels, toolbars), a
// tenth of a second per edit or undo on a slow laptop with a busy page.
import { useEffect } from 'react';
import type { EditorStore } from '../store/editorStore.ts';

export function useClosePanelAfterChanges(narrow: boolean, store: EditorStore): void {
  useEffect(() => {
    if (!narrow) return;
    store.getState().setPanel(null);
    return store.subscribe((now, before) => {
      if (now.edits !== before.edits) now.setPanel(null);
    });
  }, [narrow, store]);
}
