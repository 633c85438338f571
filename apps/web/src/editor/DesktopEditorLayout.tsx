// The editor on a laptop or a tablet (spec §2): the header, the icon rail and its side panel,
// the selection toolbar and the page canvases. On a phone, PhoneEditorLayout instead.
import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterPage, IconRail, PanelBody, TopToolbar } from './afterPage.tsx';
import { CanvasArea } from './canvas/CanvasArea.tsx';
import { EditorFrame, HeldWhileConnecting } from './EditorFrame.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { EnableMenu } from './EnableMenu.tsx';
import { useClosePanelAfterChanges } from './panels/useClosePanelAfterChanges.ts';
import { COMPACT_RAIL_WIDTH, PanelPlace, RailPlace, ToolbarPlace } from './places.tsx';
import { useEditor, useEditorStoreApi } from './store/EditorStoreContext.tsx';
import { useAfterPageDrawn } from './useAfterPageDrawn.ts';
import { useCompact } from './useCompact.ts';

export function DesktopEditorLayout({
  onBack,
  onDrawn,
}: {
  onBack(): void;
  /** Called once the page and what is around it are drawn; answers how to call it off. */
  onDrawn?: () => () => void;
}) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const narrow = useCompact();
  const panelOpen = useEditor((s) => s.panel !== null);
  useClosePanelAfterChanges(narrow, store);
  // The design first: rail, panel and toolbar render once the page is drawn, their code loaded
  // then (afterPage.tsx), in boxes of their own size and colour meanwhile (places.tsx), so the
  // canvas keeps its place and nothing moves.
  const around = useAfterPageDrawn();
  useEffect(() => (around && onDrawn ? onDrawn() : undefined), [around, onDrawn]);
  return (
    <EditorFrame>
      <EditorHeader onBack={onBack} />
      <HeldWhileConnecting>
        <AfterPage drawn={around} place={<RailPlace />}>
          <IconRail footer={<EnableMenu />} />
        </AfterPage>
        {/* On a phone the panel floats over the canvas instead of squeezing it. */}
        <Box
          style={
            narrow && panelOpen
              ? {
                  position: 'absolute',
                  left: COMPACT_RAIL_WIDTH,
                  top: 0,
                  bottom: 0,
                  zIndex: 20,
                  display: 'flex',
                  boxShadow: 'var(--mantine-shadow-lg)',
                }
              : { display: 'flex' }
          }
          component="aside"
          aria-label={t('screen.sidePanel')}
        >
          <AfterPage drawn={around} place={panelOpen && <PanelPlace />}>
            <PanelBody />
          </AfterPage>
        </Box>
        <Box
          component="main"
          style={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}
        >
          <AfterPage drawn={around} place={<ToolbarPlace />}>
            <TopToolbar />
          </AfterPage>
          <Box style={{ flex: 1, minHeight: 0 }}>
            <CanvasArea />
          </Box>
        </Box>
      </HeldWhileConnecting>
    </EditorFrame>
  );
}
