// A page in the list: title bar, publication status line with a lock icon, the canvas, and
// the side buttons of spec §2 (select, template, png, pdf, delete while NEW).
import { ActionIcon, Box, Flex, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { Page } from '@nibble/core';
import { selectPage } from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import {
  IconFileTypePdf,
  IconLock,
  IconLockOpen,
  IconPhotoDown,
  IconPointer,
  IconTemplate,
  IconTrash,
} from '@tabler/icons-react';
import { memo, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformZone } from '../../session/platform.ts';
import { useEditorBackend } from '../BackendContext.tsx';
import { TitleDialog } from '../dialogs/TitleDialog.tsx';
import { exportPng } from '../export/png.ts';
import { editorMessage } from '../messages.ts';
import { notifyDone, notifyError } from '../notify.ts';
import {
  deletePageOffer,
  EDITOR_REFUSALS,
  isLastDesignPage,
  type Offer,
} from '../refusals/offers.ts';
import { createTemplate, removePage } from '../store/designActions.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { useAfterPageDrawn } from '../useAfterPageDrawn.ts';
import { useCompact } from '../useCompact.ts';
import { PageCanvas } from './PageCanvas.tsx';
import { translatedStatusLine } from './statusText.ts';
import { TextEditOverlay } from './TextEditOverlay.tsx';

/** A side button's size (ActionIcon "lg"), kept while the buttons are not rendered yet. */
const SIDE_BUTTON_SIZE = 34;

const STATUS_BACKGROUND = {
  lightgreen: '#d3f9d8',
  lightgray: '#e9ecef',
  yellow: '#fff3bf',
} as const;

/**
 * A page's side button. One the design's state refuses stays focusable and shows why in its
 * tooltip (a disabled button would show no tooltip at all), and does nothing when pressed.
 */
function SideButton(props: { label: string; onClick(): void; offer?: Offer; children: ReactNode }) {
  const { t } = useTranslation('editor');
  const refusal = props.offer && !props.offer.allowed ? editorMessage(props.offer.reason) : null;
  return (
    <Tooltip
      label={refusal ? t('canvas.refused', { label: props.label, reason: refusal }) : props.label}
      position="right"
      withArrow
    >
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={props.label}
        aria-description={refusal ?? undefined}
        aria-disabled={refusal ? true : undefined}
        data-disabled={refusal ? true : undefined}
        onClick={refusal ? undefined : props.onClick}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

// Its own memo: the canvas area renders again when its size is first reported (after the first
// frame); a page whose props did not change has nothing to draw again.
export const PageFrame = memo(function PageFrame({
  page,
  index,
  zoom,
}: {
  page: Page;
  index: number;
  zoom: number;
}) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const backend = useEditorBackend();
  const design = useEditor((s) => s.design);
  const state = useEditor((s) => s.state);
  const selected = useEditor((s) => s.selection.pageId === page.id);
  const [templateOpen, setTemplateOpen] = useState(false);
  const editable = canEdit(state);
  const zone = usePlatformZone();
  const status = translatedStatusLine(design, new Date(), zone);
  const title = page.title || t('canvas.page', { number: index + 1 });
  const compact = useCompact();
  // The side buttons and the template dialog come once the page is drawn (as the editor's
  // panels do): their rendering held a busy page's first frame back. Their place is kept.
  const around = useAfterPageDrawn();
  const lastPage = useEditor((s) => isLastDesignPage(s.doc, page.id));
  const deleteOffer = deletePageOffer(state, lastPage);
  const templateOffer: Offer = editable
    ? { allowed: true }
    : { allowed: false, reason: EDITOR_REFUSALS.notNew };

  const run = (label: string, action: () => Promise<void>) => () => {
    action().catch((error) => notifyError(label, error));
  };

  return (
    <Stack gap={6} data-testid="page-frame" data-page-id={page.id}>
      <Group justify="space-between" wrap="nowrap" w={page.width * zoom} maw="100%">
        <Text fw={600} size="sm" c={selected ? 'nibble.7' : undefined} truncate>
          {title}
        </Text>
        {/* The lock stays beside the words when a phone's width wraps them (Malayalam and
            Hindi states with their dates run long), never on a line of its own. */}
        <Group
          gap={4}
          px={8}
          py={2}
          wrap="nowrap"
          style={{
            borderRadius: 4,
            background: status.colour ? STATUS_BACKGROUND[status.colour] : undefined,
          }}
          data-testid="status-line"
        >
          {editable ? (
            <IconLockOpen size={14} aria-hidden style={{ flexShrink: 0 }} />
          ) : (
            <IconLock size={14} aria-hidden style={{ flexShrink: 0 }} />
          )}
          <Text size="xs">{status.text}</Text>
        </Group>
      </Group>
      <Flex align="flex-start" gap={8} direction={compact ? 'column' : 'row'}>
        <Paper
          shadow={selected ? 'md' : 'xs'}
          radius={0}
          style={{
            position: 'relative',
            outline: selected
              ? '2px solid var(--mantine-color-nibble-4)'
              : '1px solid var(--mantine-color-gray-3)',
            lineHeight: 0,
          }}
        >
          <PageCanvas page={page} zoom={zoom} />
          <TextEditOverlay pageId={page.id} zoom={zoom} />
        </Paper>
        {around ? (
          <Flex gap={6} direction={compact ? 'row' : 'column'}>
            <SideButton
              label={t('canvas.selectPage')}
              onClick={() => store.getState().select(selectPage(store.getState().doc, page.id))}
            >
              <IconPointer size={18} />
            </SideButton>
            <SideButton
              label={t('canvas.createTemplate')}
              offer={templateOffer}
              onClick={() => setTemplateOpen(true)}
            >
              <IconTemplate size={18} />
            </SideButton>
            <SideButton
              label={t('canvas.savePng')}
              onClick={run(t('notify.pngFailed'), () => exportPng(page))}
            >
              <IconPhotoDown size={18} />
            </SideButton>
            <SideButton
              label={t('canvas.savePdf')}
              // jsPDF, HarfBuzz and the font files load only when a PDF is saved (issue 13).
              onClick={run(t('notify.pdfFailed'), () =>
                import('../export/pdf.ts').then(({ exportPdf }) => exportPdf(page)),
              )}
            >
              <IconFileTypePdf size={18} />
            </SideButton>
            <SideButton
              label={t('canvas.deletePage')}
              offer={deleteOffer}
              onClick={() => removePage(store, page.id)}
            >
              <IconTrash size={18} />
            </SideButton>
          </Flex>
        ) : (
          <Box miw={SIDE_BUTTON_SIZE} mih={SIDE_BUTTON_SIZE} />
        )}
      </Flex>
      <Box>
        {around && (
          <TitleDialog
            opened={templateOpen}
            title={t('titleDialog.newTemplate')}
            submitLabel={t('titleDialog.create')}
            onClose={() => setTemplateOpen(false)}
            onSubmit={async ({ title: templateTitle }) => {
              try {
                const created = await createTemplate(store, backend, page.id, templateTitle);
                if (created) notifyDone(t('notify.templateCreated', { title: created.title }));
              } catch (error) {
                notifyError(t('notify.templateCreateFailed'), error);
              }
            }}
          />
        )}
      </Box>
    </Stack>
  );
});
