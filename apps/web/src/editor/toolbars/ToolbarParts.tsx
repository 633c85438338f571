// Controls shared by several toolbars: fill swatch, opacity, layering menu, and the
// duplicate / delete / lock group.
import {
  ActionIcon,
  ColorSwatch,
  Menu,
  Popover,
  Slider,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { selectedShapes, updateAttrs } from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import {
  IconArrowBarToDown,
  IconArrowBarToUp,
  IconArrowDown,
  IconArrowUp,
  IconCopy,
  IconDroplet,
  IconLock,
  IconStack2,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { commandById, runCommand, selectionRef } from '../store/commands.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { CommandButton } from './CommandButton.tsx';

export function FillButton({ colour, label }: { colour: string; label?: string }) {
  const { t } = useTranslation('editor');
  const shown = label ?? t('toolbar.fillColour');
  const store = useEditorStoreApi();
  const editable = useEditor((s) => canEdit(s.state));
  return (
    <Tooltip label={shown} withArrow>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={shown}
        disabled={!editable}
        onClick={() => store.getState().setPanel('colour')}
      >
        <ColorSwatch color={colour} size={22} />
      </ActionIcon>
    </Tooltip>
  );
}

export function OpacityControl() {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const editable = useEditor((s) => canEdit(s.state));
  const opacity = useEditor((s) => selectedShapes(s.doc, s.selection)[0]?.attrs.opacity ?? 1);
  return (
    <Popover position="bottom" withArrow shadow="md">
      <Popover.Target>
        <Tooltip label={t('toolbar.opacity')} withArrow>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={t('toolbar.opacity')}
            disabled={!editable}
          >
            <IconDroplet size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} w={200}>
          <Text size="xs">{t('toolbar.opacity')}</Text>
          <Slider
            key={opacity}
            defaultValue={Math.round(opacity * 100)}
            min={0}
            max={100}
            label={(v) => `${v}%`}
            aria-label={t('toolbar.opacity')}
            // One undo step when the user lets go.
            onChangeEnd={(value) => {
              const state = store.getState();
              const ref = selectionRef(state);
              if (ref)
                state.edit((doc) => updateAttrs(doc, { ...ref, attrs: { opacity: value / 100 } }));
            }}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

const LAYERING = [
  { id: 'bringToFront', icon: IconArrowBarToUp },
  { id: 'bringForward', icon: IconArrowUp },
  { id: 'sendBackward', icon: IconArrowDown },
  { id: 'sendToBack', icon: IconArrowBarToDown },
] as const;

export function LayeringMenu() {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const state = useEditor((s) => s);
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <Tooltip label={t('toolbar.layering')} withArrow>
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t('toolbar.layering')}>
            <IconStack2 size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {LAYERING.map(({ id, icon: Icon }) => {
          const command = commandById(id);
          return (
            <Menu.Item
              key={id}
              leftSection={<Icon size={16} />}
              disabled={!command.enabled(state)}
              onClick={() => runCommand(store, id)}
            >
              {command.label()}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

export function ShapeActions() {
  return (
    <>
      <LayeringMenu />
      <CommandButton id="duplicate">
        <IconCopy size={20} />
      </CommandButton>
      <CommandButton id="lock">
        <IconLock size={20} />
      </CommandButton>
      <CommandButton id="delete">
        <IconTrash size={20} />
      </CommandButton>
    </>
  );
}
