// Elements: the basic shapes with their spec §9 defaults.
import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { canEdit } from '@nibble/core/publication';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/setup.ts';
import { visiblePartOf } from '../canvas/visibleArea.ts';
import { addShapeToPage } from '../store/addShape.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';

const ELEMENTS = [
  {
    type: 'rect',
    label: () => i18n.t('editor:elements.rect'),
    add: () => i18n.t('editor:elements.addRect'),
    svg: <rect x="4" y="12" width="40" height="24" fill="currentColor" />,
  },
  {
    type: 'circ',
    label: () => i18n.t('editor:elements.circ'),
    add: () => i18n.t('editor:elements.addCirc'),
    svg: <circle cx="24" cy="24" r="18" fill="currentColor" />,
  },
  {
    type: 'ellipse',
    label: () => i18n.t('editor:elements.ellipse'),
    add: () => i18n.t('editor:elements.addEllipse'),
    svg: <ellipse cx="24" cy="24" rx="21" ry="13" fill="currentColor" />,
  },
  {
    type: 'star',
    label: () => i18n.t('editor:elements.star'),
    add: () => i18n.t('editor:elements.addStar'),
    svg: (
      <polygon
        points="24,4 29,18 44,18 32,28 36,43 24,34 12,43 16,28 4,18 19,18"
        fill="currentColor"
      />
    ),
  },
  {
    type: 'line',
    label: () => i18n.t('editor:elements.line'),
    add: () => i18n.t('editor:elements.addLine'),
    svg: (
      <line
        x1="4"
        y1="24"
        x2="44"
        y2="24"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    ),
  },
] as const;

export function ElementsPanel() {
  // Re-renders the names when the language changes.
  useTranslation('editor');
  const store = useEditorStoreApi();
  const editable = useEditor((s) => canEdit(s.state));
  return (
    <SimpleGrid cols={3} spacing="sm">
      {ELEMENTS.map((element) => (
        <UnstyledButton
          key={element.type}
          aria-label={element.add()}
          disabled={!editable}
          onClick={() => addShapeToPage(store, { type: element.type }, visiblePartOf)}
        >
          <Paper withBorder p="xs" radius="md" style={{ opacity: editable ? 1 : 0.5 }}>
            <Stack align="center" gap={4} c="gray.6">
              <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden>
                {element.svg}
              </svg>
              <Text size="xs" c="dark">
                {element.label()}
              </Text>
            </Stack>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
