// The left icon rail and its 360 px panel (spec §2). The font and colour panels open from
// the toolbar; the rail's foot holds the Enable/Disable menu.
import {
  ActionIcon,
  Box,
  CloseButton,
  Group,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconBackground,
  IconCategory,
  IconFiles,
  IconLayersSubtract,
  IconPalette,
  IconPhoto,
  IconTemplate,
  IconTypography,
  IconVectorBezier2,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/setup.ts';
import { COMPACT_RAIL_WIDTH, PANEL_BOX, PANEL_EDGE, RAIL_COLOUR, RAIL_WIDTH } from '../places.tsx';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import type { PanelId } from '../store/editorStore.ts';
import { useCompact } from '../useCompact.ts';
import { DesignsPanel } from './DesignsPanel.tsx';
import { ElementsPanel } from './ElementsPanel.tsx';
import { BackgroundPanel, FillColourPanel } from './FillColourPanel.tsx';
import { FontPanel } from './FontPanel.tsx';
import { IllustrationsPanel } from './IllustrationsPanel.tsx';
import { ImagesPanel } from './ImagesPanel.tsx';
import { LayersPanel } from './LayersPanel.tsx';
import { TemplatesPanel } from './TemplatesPanel.tsx';
import { TextPanel } from './TextPanel.tsx';

const PANELS: Record<
  PanelId,
  {
    /** The panel's name in the interface language, read when it is shown. */
    title(): string;
    /** Its name under the rail's icon: 72 px wide, so the short form where a language has one. */
    railTitle?: () => string;
    icon: ComponentType<{ size?: number }>;
    body: ComponentType;
    inRail: boolean;
  }
> = {
  designs: {
    title: () => i18n.t('editor:panels.designs'),
    railTitle: () => i18n.t('editor:panels.railDesigns'),
    icon: IconFiles,
    body: DesignsPanel,
    inRail: true,
  },
  templates: {
    title: () => i18n.t('editor:panels.templates'),
    icon: IconTemplate,
    body: TemplatesPanel,
    inRail: true,
  },
  elements: {
    title: () => i18n.t('editor:panels.elements'),
    icon: IconCategory,
    body: ElementsPanel,
    inRail: true,
  },
  images: {
    title: () => i18n.t('editor:panels.images'),
    icon: IconPhoto,
    body: ImagesPanel,
    inRail: true,
  },
  text: {
    title: () => i18n.t('editor:panels.text'),
    icon: IconTypography,
    body: TextPanel,
    inRail: true,
  },
  illustrations: {
    title: () => i18n.t('editor:panels.illustrations'),
    railTitle: () => i18n.t('editor:panels.railIllustrations'),
    icon: IconVectorBezier2,
    body: IllustrationsPanel,
    inRail: true,
  },
  background: {
    title: () => i18n.t('editor:panels.background'),
    icon: IconBackground,
    body: BackgroundPanel,
    inRail: true,
  },
  layers: {
    title: () => i18n.t('editor:panels.layers'),
    icon: IconLayersSubtract,
    body: LayersPanel,
    inRail: true,
  },
  font: {
    title: () => i18n.t('editor:panels.font'),
    icon: IconTypography,
    body: FontPanel,
    inRail: false,
  },
  colour: {
    title: () => i18n.t('editor:panels.colour'),
    icon: IconPalette,
    body: FillColourPanel,
    inRail: false,
  },
};

/** The rail's panels in its order: the phone's bottom bar offers the same (editor/phone). */
export const railPanels = () =>
  (Object.keys(PANELS) as PanelId[])
    .filter((id) => PANELS[id].inRail)
    .map((id) => ({
      id,
      icon: PANELS[id].icon,
      title: PANELS[id].title,
      railTitle: PANELS[id].railTitle,
    }));

/** A panel's name and body, for the phone's bottom sheet. */
export const panelView = (id: PanelId) => ({ title: PANELS[id].title(), body: PANELS[id].body });

export function IconRail({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const compact = useCompact();
  const panel = useEditor((s) => s.panel);
  return (
    <Stack
      w={compact ? COMPACT_RAIL_WIDTH : RAIL_WIDTH}
      gap={2}
      py="xs"
      align="center"
      bg={RAIL_COLOUR}
      style={{ flexShrink: 0, overflowY: 'auto' }}
      component="nav"
      aria-label={t('panels.rail')}
    >
      <Stack
        gap={2}
        align="center"
        role="tablist"
        aria-label={t('panels.railTabs')}
        aria-orientation="vertical"
      >
        {(Object.keys(PANELS) as PanelId[])
          .filter((id) => PANELS[id].inRail)
          .map((id) => {
            const { icon: Icon, railTitle } = PANELS[id];
            const title = PANELS[id].title();
            const active = panel === id;
            return (
              <Tooltip key={id} label={title} position="right" withArrow>
                <ActionIcon
                  role="tab"
                  aria-selected={active}
                  aria-label={title}
                  variant={active ? 'filled' : 'subtle'}
                  color={active ? 'nibble' : 'gray.3'}
                  w={compact ? 48 : 72}
                  h={compact ? 48 : 56}
                  radius="md"
                  onClick={() => store.getState().setPanel(active ? null : id)}
                >
                  <Stack gap={0} align="center">
                    <Icon size={22} />
                    {!compact && (
                      <Text
                        fz={10}
                        lh={1.4}
                        c={active ? 'white' : 'gray.4'}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {railTitle?.() ?? title}
                      </Text>
                    )}
                  </Stack>
                </ActionIcon>
              </Tooltip>
            );
          })}
      </Stack>
      <Box style={{ flex: 1 }} />
      {footer}
    </Stack>
  );
}

export function PanelBody() {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const panel = useEditor((s) => s.panel);
  if (!panel) return null;
  const { body: Body } = PANELS[panel];
  const title = PANELS[panel].title();
  return (
    <Box
      {...PANEL_BOX}
      style={{
        ...PANEL_EDGE,
        display: 'flex',
        flexDirection: 'column',
      }}
      role="tabpanel"
      aria-label={title}
      data-testid="side-panel"
    >
      <Group
        justify="space-between"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Text fw={600}>{title}</Text>
        <CloseButton
          aria-label={t('panels.close')}
          onClick={() => store.getState().setPanel(null)}
        />
      </Group>
      <ScrollArea style={{ flex: 1 }} p="md" type="auto">
        <Body />
      </ScrollArea>
    </Box>
  );
}
