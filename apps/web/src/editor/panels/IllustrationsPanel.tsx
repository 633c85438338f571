// Illustrations: uploaded SVGs plus the two built-in ones.
import { Image, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { canEdit } from '@nibble/core/publication';
import { useTranslation } from 'react-i18next';
import { BUILT_IN_ILLUSTRATIONS } from '../assets/illustrations.ts';
import { useEditor } from '../store/EditorStoreContext.tsx';
import { PanelSection } from './PanelSection.tsx';
import { UploadsSection, useAddPicture } from './UploadsSection.tsx';

export function IllustrationsPanel() {
  const { t } = useTranslation('editor');
  const add = useAddPicture();
  const editable = useEditor((s) => canEdit(s.state));
  return (
    <Stack gap="lg">
      <PanelSection title={t('illustrations.builtIn')}>
        <SimpleGrid cols={2} spacing="sm">
          {BUILT_IN_ILLUSTRATIONS.map((item) => (
            <UnstyledButton
              key={item.id}
              aria-label={t('images.add', { name: item.name() })}
              disabled={!editable}
              onClick={() => add(item.url, 'illus')}
            >
              <Paper withBorder p="xs" radius="md">
                <Image src={item.url} h={90} fit="contain" alt="" />
                <Text size="xs" ta="center">
                  {item.name()}
                </Text>
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </PanelSection>
      <UploadsSection illustration={1} />
    </Stack>
  );
}
