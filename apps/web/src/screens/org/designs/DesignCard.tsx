// One design in the grid: preview (or a placeholder picture), title, type and the
// publication badge, with Open, Duplicate and Delete.
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { canDelete, type Design, PUBLISHED } from '@nibble/core';
import { IconCopy, IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../../components/AuthImage.tsx';
import { usePlatformZone } from '../../../session/platform.ts';
import { typeName } from './designTypes.ts';
import { PublicationBadge } from './PublicationBadge.tsx';

export const PREVIEW_HEIGHT = 170;

export interface DesignCardProps {
  design: Design;
  now: Date;
  busy?: boolean;
  onOpen: (design: Design) => void;
  onDuplicate: (design: Design) => void;
  onDelete: (design: Design) => void;
  /** Shares a published design's public page (none for a design that is not published). */
  onShare?: (design: Design) => void;
}

export function DesignCard({
  design,
  now,
  busy,
  onOpen,
  onDuplicate,
  onDelete,
  onShare,
}: DesignCardProps) {
  const { t } = useTranslation('dashboard');
  const title = design.title || t('designs.untitled');
  // A live design cannot be deleted (the server refuses it): the button stays, greyed, and
  // says why on hover and focus, and to a screen reader as its description.
  const deletable = canDelete(design, now, usePlatformZone());
  const reasonId = `design-${design.id}-delete-reason`;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      h="100%"
      aria-label={t('designs.card', { title })}
      component="article"
    >
      <Card.Section>
        <AuthImage
          src={design.preview}
          alt={t('designs.previewOf', { title })}
          h={PREVIEW_HEIGHT}
          fit="contain"
          bg="gray.1"
        />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flexGrow: 1 }}>
        <Text fw={600} lineClamp={2} title={title}>
          {title}
        </Text>
        {/* Beside the type rather than over the preview, so it never hides the picture. */}
        <Group gap={6}>
          <Badge variant="light" color="gray" tt="none" c="dark.6">
            {typeName(design.type, t)}
          </Badge>
          <PublicationBadge design={design} now={now} />
        </Group>
      </Stack>
      {/* As tall as the Share button (a thumb's 44 px), so every card's row lines up. */}
      <Group justify="space-between" mt="sm" wrap="nowrap" mih={44}>
        <Button
          size="xs"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => onOpen(design)}
          aria-label={t('designs.openTitle', { title })}
        >
          {t('designs.open')}
        </Button>
        <Group gap={4} wrap="nowrap">
          {onShare && design.published === PUBLISHED.published && (
            <Tooltip label={t('designs.share')}>
              <ActionIcon
                variant="subtle"
                // A thumb's size (WCAG 2.5.5): it is used on the phone above all.
                size={44}
                onClick={() => onShare(design)}
                aria-label={t('designs.shareTitleOf', { title })}
              >
                <IconShare size={20} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('designs.duplicate')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => onDuplicate(design)}
              disabled={busy}
              aria-label={t('designs.duplicateTitle', { title })}
            >
              <IconCopy size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip
            label={deletable ? t('designs.delete') : t('designs.deleteActive')}
            multiline
            maw={240}
          >
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={() => deletable && onDelete(design)}
              disabled={busy}
              // data-disabled rather than disabled, so the tooltip still shows (Mantine).
              data-disabled={!deletable || undefined}
              aria-disabled={!deletable || undefined}
              aria-describedby={deletable ? undefined : reasonId}
              aria-label={t('designs.deleteTitleOf', { title })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
          {!deletable && <VisuallyHidden id={reasonId}>{t('designs.deleteActive')}</VisuallyHidden>}
        </Group>
      </Group>
    </Card>
  );
}
