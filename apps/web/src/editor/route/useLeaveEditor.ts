// Leaving the editor, by its back arrow or the browser's Back (issue 15), asks first when
// there are unsaved changes, and leaves design mode, so the designs list is where Back lands
// instead of bouncing into the editor again.
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { i18n } from '../../i18n/setup.ts';
import { onBrowserBack } from '../../session/browserBack.ts';
import { designPath, PATHS } from '../../session/paths.ts';
import { useSession } from '../../session/store.ts';
import type { EditorStore } from '../store/editorStore.ts';
import { isEditorPath } from './designAddress.ts';

export const askToLeave = (onLeave: () => void): void => {
  modals.openConfirmModal({
    title: i18n.t('editor:leave.title'),
    children: i18n.t('editor:leave.body'),
    labels: { confirm: i18n.t('editor:leave.leave'), cancel: i18n.t('editor:leave.stay') },
    onConfirm: onLeave,
  });
};

/** Answers the back arrow's action; the browser's Back goes through the same question. */
export function useLeaveEditor(store: EditorStore | null): () => void {
  const navigate = useNavigate();
  const leaving = useRef(false);

  useEffect(() => {
    // Heard before the router renders the new address (session/browserBack.ts): design mode
    // must be gone by then, or the organisation routes would send the user straight back to
    // the editor. Back to another design's address with unsaved changes asks too.
    onBrowserBack((there) => {
      const here = store ? designPath(store.getState().design.id) : null;
      if (there === here) return;
      if (here && !leaving.current && store?.getState().dirty) {
        // Stay until the user decides: the editor's address comes back (the page never left).
        navigate(here);
        askToLeave(() => {
          leaving.current = true;
          navigate(-1);
        });
        return;
      }
      leaving.current = false;
      // The spec's bare /dashboard/design would only show this design again: that is leaving
      // too, and its guard then goes on to the designs list.
      if (!isEditorPath(there) || there === PATHS.design) useSession.getState().leaveDesign();
    });
    return () => onBrowserBack(null);
  }, [store, navigate]);

  return useCallback(() => {
    const go = () => {
      leaving.current = true;
      useSession.getState().leaveDesign();
      navigate(PATHS.designs);
    };
    if (store?.getState().dirty) askToLeave(go);
    else go();
  }, [store, navigate]);
}
