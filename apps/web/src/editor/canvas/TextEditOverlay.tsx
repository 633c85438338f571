// In-place text editing: a textarea laid exactly over the text node while it is edited.
// The typed text becomes one updateAttrs step when editing ends, so undo takes back a whole
// edit, composed words included. Keys an input method uses while composing (Enter picks a
// candidate, Escape drops the composition) are the input method's, never ours.
import { findShape, updateAttrs } from '@nibble/core';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { fallbackFamilies } from '../text/fallback.ts';
import { textFacesReady } from '../text/ready.ts';
import { faceOf } from '../text/shapeText.ts';
import { TEXT_LINE_HEIGHT } from './textStyle.ts';

export function TextEditOverlay({ pageId, zoom }: { pageId: string; zoom: number }) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const editing = useEditor((s) => (s.editingText?.pageId === pageId ? s.editingText : null));
  const shape = useEditor((s) =>
    editing ? findShape(s.doc, editing.pageId, editing.layerId, editing.shapeId) : undefined,
  );
  const ref = useRef<HTMLTextAreaElement | null>(null);
  // Focus and size the textarea when it appears (it is keyed by the edited shape).
  const attach = useCallback((area: HTMLTextAreaElement | null) => {
    ref.current = area;
    if (!area) return;
    area.focus();
    area.select();
    area.style.height = 'auto';
    area.style.height = `${area.scrollHeight}px`;
  }, []);

  if (!editing || !shape) return null;
  const a = shape.attrs;

  const finish = () => {
    const text = ref.current?.value ?? '';
    const state = store.getState();
    state.setEditingText(null);
    if (text !== (a.text ?? '')) {
      state.edit((doc) =>
        updateAttrs(doc, {
          pageId: editing.pageId,
          layerId: editing.layerId,
          shapeIds: [editing.shapeId],
          attrs: { text },
        }),
      );
    }
  };

  return (
    <textarea
      key={editing.shapeId}
      ref={attach}
      aria-label={t('canvas.editText')}
      rows={1}
      defaultValue={a.text ?? ''}
      onBlur={finish}
      onInput={(e) => {
        const area = e.currentTarget;
        area.style.height = 'auto';
        area.style.height = `${area.scrollHeight}px`;
        // A new script typed in brings its subsets and fallback faces (the textarea uses them).
        void textFacesReady(faceOf(a), area.value);
      }}
      onKeyDown={(e) => {
        e.stopPropagation();
        // keyCode 229 is how some browsers mark a key the input method takes.
        if (e.nativeEvent.isComposing || e.keyCode === 229) return;
        if (e.key === 'Escape' || (e.key === 'Enter' && (e.ctrlKey || e.metaKey))) {
          e.preventDefault();
          ref.current?.blur();
        }
      }}
      style={{
        position: 'absolute',
        left: a.x * zoom,
        top: a.y * zoom,
        width: (a.width ?? 200) * zoom,
        margin: 0,
        padding: 0,
        border: '1px dashed #228be6',
        outline: 'none',
        resize: 'none',
        overflow: 'hidden',
        background: 'transparent',
        color: a.fill ?? '#000',
        fontFamily: `${fallbackFamilies(a.fontFamily ?? 'sans-serif')
          .map((f) => JSON.stringify(f))
          .join(', ')}, sans-serif`,
        fontSize: (a.fontSize ?? 20) * zoom,
        fontWeight: a.fontWeight ?? 400,
        fontStyle: a.fontStyle ?? 'normal',
        textDecoration: a.textDecoration || 'none',
        textAlign: a.textAlign ?? 'left',
        lineHeight: TEXT_LINE_HEIGHT,
        transform: `rotate(${a.rotation ?? 0}deg)`,
        transformOrigin: 'top left',
        zIndex: 5,
      }}
    />
  );
}
