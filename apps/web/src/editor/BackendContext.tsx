// Gives the editor its backend. Tests and the local mode pass an in-memory one.
import { createContext, type ReactNode, useContext } from 'react';
import type { EditorBackend } from './backend-types.ts';

const BackendContext = createContext<EditorBackend | null>(null);

export function EditorBackendProvider({
  backend,
  children,
}: {
  backend: EditorBackend;
  children: ReactNode;
}) {
  return <BackendContext.Provider value={backend}>{children}</BackendContext.Provider>;
}

export function useEditorBackend(): EditorBackend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useEditorBackend must be used inside an EditorBackendProvider');
  return backend;
}
