// The 56 px toolbar above the canvas. Its content follows the selection (spec §4): default
// (fill colour), text, path, image, dynamic image, and lock (only an unlock button).
import { Button, Divider, Group, NumberInput, Text, Tooltip } from '@mantine/core';
import {
  FONT_SIZES,
  findPage,
  selectedShapes,
  type ToolbarKind,
  toolbarFor,
  updateAttrs,
} from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import {
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconItalic,
  IconLockOpen,
  IconUnderline,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TOOLBAR_EDGE, TOOLBAR_HEIGHT } from '../places.tsx';
import { runCommand, selectionRef } from '../store/commands.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { CommandButton } from './CommandButton.tsx';
import { FillButton, OpacityControl, ShapeActions } from './ToolbarParts.tsx';

const ALIGN_ICONS = {
  left: IconAlignLeft,
  center: IconAlignCenter,
  right: IconAlignRight,
  justify: IconAlignJustified,
};

function FontSizeInput({ value }: { value: number }) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const editable = useEditor((s) => canEdit(s.state));
  return (
    <Tooltip label={t('toolbar.fontSizeHint', { sizes: FONT_SIZES.join(', ') })} withArrow>
      <NumberInput
        key={value}
        aria-label={t('toolbar.fontSize')}
        defaultValue={value}
        min={1}
        max={999}
        w={80}
        size="sm"
        disabled={!editable}
        onBlur={(e) => {
          const size = Number(e.currentTarget.value);
          const state = store.getState();
          const ref = selectionRef(state);
          if (ref && size > 0 && size !== value)
            state.edit((doc) => updateAttrs(doc, { ...ref, attrs: { fontSize: size } }));
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
    </Tooltip>
  );
}

function TextTools() {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const text = useEditor((s) =>
    selectedShapes(s.doc, s.selection).find((x) => x.type === 'text' || x.type === 'v-text'),
  );
  const editable = useEditor((s) => canEdit(s.state));
  if (!text) return null;
  const a = text.attrs;
  const AlignIcon = ALIGN_ICONS[a.textAlign ?? 'left'];
  return (
    <>
      <Tooltip label={t('toolbar.fontFamily')} withArrow>
        <Button
          variant="default"
          size="sm"
          w={170}
          disabled={!editable}
          onClick={() => store.getState().setPanel('font')}
          aria-label={t('toolbar.fontFamilyOf', { family: a.fontFamily ?? '' })}
          styles={{ label: { fontFamily: `"${a.fontFamily}", sans-serif` } }}
        >
          <Text truncate size="sm" inherit>
            {a.fontFamily}
          </Text>
        </Button>
      </Tooltip>
      <FontSizeInput value={a.fontSize ?? 20} />
      <FillButton colour={a.fill ?? '#000000'} label={t('toolbar.textColour')} />
      <CommandButton id="bold" active={a.fontWeight === 700}>
        <IconBold size={20} />
      </CommandButton>
      <CommandButton id="italic" active={a.fontStyle === 'italic'}>
        <IconItalic size={20} />
      </CommandButton>
      <CommandButton id="underline" active={a.textDecoration === 'underline'}>
        <IconUnderline size={20} />
      </CommandButton>
      <CommandButton id="textAlign">
        <AlignIcon size={20} />
      </CommandButton>
      <OpacityControl />
    </>
  );
}

export function UndoRedo() {
  return (
    <>
      <CommandButton id="undo">
        <IconArrowBackUp size={20} />
      </CommandButton>
      <CommandButton id="redo">
        <IconArrowForwardUp size={20} />
      </CommandButton>
    </>
  );
}

/**
 * The selection's tools, the toolbar's left part: the phone's contextual bar shows the same
 * (editor/phone). `withHint`: the "select a shape" / "published" words beside the background.
 */
export function SelectionTools({ withHint = true }: { withHint?: boolean }) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const kind: ToolbarKind = useEditor((s) => toolbarFor(s.doc, s.selection));
  const fill = useEditor((s) => selectedShapes(s.doc, s.selection)[0]?.attrs.fill);
  const background = useEditor((s) =>
    s.selection.pageId ? findPage(s.doc, s.selection.pageId)?.backgroundColor : undefined,
  );
  const editable = useEditor((s) => canEdit(s.state));
  return (
    <>
      {kind === 'default' && (
        <>
          <FillButton colour={background ?? 'white'} label={t('toolbar.backgroundColour')} />
          {withHint && (
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {editable ? t('toolbar.selectHint') : t('toolbar.publishedHint')}
            </Text>
          )}
        </>
      )}
      {kind === 'path' && (
        <>
          <FillButton colour={fill ?? 'lightgray'} />
          <OpacityControl />
          <Divider orientation="vertical" />
          <ShapeActions />
        </>
      )}
      {kind === 'text' && (
        <>
          <TextTools />
          <Divider orientation="vertical" />
          <ShapeActions />
        </>
      )}
      {(kind === 'image' || kind === 'dynamic-image') && (
        <>
          <Text size="sm" fw={500} px={4}>
            {kind === 'image' ? t('toolbar.image') : t('toolbar.illustration')}
          </Text>
          <OpacityControl />
          <Divider orientation="vertical" />
          <ShapeActions />
        </>
      )}
      {kind === 'lock' && (
        <Button
          variant="light"
          leftSection={<IconLockOpen size={18} />}
          disabled={!editable}
          onClick={() => runCommand(store, 'unlock')}
        >
          {t('toolbar.unlock')}
        </Button>
      )}
    </>
  );
}

export function TopToolbar() {
  const { t } = useTranslation('editor');
  const kind: ToolbarKind = useEditor((s) => toolbarFor(s.doc, s.selection));

  return (
    <Group
      h={TOOLBAR_HEIGHT}
      px="sm"
      gap={4}
      wrap="nowrap"
      justify="space-between"
      bg="white"
      style={{ ...TOOLBAR_EDGE, overflowX: 'auto' }}
      data-testid="toolbar"
      data-toolbar={kind}
      role="toolbar"
      aria-label={t('toolbar.label')}
    >
      <Group gap={4} wrap="nowrap">
        <SelectionTools />
      </Group>
      <Group gap={4} wrap="nowrap">
        <UndoRedo />
      </Group>
    </Group>
  );
}
