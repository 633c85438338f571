// Templates: apply one to the selected page; delete own templates; sys_admin copies one
// into a global template (owner 0) when it is not global already (spec §2, §6).
import {
  ActionIcon,
  Badge,
  Card,
  Group,
  Image,
  SimpleGrid,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { CREATE_VALUES, DocumentError, isSysAdmin, type Template } from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import { IconTrash, IconWorldUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../session/store.ts';
import { useEditorBackend } from '../BackendContext.tsx';
import { notifyError } from '../notify.ts';
import { applyTemplateToPage } from '../store/designActions.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';

export function TemplatesPanel() {
  const store = useEditorStoreApi();
  const backend = useEditorBackend();
  const queryClient = useQueryClient();
  const type = useEditor((s) => s.designType);
  const editable = useEditor((s) => canEdit(s.state));
  const role = useSession((s) => s.role);
  const org = useSession((s) => s.org);
  const templates = useQuery({
    queryKey: ['editor', 'templates', type],
    queryFn: () => backend.listTemplates(type),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['editor', 'templates'] });

  const apply = (template: Template) => {
    try {
      applyTemplateToPage(
        store,
        template,
        org
          ? { name: org.orgName, address: org.orgAddress, city: org.orgCity, phone: org.orgPhone }
          : null,
      );
    } catch (error) {
      notifyError(
        error instanceof DocumentError
          ? 'This template is damaged'
          : 'The template could not be applied',
        error,
      );
    }
  };

  if (templates.isError)
    return (
      <Text c="red" size="sm">
        The templates could not be loaded.
      </Text>
    );
  if (templates.data?.length === 0)
    return (
      <Text size="sm">No templates yet. Use "Create a template of this page" beside a page.</Text>
    );
  return (
    <SimpleGrid cols={2} spacing="sm">
      {(templates.data ?? []).map((template) => {
        const global = template.owner_id === CREATE_VALUES.globalOwnerId;
        return (
          <Card key={template.id} withBorder padding="xs" radius="md">
            <Card.Section>
              {/* A button, so the keyboard reaches and applies it like the mouse. */}
              <UnstyledButton
                display="block"
                w="100%"
                aria-label={`Apply template ${template.title}`}
                disabled={!editable}
                onClick={() => apply(template)}
              >
                <Image
                  src={template.preview || undefined}
                  h={90}
                  fit="contain"
                  bg="gray.1"
                  alt=""
                  style={{ cursor: editable ? 'pointer' : 'default' }}
                />
              </UnstyledButton>
            </Card.Section>
            <Group justify="space-between" mt={6} gap={2} wrap="nowrap">
              <Text size="xs" fw={500} truncate>
                {template.title}
              </Text>
              <Group gap={0} wrap="nowrap">
                {global && <Badge size="xs">Global</Badge>}
                {isSysAdmin(role) && !global && (
                  <Tooltip label="Copy to global templates">
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={`Copy ${template.title} to global templates`}
                      onClick={() =>
                        backend
                          .copyTemplateToGlobal(template.id)
                          .then(refresh, (e) => notifyError('Copy failed', e))
                      }
                    >
                      <IconWorldUpload size={14} />
                    </ActionIcon>
                  </Tooltip>
                )}
                {/* Global templates are sys_admin's to delete (the server says so too). */}
                {(!global || isSysAdmin(role)) && (
                  <Tooltip label="Delete template">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={`Delete template ${template.title}`}
                      onClick={() =>
                        backend
                          .deleteTemplate(template.id)
                          .then(refresh, (e) => notifyError('Delete failed', e))
                      }
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
