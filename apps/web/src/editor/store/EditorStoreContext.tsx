// Each mounted editor owns one store; components read it through this context.
import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { EditorStore, EditorStoreState } from './editorStore.ts';

const EditorStoreContext = createContext<EditorStore | null>(null);

export function EditorStoreProvider({
  store,
  children,
}: {
  store: EditorStore;
  children: ReactNode;
}) {
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>;
}

export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditor must be used inside an EditorStoreProvider');
  return store;
}

export function useEditor<T>(selector: (state: EditorStoreState) => T): T {
  return useStore(useEditorStoreApi(), selector);
}
