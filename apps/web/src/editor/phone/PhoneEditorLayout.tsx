// The editor on a phone (issue 29), designed for a thumb rather than the desktop squeezed:
// the top bar (back, title, sync state, one menu), the page filling the width, and at the
// bottom, in reach, the selected shape's tools above a bar opening the panels as sheets.
import { Box, Group, Text } from '@mantine/core';
import { canEdit } from '@nibble/core/publication';
import { IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterPage, BottomBar, ContextBar, PanelSheet } from '../afterPage.tsx';
import { CanvasArea } from '../canvas/CanvasArea.tsx';
import { EditorFrame, HeldWhileConnecting } from '../EditorFrame.tsx';
import { EditorHeader } from '../EditorHeader.tsx';
import { useClosePanelAfterChanges } from '../panels/useClosePanelAfterChanges.ts';
import { BarPlace, BOTTOM_BAR_HEIGHT, CONTEXT_BAR_HEIGHT } from '../places.tsx';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { useAfterPageDrawn } from '../useAfterPageDrawn.ts';
import classes from './phone.module.css';
import { useTextAboveKeyboard } from './useTextAboveKeyboard.ts';

/** The "published, editing is off" words the desktop shows in its toolbar. */
function PublishedHint() {
  const { t } = useTranslation('editor');
  const editable = useEditor((s) => canEdit(s.state));
  if (editable) return null;
  return (
    <Group
      gap={6}
      px="sm"
      py={6}
      wrap="nowrap"
      bg="yellow.0"
      style={{ borderTop: '1px solid var(--mantine-color-yellow-3)', flexShrink: 0 }}
      data-testid="published-hint"
    >
      <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm">{t('toolbar.publishedHint')}</Text>
    </Group>
  );
}

/** While the phone's editor is shown, tooltips are not (phone.module.css). */
function useNoTooltips() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.phoneEditor = '';
    return () => {
      delete root.dataset.phoneEditor;
    };
  }, []);
}

export function PhoneEditorLayout({
  onBack,
  onDrawn,
}: {
  onBack(): void;
  /** Called once the page and what is around it are drawn; answers how to call it off. */
  onDrawn?: () => () => void;
}) {
  const store = useEditorStoreApi();
  useClosePanelAfterChanges(true, store);
  useNoTooltips();
  useTextAboveKeyboard(true);
  // The design first: the bars render once the page is drawn, their code loaded then
  // (afterPage.tsx), their places kept meanwhile.
  const around = useAfterPageDrawn();
  useEffect(() => (around && onDrawn ? onDrawn() : undefined), [around, onDrawn]);
  return (
    <EditorFrame className={classes.touch}>
      <EditorHeader onBack={onBack} phone />
      <HeldWhileConnecting>
        <Box style={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Box component="main" style={{ flex: 1, minHeight: 0 }}>
            <CanvasArea />
          </Box>
          <PublishedHint />
          <AfterPage drawn={around} place={<BarPlace height={CONTEXT_BAR_HEIGHT} />}>
            <ContextBar />
          </AfterPage>
          <AfterPage drawn={around} place={<BarPlace height={BOTTOM_BAR_HEIGHT} />}>
            <BottomBar />
          </AfterPage>
        </Box>
        <AfterPage drawn={around}>
          <PanelSheet />
        </AfterPage>
      </HeldWhileConnecting>
    </EditorFrame>
  );
}
