// Images: the organisation's uploads plus the bundled stock photos of the global section.
import { Image, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { canEdit } from '@nibble/core/publication';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEditorBackend } from '../BackendContext.tsx';
import { useEditor } from '../store/EditorStoreContext.tsx';
import { PanelSection } from './PanelSection.tsx';
import { UploadsSection, useAddPicture } from './UploadsSection.tsx';

/**
 * A stock picture's name in the interface language: the bundled pictures have theirs in the
 * editor catalogue (`stock.<file name>`); a picture added to the manifest later keeps its
 * manifest title until it is translated.
 */
const stockName = (
  url: string,
  title: string,
  t: (key: string, options: { defaultValue: string }) => string,
) =>
  t(
    `stock.${
      url
        .split('/')
        .pop()
        ?.replace(/\.\w+$/, '') ?? ''
    }`,
    { defaultValue: title },
  );

export function ImagesPanel() {
  const { t } = useTranslation('editor');
  const backend = useEditorBackend();
  const add = useAddPicture();
  const editable = useEditor((s) => canEdit(s.state));
  const stock = useQuery({ queryKey: ['editor', 'stock'], queryFn: () => backend.stockImages() });
  return (
    <Stack gap="lg">
      <UploadsSection illustration={0} />
      <PanelSection title={t('images.global')}>
        {stock.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('images.noStock')}
          </Text>
        )}
        <SimpleGrid cols={3} spacing="xs">
          {(stock.data ?? []).map(({ url, title }) => (
            <Tooltip key={url} label={stockName(url, title, t)} withArrow openDelay={300}>
              <UnstyledButton
                aria-label={t('images.add', { name: stockName(url, title, t) })}
                disabled={!editable}
                onClick={() => add(url, 'img')}
              >
                <Image src={url} h={90} fit="cover" radius="sm" alt="" loading="lazy" />
              </UnstyledButton>
            </Tooltip>
          ))}
        </SimpleGrid>
      </PanelSection>
    </Stack>
  );
}
