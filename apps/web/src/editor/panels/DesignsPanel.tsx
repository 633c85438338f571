// Designs: the organisation's designs of this type; choosing one opens it in the editor at its
// own address (Back returns to the one before), asking first when changes are unsaved. A page
// at a time, as the Designs screen reads them: more load as the panel scrolls (LoadMore).
import { Card, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadMore, usePagedList } from '../../components/LoadMore.tsx';
import { designPath } from '../../session/paths.ts';
import { useEditorBackend } from '../BackendContext.tsx';
import { askToLeave } from '../route/useLeaveEditor.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';

export function DesignsPanel() {
  const { t } = useTranslation('editor');
  const backend = useEditorBackend();
  const type = useEditor((s) => s.designType);
  const currentId = useEditor((s) => s.design.id);
  const store = useEditorStoreApi();
  const navigate = useNavigate();
  const open = (designId: number) => {
    if (designId === currentId) return;
    const go = () => navigate(designPath(designId));
    if (store.getState().dirty) askToLeave(go);
    else go();
  };
  const designs = useInfiniteQuery({
    queryKey: ['editor', 'designs', type],
    queryFn: ({ pageParam }) => backend.listDesignsPage(type, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const { list, more } = usePagedList(designs);
  // Only a failed first page: a failed later one is LoadMore's to say, with the cards kept.
  if (designs.isError && !designs.isFetchNextPageError)
    return (
      <Text c="red" size="sm">
        {t('designs.loadFailed')}
      </Text>
    );
  return (
    <Stack gap={0}>
      <SimpleGrid cols={2} spacing="sm">
        {list.map((design) => (
          <UnstyledButton
            key={design.id}
            aria-label={t('designs.open', { title: design.title })}
            onClick={() => open(design.id)}
          >
            <Card
              withBorder
              padding="xs"
              radius="md"
              style={{
                outline:
                  design.id === currentId ? '2px solid var(--mantine-color-nibble-5)' : undefined,
              }}
            >
              <Card.Section>
                <Image src={design.preview || undefined} h={80} fit="contain" bg="gray.1" alt="" />
              </Card.Section>
              <Text size="xs" mt={6} truncate>
                {design.title}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {list.length > 0 && (
        <LoadMore
          more={more}
          label={t('designs.more')}
          loadingLabel={t('designs.loadingMore')}
          failedText={t('designs.moreFailed')}
        />
      )}
    </Stack>
  );
}
