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
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/store.ts';
import { useEditorBackend } from '../BackendContext.tsx';
import { notifyError } from '../notify.ts';
import { applyTemplateToPage } from '../store/designActions.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';

export function TemplatesPanel() {
  const { t } = useTranslation('editor');
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
          ? t('notify.templateDamaged')
          : t('notify.templateApplyFailed'),
        error,
      );
    }
  };

  if (templates.isError)
    return (
      <Text c="red" size="sm">
        {t('templates.loadFailed')}
      </Text>
    );
  if (templates.data?.length === 0) return <Text size="sm">{t('templates.empty')}</Text>;
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
                aria-label={t('templates.apply', { title: template.title })}
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
            {/* The name on its own lines and the badge on the row below, whole: in Malayalam
                both are about 1.4× the English and a narrow card cut them. */}
            <Text
              size="xs"
              fw={500}
              mt={6}
              lineClamp={2}
              style={{ overflowWrap: 'break-word', wordBreak: 'normal' }}
            >
              {template.title}
            </Text>
            <Group justify="space-between" mt={4} gap={2} wrap="nowrap" mih={22}>
              {global ? (
                <Badge size="xs" style={{ flexShrink: 0 }} maw="none">
                  {t('templates.global')}
                </Badge>
              ) : (
                <span />
              )}
              <Group gap={0} wrap="nowrap">
                {isSysAdmin(role) && !global && (
                  <Tooltip label={t('templates.copyToGlobal')}>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t('templates.copyToGlobalOf', { title: template.title })}
                      onClick={() =>
                        backend
                          .copyTemplateToGlobal(template.id)
                          .then(refresh, (e) => notifyError(t('notify.copyFailed'), e))
                      }
                    >
                      <IconWorldUpload size={14} />
                    </ActionIcon>
                  </Tooltip>
                )}
                {/* Global templates are sys_admin's to delete (the server says so too). */}
                {(!global || isSysAdmin(role)) && (
                  <Tooltip label={t('templates.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={t('templates.deleteOf', { title: template.title })}
                      onClick={() =>
                        backend
                          .deleteTemplate(template.id)
                          .then(refresh, (e) => notifyError(t('notify.deleteFailed'), e))
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
