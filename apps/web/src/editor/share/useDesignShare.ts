// "Share" and "Picture for WhatsApp status" of the editor's menu (issue 29), for a published
// design: the share sheet with the page's PNG and public link where the browser shares files,
// else the dialog with the WhatsApp link, Copy link and the status picture.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedFileName, statusFileName } from '../../components/share/shareLinks.ts';
import { usePublicUrl } from '../../session/platform.ts';
import { useEditorBackend } from '../BackendContext.tsx';
import { downloadBlob } from '../export/renderPage.ts';
import { notifyError } from '../notify.ts';
import type { Offer } from '../refusals/offers.ts';
import { EDITOR_REFUSALS } from '../refusals/offers.ts';
import { visiblePages } from '../store/designActions.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import {
  canShareFiles,
  type ShareSources,
  type ShareTarget,
  sharedPicture,
  shareTarget,
  shareWithFiles,
} from './sharePayload.ts';

/** The link, and the picture where the browser shares files. */
type Prepared = ShareTarget & { png?: File };

export interface DesignShare {
  offer: Offer;
  /** Starts drawing the picture and finding the link (the menu opened). */
  prepare(): void;
  share(): Promise<void>;
  statusPicture(): Promise<void>;
  statusBusy: boolean;
  /** The dialog's link and title; null while it is closed. */
  dialog: ShareTarget | null;
  closeDialog(): void;
}

export function useDesignShare(): DesignShare {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const publicUrl = usePublicUrl();
  const backend = useEditorBackend();
  const designId = useEditor((s) => s.design.id);
  const state = useEditor((s) => s.state);
  const [dialog, setDialog] = useState<ShareTarget | null>(null);
  const [statusBusy, setStatusBusy] = useState(false);
  const prepared = useRef<Promise<Prepared> | null>(null);
  const listPageRecords = backend.listPageRecords?.bind(backend);
  const offer: Offer =
    state === 'PUBLISHED' && listPageRecords
      ? { allowed: true }
      : { allowed: false, reason: EDITOR_REFUSALS.notPublished };

  // Another design, or a change of its state, is another thing to share.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys that make it stale
  useEffect(() => {
    prepared.current = null;
  }, [designId, state, publicUrl]);

  const sources = useCallback((): ShareSources | null => {
    const { design, doc } = store.getState();
    if (!listPageRecords) return null;
    return {
      title: doc.title || design.title,
      designId: design.id,
      listPageRecords,
      origin: publicUrl,
    };
  }, [store, listPageRecords, publicUrl]);

  const ready = useCallback((): Promise<Prepared> => {
    if (prepared.current) return prepared.current;
    const from = sources();
    const page = visiblePages(store)[0];
    if (!from || !page) return Promise.reject(new Error(EDITOR_REFUSALS.notPublished));
    const target = shareTarget(from);
    // The picture is drawn only where the browser can share it.
    const made: Promise<Prepared> = canShareFiles()
      ? target.then(async (found) => ({
          ...found,
          png: await sharedPicture(page, sharedFileName(found.pageId)),
        }))
      : target;
    prepared.current = made;
    made.catch(() => {
      if (prepared.current === made) prepared.current = null;
    });
    return made;
  }, [sources, store]);

  const prepare = useCallback(() => {
    if (offer.allowed) ready().catch(() => undefined);
  }, [offer.allowed, ready]);

  const share = useCallback(async () => {
    try {
      const made = await ready();
      const outcome = made.png ? await shareWithFiles(made, made.png) : 'fallback';
      if (outcome === 'fallback')
        setDialog({ title: made.title, link: made.link, pageId: made.pageId });
    } catch (error) {
      notifyError(t('notify.shareFailed'), error);
    }
  }, [ready, t]);

  const statusPicture = useCallback(async () => {
    setStatusBusy(true);
    try {
      const made = await ready();
      const page = visiblePages(store)[0];
      if (!page) throw new Error(EDITOR_REFUSALS.notPublished);
      const { statusPicture: draw } = await import('./statusImage.ts');
      downloadBlob(await draw(page, made.link), statusFileName(made.pageId));
    } catch (error) {
      notifyError(t('notify.statusFailed'), error);
    } finally {
      setStatusBusy(false);
    }
  }, [ready, store, t]);

  return {
    offer,
    prepare,
    share,
    statusPicture,
    statusBusy,
    dialog,
    closeDialog: useCallback(() => setDialog(null), []),
  };
}
