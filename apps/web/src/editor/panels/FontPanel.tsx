// Font family: every offered family, each shown in its own face once loaded (on demand:
// opening this panel is the demand).
import { ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { selectedShapes, updateAttrs } from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import { useEffect, useState } from 'react';
import { FONT_FAMILIES } from '../fonts/catalog.ts';
import { loadFont } from '../fonts/loadFont.ts';
import { selectionRef } from '../store/commands.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';

export function FontPanel() {
  const store = useEditorStoreApi();
  const editable = useEditor((s) => canEdit(s.state));
  const current = useEditor(
    (s) =>
      selectedShapes(s.doc, s.selection).find((x) => x.type === 'text' || x.type === 'v-text')
        ?.attrs.fontFamily,
  );
  const [filter, setFilter] = useState('');
  const families = FONT_FAMILIES.filter((f) => f.toLowerCase().includes(filter.toLowerCase()));

  useEffect(() => {
    for (const family of FONT_FAMILIES) void loadFont({ family, weight: 400, italic: false });
  }, []);

  if (current === undefined) return <Text size="sm">Select a text to change its font.</Text>;
  return (
    <Stack gap="sm" h="100%">
      <TextInput
        placeholder="Search fonts"
        aria-label="Search fonts"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <ScrollArea.Autosize mah="calc(100dvh - 220px)">
        <Stack gap={2} role="listbox" aria-label="Font family">
          {families.map((family) => (
            <UnstyledButton
              key={family}
              role="option"
              aria-selected={family === current}
              disabled={!editable}
              px="sm"
              py={6}
              style={{
                borderRadius: 6,
                fontFamily: `"${family}", sans-serif`,
                fontSize: 18,
                background: family === current ? 'var(--mantine-color-nibble-0)' : undefined,
              }}
              onClick={() => {
                const state = store.getState();
                const ref = selectionRef(state);
                if (ref)
                  state.edit((doc) => updateAttrs(doc, { ...ref, attrs: { fontFamily: family } }));
              }}
            >
              {family}
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
