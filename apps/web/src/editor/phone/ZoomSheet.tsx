// The zoom choices on the phone (the desktop's zoom list, hidden there below 576 px): a sheet
// of buttons a thumb can hit, opened from the design menu.
import { Button, SimpleGrid } from '@mantine/core';
import { ZOOM_PRESETS } from '@nibble/core';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import type { Zoom } from '../store/editorStore.ts';
import { zoomName } from '../zoomName.ts';
import { BottomSheet } from './PanelSheet.tsx';

export function ZoomSheet({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const current = useEditor((s) => s.zoom);
  const choices: Zoom[] = ['fit', ...ZOOM_PRESETS];
  return (
    <BottomSheet opened={opened} title={t('header.zoom')} onClose={onClose} testId="zoom-sheet">
      <SimpleGrid cols={3} spacing="xs" pb="md">
        {choices.map((zoom) => (
          <Button
            key={String(zoom)}
            variant={zoom === current ? 'filled' : 'default'}
            aria-pressed={zoom === current}
            style={zoom === 'fit' ? { gridColumn: 'span 3' } : undefined}
            onClick={() => {
              store.getState().setZoom(zoom);
              onClose();
            }}
          >
            {zoomName(zoom, t('header.fitCanvas'))}
          </Button>
        ))}
      </SimpleGrid>
    </BottomSheet>
  );
}
