// The shape's menu a long-press opens (issue 29): the editor's own commands (duplicate,
// delete, layer up and down, lock or unlock) for the selection, at the finger.
import { Menu } from '@mantine/core';
import { selectedShapes } from '@nibble/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCopy,
  IconLock,
  IconLockOpen,
  IconTrash,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { commandById, runCommand } from '../../store/commands.ts';
import { useEditor, useEditorStoreApi } from '../../store/EditorStoreContext.tsx';
import type { Point } from './gestureMath.ts';

const ITEMS: Array<{ id: string; icon: ComponentType<{ size?: number }> }> = [
  { id: 'duplicate', icon: IconCopy },
  { id: 'bringForward', icon: IconArrowUp },
  { id: 'sendBackward', icon: IconArrowDown },
  { id: 'lock', icon: IconLock },
  { id: 'delete', icon: IconTrash },
];

/** The items, read from the store only while the menu is open (the dropdown mounts then). */
function ShapeMenuItems() {
  // The commands' labels are read in the interface language; this re-renders with it.
  useTranslation('editor');
  const store = useEditorStoreApi();
  const state = useEditor((s) => s);
  const locked = selectedShapes(state.doc, state.selection).every((shape) => shape.locked);
  return ITEMS.map(({ id, icon: Icon }) => {
    const command = commandById(id === 'lock' && locked ? 'unlock' : id);
    return (
      <Menu.Item
        key={id}
        mih={44}
        leftSection={id === 'lock' && locked ? <IconLockOpen size={18} /> : <Icon size={18} />}
        disabled={!command.enabled(state)}
        onClick={() => runCommand(store, command.id)}
      >
        {command.label()}
      </Menu.Item>
    );
  });
}

export function ShapeMenu({ at, onClose }: { at: Point | null; onClose(): void }) {
  return (
    <Menu
      opened={at !== null}
      onChange={(opened) => {
        if (!opened) onClose();
      }}
      position="bottom-start"
      offset={4}
      withinPortal
    >
      <Menu.Target>
        <div
          aria-hidden
          style={{
            position: 'fixed',
            left: at?.x ?? 0,
            top: at?.y ?? 0,
            width: 1,
            height: 1,
            pointerEvents: 'none',
          }}
        />
      </Menu.Target>
      <Menu.Dropdown data-testid="shape-menu">
        <ShapeMenuItems />
      </Menu.Dropdown>
    </Menu>
  );
}
