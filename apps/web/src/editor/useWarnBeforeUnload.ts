// Closing or reloading the tab with unsaved changes asks first (the in-app back arrow has
// its own "Leave the editor?" dialog). Browsers show their own wording; we only ask.
import { useEffect } from 'react';
import type { EditorStore } from './store/editorStore.ts';

export function useWarnBeforeUnload(store: EditorStore | null): void {
  useEffect(() => {
    if (!store) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!store.getState().dirty) return;
      event.preventDefault();
      // Older browsers still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [store]);
}
