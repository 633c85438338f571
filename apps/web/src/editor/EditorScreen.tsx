// The full-screen design editor (spec §2 "Design editor screen"). It loads the design named
// by its address (/dashboard/design/{designId}) or else by the session's design mode through
// the backend seam, parses its document, and lays it out for a laptop (DesktopEditorLayout)
// or for a phone (editor/phone).
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { activePages, type Design, listOf, parseCampaign } from '@nibble/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client.ts';
import { i18n } from '../i18n/setup.ts';
import { useSession } from '../session/store.ts';
import { EditorBackendProvider } from './BackendContext.tsx';
import { useHttpEditorBackend } from './backend/index.ts';
import type { EditorBackend } from './backend-types.ts';
import { DesktopEditorLayout } from './DesktopEditorLayout.tsx';
import { localBackend } from './defaultBackend.ts';
import { LaterLiveLink } from './live/laterLink.ts';
import type { LiveSession } from './live/liveSession.ts';
import type { OpenLiveDesign } from './live/openLiveDesign.ts';
import { PresenceContext } from './live/presence.ts';
import { editorMessage } from './messages.ts';
import { notifyDone, notifyError } from './notify.ts';
import { PhoneEditorLayout } from './phone/PhoneEditorLayout.tsx';
import { usePhoneLayout } from './phone/usePhoneLayout.ts';
import { useDesignAddress, useFollowDesign } from './route/designAddress.ts';
import { useLeaveEditor } from './route/useLeaveEditor.ts';
import { saveDesign } from './store/designActions.ts';
import { EditorStoreProvider } from './store/EditorStoreContext.tsx';
import { createEditorStore, type EditorStore } from './store/editorStore.ts';
import { parseDesignContent } from './store/parsedDesign.ts';
import { preloadPageFaces } from './text/ready.ts';
import { afterFacesLoaded } from './useAfterPageDrawn.ts';
import { useEditorKeyboard } from './useEditorKeyboard.ts';
import { useWarnBeforeUnload } from './useWarnBeforeUnload.ts';

/**
 * What was loaded, for which id (null: a new design of the session's design mode). `goLive`:
 * the design shows from the API's answer, and its live document is to be taken in once drawn.
 */
type Loaded =
  | ((
      | { store: EditorStore; design: Design; session?: LiveSession; goLive?: () => Promise<void> }
      | { error: string }
    ) & {
      forId: number | null;
    })
  | null;

/** Once a live design is open, the app's files are kept for opening it offline. */
const keepShellOffline = () =>
  void import('./live/offlineShell.ts').then((shell) => shell.keepAppShellOffline());

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export default function EditorScreen({ backend: injected }: { backend?: EditorBackend }) {
  const address = useDesignAddress();
  const http = useHttpEditorBackend();
  // Tests inject a backend; the app talks to the server, or keeps the design in memory
  // when there is no organisation session to talk with.
  const backend = useMemo(() => injected ?? http ?? localBackend(), [injected, http]);
  // A design on the server is edited live (editor/live); tests and designs kept only in this
  // tab are saved by hand.
  const live = !injected && http !== null;
  const [loaded, setLoaded] = useState<Loaded>(null);
  const addressId = 'id' in address ? address.id : null;
  const invalid = 'invalid' in address ? address.invalid : null;
  // The address names the design; without one, design mode does (a new design has no id).
  const modeId = useSession((s) => s.design?.designId ?? null);
  const id = addressId ?? modeId;

  useEffect(() => {
    let current = true;
    setLoaded(null);
    if (invalid) {
      setLoaded({ error: invalid, forId: null });
      return;
    }
    // Type and name only matter for a new design; read once, so leaving design mode on the
    // way out does not load the design again.
    const mode = useSession.getState().design;
    let session: LiveSession | undefined;
    const liveOptions = (designId: number): OpenLiveDesign => {
      const { token, name, email, phone } = useSession.getState();
      return {
        token,
        account: email || phone,
        name,
        refresh: () => backend.loadDesign(designId, mode?.designType ?? 'promotion_coupon', ''),
      };
    };
    // Offline (no answer from the API), or an answer that does not parse: the design opens once
    // its live document (this device's copy, or the server's) is in.
    const openLive = async (record: Design | null, designId: number) => {
      const { openLiveDesign } = await import('./live/openLiveDesign.ts');
      const opened = await openLiveDesign(record, designId, liveOptions(designId));
      session = opened.session;
      if (!current) session.destroy();
      else setLoaded({ ...opened, design: opened.store.getState().design, forId: id });
      keepShellOffline();
    };
    // The API answered: the design shows from that answer at once, edits held, and its live
    // session (its code loaded then: live/laterLink.ts) connects and takes its document in
    // once the page is drawn (goLive, below).
    const showLive = (record: Design) => {
      let doc: ReturnType<typeof parseDesignContent>;
      try {
        doc = parseDesignContent(record.content, record.type);
      } catch {
        return openLive(record, record.id);
      }
      // The faces load while the page is being drawn: its texts then draw as they mount.
      for (const page of listOf(activePages(doc))) void preloadPageFaces(page);
      const link = new LaterLiveLink();
      const store = createEditorStore({
        design: record,
        doc: { ...doc, title: record.title },
        live: link,
        connecting: true,
      });
      const goLive = async () => {
        const { connectLiveDesign } = await import('./live/openLiveDesign.ts');
        if (!current) return;
        const opening = connectLiveDesign(store, record, link, liveOptions(record.id));
        const opened = opening.session;
        session = opened;
        // Others' cursors and avatars follow the session from here.
        setLoaded((shown) =>
          shown && 'store' in shown && shown.store === store
            ? { ...shown, session: opened }
            : shown,
        );
        await opening.goLive();
      };
      if (current) setLoaded({ store, design: record, goLive, forId: id });
    };
    const fail = (error: unknown) => current && setLoaded({ error: messageOf(error), forId: id });
    backend
      .loadDesign(id, mode?.designType ?? 'promotion_coupon', mode?.designName ?? 'Title')
      .then(
        async (record) => {
          if (live) return showLive(record);
          // The record's title is the design's name (the designs list shows it), also when an
          // older copy's document still carries the original's.
          const doc = { ...parseCampaign(record.content, record.type), title: record.title };
          if (current) {
            setLoaded({
              store: createEditorStore({ design: record, doc }),
              design: record,
              forId: id,
            });
          }
        },
        // No answer from the server (offline): a design kept on this device opens from there.
        (error: unknown) =>
          live && id !== null && error instanceof ApiRequestError && error.code === 'network'
            ? openLive(null, id).catch(() => Promise.reject(error))
            : Promise.reject(error),
      )
      .catch(fail);
    return () => {
      current = false;
      session?.destroy();
    };
  }, [backend, id, invalid, live]);

  const store = loaded && 'store' in loaded ? loaded.store : null;
  useFollowDesign(loaded && 'design' in loaded ? loaded : null, id, addressId);

  // The live document's heavy work (its first sync applies the whole document) starts once the
  // page and what is around it are drawn (EditorLayout's onDrawn), its texts' faces loaded, a
  // frame later. A refusal before it is in ends on the same error screen as an opening that
  // waited for it.
  const goLive = loaded && 'goLive' in loaded ? loaded.goLive : undefined;
  const openedFor = loaded?.forId ?? null;
  const onDrawn = useMemo(() => {
    if (!goLive) return undefined;
    return () => {
      let current = true;
      const cancel = afterFacesLoaded(() => {
        goLive().then(
          keepShellOffline,
          (error: unknown) => current && setLoaded({ error: messageOf(error), forId: openedFor }),
        );
      });
      return () => {
        current = false;
        cancel();
      };
    };
  }, [goLive, openedFor]);

  const onSaveKey = useCallback(
    (event: KeyboardEvent) => {
      if (!store || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's')
        return false;
      saveDesign(store, backend).then(
        (saved) => saved && notifyDone(i18n.t('editor:notify.saved')),
        (error) => notifyError(i18n.t('editor:notify.saveFailed'), error),
      );
      return true;
    },
    [store, backend],
  );
  useEditorKeyboard(store, onSaveKey);
  useWarnBeforeUnload(store);
  const leave = useLeaveEditor(store);
  // Below 600 px wide the editor is laid out for a thumb (editor/phone).
  const phone = usePhoneLayout();
  const { t } = useTranslation('editor');

  if (!loaded) {
    return (
      <Center h="100dvh">
        <Loader aria-label={t('screen.loading')} />
      </Center>
    );
  }
  if ('error' in loaded) {
    return (
      <Center h="100dvh" p="md">
        <Stack maw={480}>
          <Alert color="red" title={t('screen.cannotOpen')}>
            {editorMessage(loaded.error)}
          </Alert>
          <Button onClick={leave}>{t('screen.backToDesigns')}</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <EditorBackendProvider backend={backend}>
      <EditorStoreProvider store={loaded.store}>
        <PresenceContext.Provider value={loaded.session?.presence ?? null}>
          {phone ? (
            <PhoneEditorLayout onBack={leave} onDrawn={onDrawn} />
          ) : (
            <DesktopEditorLayout onBack={leave} onDrawn={onDrawn} />
          )}
        </PresenceContext.Provider>
      </EditorStoreProvider>
    </EditorBackendProvider>
  );
}
