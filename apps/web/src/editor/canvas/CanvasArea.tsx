// The scrolling canvas area: the pages of the current mode in a vertical list, each at the
// current zoom ('fit' fits the largest page, width and height, into the area), and the
// add-page button.
import { Button, Center, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { activePages, listOf } from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import { IconPlus } from '@tabler/icons-react';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorBackend } from '../BackendContext.tsx';
import { TitleDialog } from '../dialogs/TitleDialog.tsx';
import { notifyError } from '../notify.ts';
import { usePhoneLayout } from '../phone/usePhoneLayout.ts';
import { addLocalPage, addPrintPage } from '../store/designActions.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { useCompact } from '../useCompact.ts';
import { COMPACT_ROOM, fitZoom, PHONE_ROOM, WIDE_ROOM } from './fit.ts';
import type { Point } from './gestures/gestureMath.ts';
import { ShapeMenu } from './gestures/ShapeMenu.tsx';
import { useCanvasGestures } from './gestures/useCanvasGestures.ts';
import { PageFrame } from './PageFrame.tsx';
import { registerCanvasViewport } from './visibleArea.ts';

export function useEffectiveZoom(area: { width: number; height: number }): number {
  const compact = useCompact();
  const phone = usePhoneLayout();
  const zoom = useEditor((s) => s.zoom);
  const pages = useEditor((s) => activePages(s.doc));
  const largest = useMemo(
    () => ({
      width: Math.max(0, ...listOf(pages).map((p) => p.width)),
      height: Math.max(0, ...listOf(pages).map((p) => p.height)),
    }),
    [pages],
  );
  const room = phone ? PHONE_ROOM : compact ? COMPACT_ROOM : WIDE_ROOM;
  return zoom === 'fit' ? fitZoom(area, largest, room) : zoom;
}

/**
 * The canvas area's size: measured before the first paint, then followed as it changes. The
 * resize observer reports after the first frame, which drew the page at 100 % off to the left
 * and then jumped to "Fit canvas" (and drew a busy page's first part twice). `measured` is
 * false until the first measure: pages wait for it, so a page's canvases are made at the size
 * they are shown at, not made at 100 % and made again (each new canvas size costs the browser
 * a new bitmap, ~25 ms a canvas on a slow laptop).
 */
function useAreaSize() {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const [first, setFirst] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const box = ref.current?.getBoundingClientRect();
    setFirst({ width: box?.width ?? 0, height: box?.height ?? 0 });
  }, [ref]);
  return {
    ref,
    measured: first !== null,
    ...(width > 0 || !first ? { width, height } : first),
  };
}

// Its own memo: the editor's layout renders again when the panels come in; the pages do not
// change with that.
export const CanvasArea = memo(function CanvasArea() {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const backend = useEditorBackend();
  const { ref, measured, width, height } = useAreaSize();
  const viewportRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    registerCanvasViewport(viewportRef.current);
    return () => registerCanvasViewport(null);
  }, []);
  const pages = useEditor((s) => activePages(s.doc));
  const mode = useEditor((s) => (s.doc.metadata.mode === 'print' ? 'print' : 'page'));
  const editable = useEditor((s) => canEdit(s.state));
  const zoom = useEffectiveZoom({ width, height });
  const compact = useCompact();
  const [printOpen, setPrintOpen] = useState(false);
  // Fingers on the canvas: one gesture layer (gestures/useCanvasGestures.ts).
  const [shapeMenu, setShapeMenu] = useState<Point | null>(null);
  // The element itself, not a ref: the listeners follow the viewport if it is made anew.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const viewportRefs = useMergedRef(viewportRef, setViewport);
  useCanvasGestures(viewport, store, {
    onLongPress: setShapeMenu,
    onTouch: () => setShapeMenu(null),
  });

  return (
    <ScrollArea
      h="100%"
      type="auto"
      ref={ref}
      viewportRef={viewportRefs}
      bg="gray.1"
      data-testid="canvas-area"
      // The page under the fingers is the gesture layer's: the browser neither scrolls nor
      // zooms it, and offers no callout on a long-press.
      styles={{
        viewport: { touchAction: 'none', WebkitTouchCallout: 'none' },
      }}
    >
      {/* "safe": a page zoomed wider than the area starts at its left edge, so all of it can be
          scrolled to (centred, its left part overflowed out of reach). */}
      <Stack align="safe center" gap="xl" p={compact ? 'xs' : 'lg'}>
        {measured &&
          listOf(pages).map((page, index) => (
            <PageFrame key={page.id} page={page} index={index} zoom={zoom} />
          ))}
        <Center>
          {/* Refused while published: it says why, so it stays hoverable (data-disabled). */}
          <Tooltip label={t('refusals.notNew')} disabled={editable} withArrow>
            <Button
              leftSection={<IconPlus size={16} />}
              variant="default"
              data-disabled={editable ? undefined : true}
              aria-disabled={editable ? undefined : true}
              aria-description={editable ? undefined : t('refusals.notNew')}
              onClick={
                editable
                  ? () => (mode === 'print' ? setPrintOpen(true) : addLocalPage(store))
                  : undefined
              }
            >
              {mode === 'print' ? t('canvas.addPrintPage') : t('canvas.addPage')}
            </Button>
          </Tooltip>
        </Center>
      </Stack>
      <ShapeMenu at={shapeMenu} onClose={() => setShapeMenu(null)} />
      <TitleDialog
        opened={printOpen}
        title={t('titleDialog.newPrintPage')}
        submitLabel={t('titleDialog.add')}
        withChannel
        onClose={() => setPrintOpen(false)}
        onSubmit={async (values) => {
          try {
            await addPrintPage(store, backend, values);
          } catch (error) {
            notifyError(t('notify.printPageFailed'), error);
          }
        }}
      />
    </ScrollArea>
  );
});
