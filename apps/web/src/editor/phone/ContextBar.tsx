// The phone's contextual bar, above the bottom bar: the selected shape's tools (the desktop
// toolbar's, with the same names) in one row that scrolls sideways, "Edit text" first for a
// text, undo and redo at its end.
import { Button, Divider } from '@mantine/core';
import { toolbarFor } from '@nibble/core';
import { IconCursorText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { SelectionTools, UndoRedo } from '../toolbars/TopToolbar.tsx';
import { ScrollRow } from './ScrollRow.tsx';
import { textToEdit } from './textToEdit.ts';

function EditTextButton() {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const editable = useEditor((s) => textToEdit(s) !== null);
  if (!editable) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconCursorText size={18} />}
      onClick={() => {
        const state = store.getState();
        const text = textToEdit(state);
        if (text) state.setEditingText(text);
      }}
    >
      {t('canvas.editText')}
    </Button>
  );
}

export function ContextBar() {
  const { t } = useTranslation('editor');
  const kind = useEditor((s) => toolbarFor(s.doc, s.selection));
  return (
    <div
      data-toolbar={kind}
      style={{
        borderTop: '1px solid var(--mantine-color-gray-3)',
        background: 'var(--mantine-color-white)',
        flexShrink: 0,
      }}
    >
      <ScrollRow label={t('toolbar.label')} testId="context-bar" role="toolbar">
        <EditTextButton />
        <SelectionTools withHint={false} />
        <Divider orientation="vertical" />
        <UndoRedo />
      </ScrollRow>
    </div>
  );
}
