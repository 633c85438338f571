// A toolbar button bound to a registered command: label, shortcut hint, enabled state.
import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const command = commandById(id);
  const enabled = useEditor((s) => command.enabled(s));
  const shortcut = shortcutLabel(command);
  const label = command.label();
  return (
    <Tooltip label={shortcut ? t('commands.withShortcut', { label, shortcut }) : label} withArrow>
      <ActionIcon
        variant={active ? 'filled' : 'subtle'}
        color={active ? 'nibble' : 'dark'}
        size="lg"
        aria-label={label}
        aria-pressed={active}
        disabled={!enabled}
        onClick={() => runCommand(store, id)}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
