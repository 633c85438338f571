// The phone's bottom bar, in a thumb's reach: the desktop rail's panels (designs, templates,
// elements, images, text, illustrations, background, layers), each with its icon and its
// short name under it, opening the panel as a bottom sheet (PanelSheet).
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { railPanels } from '../panels/SidePanel.tsx';
import { BOTTOM_BAR_HEIGHT } from '../places.tsx';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { ScrollRow } from './ScrollRow.tsx';

export function BottomBar() {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const open = useEditor((s) => s.panel);
  return (
    <nav
      aria-label={t('panels.rail')}
      style={{
        borderTop: '1px solid var(--mantine-color-gray-3)',
        background: 'var(--mantine-color-white)',
        flexShrink: 0,
      }}
    >
      <ScrollRow label={t('panels.railTabs')} testId="bottom-bar">
        {railPanels().map(({ id, icon: Icon, title, railTitle }) => {
          const name = title();
          const active = open === id;
          return (
            <UnstyledButton
              key={id}
              aria-label={name}
              aria-pressed={active}
              data-panel={id}
              onClick={() => store.getState().setPanel(active ? null : id)}
              miw={64}
              h={BOTTOM_BAR_HEIGHT - 8}
              px={4}
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                color: active ? 'var(--mantine-color-nibble-8)' : 'var(--mantine-color-gray-8)',
                background: active ? 'var(--mantine-color-nibble-0)' : undefined,
              }}
            >
              <Stack gap={2} align="center">
                <Icon size={22} />
                <Text fz={11} lh={1.3} fw={active ? 600 : 400} style={{ whiteSpace: 'nowrap' }}>
                  {railTitle?.() ?? name}
                </Text>
              </Stack>
            </UnstyledButton>
          );
        })}
      </ScrollRow>
    </nav>
  );
}
