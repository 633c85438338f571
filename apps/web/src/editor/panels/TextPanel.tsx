// Text: the heading, subheading and body presets; for sys_admin the Organization Variables
// whose placeholders a global template fills in (spec §2, §4). A preset's button and the text
// it adds say the same words, in the interface language (English: the spec's own labels).
import { Button, Stack } from '@mantine/core';
import {
  DEFAULT_FONT,
  isSysAdmin,
  PLACEHOLDERS,
  TEXT_PRESETS,
  type TextPreset,
} from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/setup.ts';
import { useSession } from '../../session/store.ts';
import { visiblePartOf } from '../canvas/visibleArea.ts';
import { addShapeToPage } from '../store/addShape.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { fallbackFamilies } from '../text/fallback.ts';
import { textFacesReady } from '../text/ready.ts';
import { PanelSection } from './PanelSection.tsx';

const PRESET_ORDER: TextPreset[] = ['heading', 'subheading', 'body'];
const PREVIEW_SIZE: Record<TextPreset, number> = { heading: 28, subheading: 20, body: 14 };
const PRESET_LABEL: Record<TextPreset, () => string> = {
  heading: () => i18n.t('editor:text.heading'),
  subheading: () => i18n.t('editor:text.subheading'),
  body: () => i18n.t('editor:text.body'),
};

// A Latin face has no Malayalam or Devanagari: the previews fall back per character like the
// canvas does, so a translated label shows in the faces its text will be drawn with.
const PREVIEW_FAMILIES = `${fallbackFamilies(DEFAULT_FONT)
  .map((family) => JSON.stringify(family))
  .join(', ')}, serif`;

export function TextPanel() {
  const { t, i18n: shown } = useTranslation('editor');
  const store = useEditorStoreApi();
  const editable = useEditor((s) => canEdit(s.state));
  const role = useSession((s) => s.role);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change with the language
  useEffect(() => {
    for (const preset of PRESET_ORDER) {
      const weight = TEXT_PRESETS[preset].fontWeight;
      void textFacesReady({ family: DEFAULT_FONT, weight, italic: false }, PRESET_LABEL[preset]());
    }
  }, [shown.language]);
  return (
    <Stack gap="lg">
      <PanelSection title={t('text.section')}>
        {PRESET_ORDER.map((preset) => (
          <Button
            key={preset}
            variant="default"
            h="auto"
            py="sm"
            disabled={!editable}
            onClick={() =>
              addShapeToPage(
                store,
                { type: 'text', preset, text: PRESET_LABEL[preset]() },
                visiblePartOf,
              )
            }
            styles={{
              label: {
                fontFamily: PREVIEW_FAMILIES,
                fontSize: PREVIEW_SIZE[preset],
                fontWeight: TEXT_PRESETS[preset].fontWeight,
                whiteSpace: 'normal',
              },
            }}
          >
            {PRESET_LABEL[preset]()}
          </Button>
        ))}
      </PanelSection>
      {isSysAdmin(role) && (
        <PanelSection title={t('text.orgVariables')}>
          {PLACEHOLDERS.map((name) => (
            <Button
              key={name}
              variant="light"
              disabled={!editable}
              onClick={() =>
                addShapeToPage(store, { type: 'text', preset: 'body', text: name }, visiblePartOf)
              }
            >
              {t(`text.placeholder.${name}`)}
            </Button>
          ))}
        </PanelSection>
      )}
    </Stack>
  );
}
