// Designs: the organisation's designs of this type; choosing one opens it in the editor at its
// own address (Back returns to the one before), asking first when changes are unsaved.
import { Card, Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { designPath } from '../../session/guards.tsx';
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
  const designs = useQuery({
    queryKey: ['editor', 'designs', type],
    queryFn: () => backend.listDesigns(type),
  });
  if (designs.isError)
    return (
      <Text c="red" size="sm">
        {t('designs.loadFailed')}
      </Text>
    );
  return (
    <SimpleGrid cols={2} spacing="sm">
      {(designs.data ?? []).map((design) => (
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
  );
}
