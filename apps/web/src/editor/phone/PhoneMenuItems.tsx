// What the desktop shows around its design menu and that the phone keeps inside it: the
// zoom, the grid, the page's downloads (png, pdf) and Enable / Disable of the rail's foot.
import { Menu } from '@mantine/core';
import { activePages, findPage, listOf } from '@nibble/core';
import {
  IconFileTypePdf,
  IconGridDots,
  IconPhotoDown,
  IconPower,
  IconSquare,
  IconSquareCheck,
  IconZoomIn,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePlatformZone } from '../../session/platform.ts';
import { usePublicationChange } from '../EnableMenu.tsx';
import { exportPng } from '../export/png.ts';
import { notifyError } from '../notify.ts';
import { OfferedMenuItem } from '../refusals/OfferedMenuItem.tsx';
import { publicationOffer } from '../refusals/offers.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import type { EditorStoreState } from '../store/editorStore.ts';
import { zoomName } from '../zoomName.ts';

/** The page the downloads are of: the selected one, else the first of the current mode. */
const downloadedPage = (state: EditorStoreState) =>
  (state.selection.pageId ? findPage(state.doc, state.selection.pageId) : undefined) ??
  listOf(activePages(state.doc))[0];

export function PhoneMenuItems({ onZoom }: { onZoom(): void }) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const zoom = useEditor((s) => s.zoom);
  const grid = useEditor((s) => s.grid);
  const design = useEditor((s) => s.design);
  const zone = usePlatformZone();
  const download = (kind: 'png' | 'pdf') => () => {
    const page = downloadedPage(store.getState());
    if (!page) return;
    const done =
      kind === 'png'
        ? exportPng(page)
        : import('../export/pdf.ts').then(({ exportPdf }) => exportPdf(page));
    done.catch((error) =>
      notifyError(kind === 'png' ? t('notify.pngFailed') : t('notify.pdfFailed'), error),
    );
  };
  const publication = usePublicationChange();
  return (
    <>
      <Menu.Divider />
      <Menu.Item leftSection={<IconPhotoDown size={16} />} onClick={download('png')}>
        {t('canvas.savePng')}
      </Menu.Item>
      <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={download('pdf')}>
        {t('canvas.savePdf')}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item leftSection={<IconZoomIn size={16} />} onClick={onZoom}>
        {t('header.zoom')}: {zoomName(zoom, t('header.fitCanvas'))}
      </Menu.Item>
      <Menu.Item
        leftSection={grid ? <IconSquareCheck size={16} /> : <IconSquare size={16} />}
        rightSection={<IconGridDots size={16} />}
        aria-pressed={grid}
        onClick={() => store.getState().setGrid(!grid)}
      >
        {t('header.grid')}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Label>{t('enable.tooltip')}</Menu.Label>
      <OfferedMenuItem
        leftSection={<IconPower size={16} />}
        offer={publicationOffer(design, 'enable', new Date(), zone)}
        onClick={publication('enable')}
      >
        {t('enable.enable')}
      </OfferedMenuItem>
      <OfferedMenuItem
        leftSection={<IconPower size={16} />}
        offer={publicationOffer(design, 'disable', new Date(), zone)}
        onClick={publication('disable')}
      >
        {t('enable.disable')}
      </OfferedMenuItem>
    </>
  );
}
