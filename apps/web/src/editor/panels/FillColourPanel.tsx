// The colour panel: sets the fill of the selected shapes, or the page background when no
// shape is selected.
import { Text } from '@mantine/core';
import { findPage, selectedShapes, setBackground, updateAttrs } from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import { useTranslation } from 'react-i18next';
import { selectionRef } from '../store/commands.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { ColourChooser } from './ColourPanel.tsx';

export function FillColourPanel() {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const editable = useEditor((s) => canEdit(s.state));
  const fill = useEditor((s) => selectedShapes(s.doc, s.selection)[0]?.attrs.fill);
  const count = useEditor((s) => s.selection.shapeIds.length);
  const background = useEditor((s) =>
    s.selection.pageId ? findPage(s.doc, s.selection.pageId)?.backgroundColor : undefined,
  );
  if (count === 0) return <BackgroundPanel />;
  return (
    <>
      <Text size="sm" mb="sm">
        {t('colour.fillOf', { count })}
      </Text>
      <ColourChooser
        value={fill ?? background ?? '#000000'}
        disabled={!editable}
        onChange={(colour) => {
          const state = store.getState();
          const ref = selectionRef(state);
          if (ref) state.edit((doc) => updateAttrs(doc, { ...ref, attrs: { fill: colour } }));
        }}
      />
    </>
  );
}

export function BackgroundPanel() {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const editable = useEditor((s) => canEdit(s.state));
  const pageId = useEditor((s) => s.selection.pageId);
  const background = useEditor((s) =>
    s.selection.pageId ? findPage(s.doc, s.selection.pageId)?.backgroundColor : undefined,
  );
  if (!pageId) return <Text size="sm">{t('colour.backgroundNoPage')}</Text>;
  return (
    <>
      <Text size="sm" mb="sm">
        {t('colour.backgroundOf')}
      </Text>
      <ColourChooser
        value={background ?? 'white'}
        disabled={!editable}
        onChange={(color) => store.getState().edit((doc) => setBackground(doc, { pageId, color }))}
      />
    </>
  );
}
