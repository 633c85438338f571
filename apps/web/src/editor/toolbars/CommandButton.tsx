// A toolbar button bound to a registered command: label, shortcut hint, enabled state.
import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { commandById, runCommand, shortcutLabel } from '../store/commands.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';

export function CommandButton({
  id,
  children,
  active,
}: {
  id: string;
  children: ReactNode;
  active?: boolean;
}) {
  const store = useEditorStoreApi();
  const command = commandById(id);
  const enabled = useEditor((s) => command.enabled(s));
  const shortcut = shortcutLabel(command);
  return (
    <Tooltip label={shortcut ? `${command.label} (${shortcut})` : command.label} withArrow>
      <ActionIcon
        variant={active ? 'filled' : 'subtle'}
        color={active ? 'nibble' : 'dark'}
        size="lg"
        aria-label={command.label}
        aria-pressed={active}
        disabled={!enabled}
        onClick={() => runCommand(store, id)}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
