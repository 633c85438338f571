// Font family: every offered family, each named in its own script and shown in its own face
// once loaded (on demand: opening this panel is the demand), filtered by script and by name.
import {
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { selectedShapes, updateAttrs } from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/setup.ts';
import { selectionRef } from '../store/commands.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { CATALOG, type FamilyEntry } from '../text/catalog.ts';
import { cssFamily, loadFaceFor } from '../text/faces.ts';

// Script names are translated; the families keep their own names.
const SCRIPT_FILTERS = [
  { value: 'all', label: () => i18n.t('editor:font.all') },
  { value: 'malayalam', label: () => i18n.t('editor:font.malayalam') },
  { value: 'devanagari', label: () => i18n.t('editor:font.devanagari') },
  { value: 'latin', label: () => i18n.t('editor:font.latin') },
] as const;
type ScriptFilter = (typeof SCRIPT_FILTERS)[number]['value'];

/** What the panel shows for a family: its own-script name, else its name. */
const labelOf = (entry: FamilyEntry) => entry.nativeName ?? entry.family;

const langOf = (entry: FamilyEntry) =>
  entry.scripts[0] === 'malayalam' ? 'ml' : entry.scripts[0] === 'devanagari' ? 'hi' : undefined;

/** The families a script filter keeps: "Latin" means the Latin-only families. */
export function familiesFor(filter: ScriptFilter, search: string): FamilyEntry[] {
  const needle = search.trim().toLowerCase();
  return CATALOG.filter((entry) => {
    const byScript =
      filter === 'all' ||
      (filter === 'latin'
        ? entry.scripts.every((s) => s === 'latin')
        : entry.scripts.includes(filter));
    const byName =
      !needle ||
      entry.family.toLowerCase().includes(needle) ||
      (entry.nativeName ?? '').toLowerCase().includes(needle);
    return byScript && byName;
  });
}

export function FontPanel() {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const editable = useEditor((s) => canEdit(s.state));
  const current = useEditor(
    (s) =>
      selectedShapes(s.doc, s.selection).find((x) => x.type === 'text' || x.type === 'v-text')
        ?.attrs.fontFamily,
  );
  const [search, setSearch] = useState('');
  const [script, setScript] = useState<ScriptFilter>('all');
  const families = familiesFor(script, search);

  useEffect(() => {
    for (const entry of CATALOG)
      void loadFaceFor({ family: entry.family, weight: 400, italic: false }, labelOf(entry));
  }, []);

  if (current === undefined) return <Text size="sm">{t('font.noText')}</Text>;
  return (
    <Stack gap="sm" h="100%">
      <TextInput
        placeholder={t('font.search')}
        aria-label={t('font.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <SegmentedControl
        aria-label={t('font.script')}
        size="xs"
        fullWidth
        value={script}
        onChange={(value) => setScript(value as ScriptFilter)}
        data={SCRIPT_FILTERS.map((f) => ({ value: f.value, label: f.label() }))}
      />
      <ScrollArea.Autosize mah="calc(100dvh - 260px)">
        <Stack gap={2} role="listbox" aria-label={t('font.list')}>
          {families.map((entry) => (
            <UnstyledButton
              key={entry.family}
              role="option"
              aria-selected={entry.family === current}
              disabled={!editable}
              px="sm"
              py={6}
              style={{
                borderRadius: 6,
                fontFamily: cssFamily(entry.family),
                fontSize: 18,
                background: entry.family === current ? 'var(--mantine-color-nibble-0)' : undefined,
              }}
              onClick={() => {
                const state = store.getState();
                const ref = selectionRef(state);
                if (ref)
                  state.edit((doc) =>
                    updateAttrs(doc, { ...ref, attrs: { fontFamily: entry.family } }),
                  );
              }}
            >
              <span lang={langOf(entry)}>{labelOf(entry)}</span>
              {entry.nativeName && (
                <Text component="span" size="xs" c="dimmed" display="block" ff="inherit">
                  {entry.family}
                </Text>
              )}
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
