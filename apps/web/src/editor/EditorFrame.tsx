// The editor's frame, shared by the desktop and the phone layouts (editor/phone).
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEditor } from './store/EditorStoreContext.tsx';
import { isConnecting } from './store/editorStore.ts';

/**
 * Until the live document is in, the design is shown, not edited: the editor is `aria-busy`
 * and nothing under the header takes input (inert changes nothing on screen), while the
 * header says it is connecting. Components of their own, so the editor's layout does not
 * render again when the live document comes: only these two attributes change.
 */
export function EditorFrame({ children, className }: { children: ReactNode; className?: string }) {
  const connecting = useEditor(isConnecting);
  return (
    <Box
      h="100dvh"
      className={className}
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      data-testid="design-editor"
      aria-busy={connecting || undefined}
    >
      {children}
    </Box>
  );
}

export function HeldWhileConnecting({ children }: { children: ReactNode }) {
  const connecting = useEditor(isConnecting);
  return (
    <Box
      style={{ flex: 1, display: 'flex', minHeight: 0, position: 'relative' }}
      inert={connecting}
    >
      {children}
    </Box>
  );
}
