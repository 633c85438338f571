// The colour panel: sets the fill of the selected shapes, or the page background when no
// shape is selected.
import { Text } from '@mantine/core';
import { findPage, selectedShapes, setBackground, updateAttrs } from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import { selectionRef } from '../store/commands.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { ColourChooser } from './ColourPanel.tsx';

export function FillColourPanel() {
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
        Fill of the selected {count > 1 ? 'shapes' : 'shape'}
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
  const store = useEditorStoreApi();
  const editable = useEditor((s) => canEdit(s.state));
  const pageId = useEditor((s) => s.selection.pageId);
  const background = useEditor((s) =>
    s.selection.pageId ? findPage(s.doc, s.selection.pageId)?.backgroundColor : undefined,
  );
  if (!pageId) return <Text size="sm">Select a page to change its background.</Text>;
  return (
    <>
      <Text size="sm" mb="sm">
        Background of the selected page
      </Text>
      <ColourChooser
        value={background ?? 'white'}
        disabled={!editable}
        onChange={(color) => store.getState().edit((doc) => setBackground(doc, { pageId, color }))}
      />
    </>
  );
}
