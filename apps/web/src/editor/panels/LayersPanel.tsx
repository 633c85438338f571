// Layers: the shapes of the selected page, top-most first, to select, reorder, hide and lock.
import { ActionIcon, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  findPage,
  hideShapes,
  listOf,
  lockShapes,
  type ReorderMove,
  reorderShapes,
  type Shape,
  showShapes,
  unlockShapes,
} from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import {
  IconChevronDown,
  IconChevronUp,
  IconEye,
  IconEyeOff,
  IconLock,
  IconLockOpen,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/setup.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { clusters } from '../text/clusters.ts';

const TYPE_NAMES: Record<Shape['type'], () => string> = {
  text: () => i18n.t('editor:layers.text'),
  'v-text': () => i18n.t('editor:layers.vText'),
  rect: () => i18n.t('editor:layers.rect'),
  circ: () => i18n.t('editor:layers.circ'),
  ellipse: () => i18n.t('editor:layers.ellipse'),
  star: () => i18n.t('editor:layers.star'),
  line: () => i18n.t('editor:layers.line'),
  img: () => i18n.t('editor:layers.img'),
  illus: () => i18n.t('editor:layers.illus'),
};

/** A text's name is its first 24 clusters: never half a Malayalam or Hindi letter. */
export const shapeName = (shape: Shape): string =>
  shape.attrs.text
    ? i18n.t('editor:layers.named', {
        type: TYPE_NAMES[shape.type](),
        text: clusters(shape.attrs.text).slice(0, 24).join(''),
      })
    : TYPE_NAMES[shape.type]();

export function LayersPanel() {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const editable = useEditor((s) => canEdit(s.state));
  const selection = useEditor((s) => s.selection);
  const page = useEditor((s) =>
    s.selection.pageId ? findPage(s.doc, s.selection.pageId) : undefined,
  );
  if (!page) return <Text size="sm">{t('layers.noPage')}</Text>;
  const layerId = selection.layerId ?? page.layers.order[0];
  const layer = layerId ? page.layers.items[layerId] : undefined;
  if (!layer || !layerId) return null;
  const shapes = listOf(layer.shapes).reverse();
  if (shapes.length === 0) return <Text size="sm">{t('layers.empty')}</Text>;
  const ref = (shapeId: string) => ({ pageId: page.id, layerId, shapeIds: [shapeId] });
  const move = (shapeId: string, m: ReorderMove) =>
    store.getState().edit((doc) => reorderShapes(doc, { ...ref(shapeId), move: m }));

  return (
    <Stack gap={4} role="list" aria-label={t('layers.list')}>
      {shapes.map((shape, index) => {
        const selected = selection.pageId === page.id && selection.shapeIds.includes(shape.id);
        return (
          <Group
            key={shape.id}
            role="listitem"
            gap={2}
            wrap="nowrap"
            px={6}
            py={2}
            style={{
              borderRadius: 6,
              background: selected ? 'var(--mantine-color-nibble-0)' : undefined,
            }}
          >
            <UnstyledButton
              style={{ flex: 1, minWidth: 0 }}
              aria-pressed={selected}
              onClick={(e) =>
                store.getState().select({
                  pageId: page.id,
                  layerId,
                  shapeIds:
                    e.shiftKey && selection.pageId === page.id
                      ? [
                          ...selection.shapeIds.filter((id) => id !== shape.id),
                          ...(selected ? [] : [shape.id]),
                        ]
                      : [shape.id],
                })
              }
            >
              <Text size="sm" truncate c={shape.hidden ? 'dimmed' : undefined}>
                {shapeName(shape)}
              </Text>
            </UnstyledButton>
            <RowButton
              label={t('layers.bringForward')}
              disabled={!editable || index === 0}
              onClick={() => move(shape.id, 'forward')}
            >
              <IconChevronUp size={16} />
            </RowButton>
            <RowButton
              label={t('layers.sendBackward')}
              disabled={!editable || index === shapes.length - 1}
              onClick={() => move(shape.id, 'backward')}
            >
              <IconChevronDown size={16} />
            </RowButton>
            <RowButton
              label={shape.hidden ? t('layers.show') : t('layers.hide')}
              disabled={!editable}
              onClick={() =>
                store
                  .getState()
                  .edit((doc) => (shape.hidden ? showShapes : hideShapes)(doc, ref(shape.id)))
              }
            >
              {shape.hidden ? <IconEyeOff size={16} /> : <IconEye size={16} />}
            </RowButton>
            <RowButton
              label={shape.locked ? t('layers.unlock') : t('layers.lock')}
              disabled={!editable}
              onClick={() =>
                store
                  .getState()
                  .edit((doc) => (shape.locked ? unlockShapes : lockShapes)(doc, ref(shape.id)))
              }
            >
              {shape.locked ? <IconLock size={16} /> : <IconLockOpen size={16} />}
            </RowButton>
          </Group>
        );
      })}
    </Stack>
  );
}

/** One of a row's four buttons: an icon named by its label, which its tooltip shows too. */
function RowButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
