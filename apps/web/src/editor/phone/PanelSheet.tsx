// A bottom sheet on the phone: comes up from the bottom bar, at most 70 % of the screen high
// so the page stays in sight above it, with a drag handle's look; a tap outside, Escape or
// its close button closes it.
import { Drawer, ScrollArea } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { panelView } from '../panels/SidePanel.tsx';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import type { PanelId } from '../store/editorStore.ts';
import classes from './phone.module.css';

export const SHEET_HEIGHT = '70dvh';

export function BottomSheet({
  opened,
  title,
  onClose,
  testId,
  children,
}: {
  opened: boolean;
  title: string;
  onClose(): void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('editor');
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="bottom" size="auto">
      <Drawer.Overlay backgroundOpacity={0.25} />
      <Drawer.Content
        className={classes.touch}
        data-testid={testId}
        aria-label={title}
        mah={SHEET_HEIGHT}
        radius="lg"
      >
        <div className={classes.handle} aria-hidden />
        <Drawer.Header py={4} style={{ minHeight: 0 }}>
          <Drawer.Title fw={600}>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('panels.close')} />
        </Drawer.Header>
        {/* As wide as the sheet, not as its widest row: Mantine's autosized area grows to its
            content (min-content, a table), so a long layer name pushed the row's buttons out of
            sight on a phone instead of being cut with "…". */}
        <ScrollArea.Autosize
          mah={`calc(${SHEET_HEIGHT} - 64px)`}
          type="auto"
          scrollbars="y"
          classNames={{ viewport: classes.sheetViewport, content: classes.sheetContent }}
        >
          <Drawer.Body pt={0}>{children}</Drawer.Body>
        </ScrollArea.Autosize>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/** The open panel (from the bottom bar, or the font and colour panels from the shape's tools). */
export function PanelSheet() {
  const store = useEditorStoreApi();
  const panel = useEditor((s) => s.panel);
  // The last panel shown stays in the sheet while it slides away.
  const shown = useRef<PanelId | null>(panel);
  if (panel) shown.current = panel;
  const view = shown.current ? panelView(shown.current) : null;
  const Body = view?.body;
  return (
    <BottomSheet
      opened={panel !== null}
      title={view?.title ?? ''}
      testId="panel-sheet"
      onClose={() => store.getState().setPanel(null)}
    >
      {Body && <Body />}
    </BottomSheet>
  );
}
