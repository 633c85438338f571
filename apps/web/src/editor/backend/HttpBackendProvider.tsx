// Gives the editor the server-backed backend of the chosen organisation. EditorScreen wraps
// its content in <HttpBackendProvider>; tests keep passing an in-memory backend instead.
import { notifications } from '@mantine/notifications';
import { type Design, TIMERS_MS } from '@nibble/core';
import { type ReactNode, useMemo } from 'react';
import { i18n } from '../../i18n/setup.ts';
import { useSession } from '../../session/store.ts';
import { EditorBackendProvider } from '../BackendContext.tsx';
import type { EditorBackend } from '../backend-types.ts';
import { notifyError } from '../notify.ts';
import { createHttpBackend } from './httpBackend.ts';
import { askStaleChoice } from './staleRevision.tsx';

/** Keeps design mode pointing at the design on screen, so a reload reopens that one. */
const followDesign = (design: Design) => {
  const { design: mode, enterDesign } = useSession.getState();
  if (mode && mode.designId !== design.id) enterDesign(design.type, design.title, design.id);
};

/** The upload progress message of spec §9, shown for its 500 ms. */
const showUploadProgress = (file: File) =>
  notifications.show({
    loading: true,
    message: i18n.t('editor:notify.uploading', { name: file.name }),
    autoClose: TIMERS_MS.uploadProgress,
    withCloseButton: false,
  });

export function useHttpEditorBackend(): EditorBackend | null {
  const orgId = useSession((s) => s.org?.orgId ?? null);
  const token = useSession((s) => s.token);
  return useMemo(
    () =>
      orgId === null || !token
        ? null
        : createHttpBackend({
            orgId,
            resolveStale: (message) => askStaleChoice(message),
            reload: () => window.location.reload(),
            onDesignChanged: followDesign,
            warn: notifyError,
            onUploadStart: showUploadProgress,
          }),
    [orgId, token],
  );
}

export function HttpBackendProvider({ children }: { children: ReactNode }) {
  const backend = useHttpEditorBackend();
  // The Design route's guard already needs a chosen organisation; this covers a sign-out
  // racing the render.
  if (!backend) return null;
  return <EditorBackendProvider backend={backend}>{children}</EditorBackendProvider>;
}
