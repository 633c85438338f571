// The keyboard runs the same registered commands as the toolbars. Typing in a field or a
// dialog is left alone.
import { useEffect } from 'react';
import { commandForKey } from './store/commands.ts';
import type { EditorStore } from './store/editorStore.ts';

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    Boolean(target.closest('input, textarea, select, [role="dialog"], [role="menu"]')));

export function useEditorKeyboard(
  store: EditorStore | null,
  extra?: (event: KeyboardEvent) => boolean,
): void {
  useEffect(() => {
    if (!store) return;
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      if (extra?.(event)) {
        event.preventDefault();
        return;
      }
      const command = commandForKey(event);
      if (!command) return;
      // Shortcuts belong to the editor even when they cannot apply now (no browser back on Backspace).
      event.preventDefault();
      if (command.enabled(store.getState())) command.run(store);
    };
    // Capture phase: widgets that stop Escape or arrow keys from bubbling cannot swallow the
    // editor's shortcuts (focus inside fields, menus and dialogs is skipped above).
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [store, extra]);
}
