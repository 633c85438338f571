// Text: the heading, subheading and body presets; for sys_admin the Organization Variables
// whose placeholders a global template fills in (spec §2, §4).
import { Button, Stack } from '@mantine/core';
import {
  DEFAULT_FONT,
  isSysAdmin,
  PLACEHOLDERS,
  TEXT_PRESETS,
  type TextPreset,
} from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import { useSession } from '../../session/store.ts';
import { visiblePartOf } from '../canvas/visibleArea.ts';
import { addShapeToPage } from '../store/commands.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { PanelSection } from './PanelSection.tsx';

const PRESET_ORDER: TextPreset[] = ['heading', 'subheading', 'body'];
const PREVIEW_SIZE: Record<TextPreset, number> = { heading: 28, subheading: 20, body: 14 };

export function TextPanel() {
  const store = useEditorStoreApi();
  const editable = useEditor((s) => canEdit(s.state));
  const role = useSession((s) => s.role);
  return (
    <Stack gap="lg">
      <PanelSection title="Text">
        {PRESET_ORDER.map((preset) => (
          <Button
            key={preset}
            variant="default"
            h="auto"
            py="sm"
            disabled={!editable}
            onClick={() => addShapeToPage(store, { type: 'text', preset }, visiblePartOf)}
            styles={{
              label: {
                fontFamily: `"${DEFAULT_FONT}", serif`,
                fontSize: PREVIEW_SIZE[preset],
                fontWeight: TEXT_PRESETS[preset].fontWeight,
                whiteSpace: 'normal',
              },
            }}
          >
            {TEXT_PRESETS[preset].label}
          </Button>
        ))}
      </PanelSection>
      {isSysAdmin(role) && (
        <PanelSection title="Organization Variables">
          {PLACEHOLDERS.map((name) => (
            <Button
              key={name}
              variant="light"
              disabled={!editable}
              onClick={() =>
                addShapeToPage(store, { type: 'text', preset: 'body', text: name }, visiblePartOf)
              }
            >
              {name}
            </Button>
          ))}
        </PanelSection>
      )}
    </Stack>
  );
}
