// Spec §2 "Designs screen": the organisation's designs as cards (preview, title, type,
// publication badge) to open, duplicate or delete, and the 'Design Editor' button that
// starts a new design. Opening enters design mode; the route guard then shows the editor.
// The list comes a page at a time (more as the person scrolls) and searches by title on the
// server, so an organisation with thousands of designs opens as fast as one with ten.
import { Button, Chip, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type Design, type DesignType, isDesignType, SEARCH_MAX_LENGTH } from '@nibble/core';
import { IconPalette, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadMore, usePagedList } from '../../components/LoadMore.tsx';
import { ScreenHeading } from '../../layout/ScreenHeading.tsx';
import { designPath } from '../../session/paths.ts';
import { useSession } from '../../session/store.ts';
import { DesignCard } from './designs/DesignCard.tsx';
import { useCardShare } from './designs/DesignShare.tsx';
import {
  useCreateDesign,
  useDeleteDesign,
  useDesignsQuery,
  useDuplicateDesign,
} from './designs/designQueries.ts';
import { type TypeFilter, typeFilters, typeName } from './designs/designTypes.ts';
import { GRID_COLS } from './designs/grid.ts';
import { DesignsEmpty, DesignsError, DesignsLoading } from './designs/ListStates.tsx';
import { NewDesignDialog } from './designs/NewDesignDialog.tsx';

/** `/dashboard/designs?new=1` opens the New design dialog: the installed app's shortcut. */
export const NEW_DESIGN_PARAM = 'new';

const failed = (title: string) => (error: unknown) =>
  notifications.show({
    color: 'red',
    title,
    message: error instanceof Error ? error.message : String(error),
  });

export default function DesignsScreen() {
  // OrgContext guarantees an organisation on this route.
  const orgId = useSession((s) => s.org?.orgId ?? 0);
  const enterDesign = useSession((s) => s.enterDesign);
  const navigate = useNavigate();
  const [filter, setFilter] = useState<TypeFilter>('all');
  const [dialogOpened, setDialogOpened] = useState(false);
  const [search, setSearch] = useSearchParams();
  const askedForNew = search.has(NEW_DESIGN_PARAM);
  useEffect(() => {
    if (!askedForNew) return;
    setDialogOpened(true);
    // Once opened, the address is the screen's own again (a reload does not reopen it).
    setSearch(
      (params) => {
        params.delete(NEW_DESIGN_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [askedForNew, setSearch]);
  const [searchText, setSearchText] = useState('');
  // One request per pause in typing, not per key.
  const [searched] = useDebouncedValue(searchText.trim(), 300);
  const designs = useDesignsQuery(orgId, filter, searched);
  const { list, more } = usePagedList(designs);
  const duplicate = useDuplicateDesign(orgId);
  const remove = useDeleteDesign(orgId);
  const create = useCreateDesign(orgId);
  const sharing = useCardShare(orgId, list);
  const { t } = useTranslation('dashboard');
  // One clock per render, so every badge of the grid agrees.
  const now = new Date();

  const open = (design: Design) => {
    enterDesign(design.type, design.title, design.id);
    // The design's own address, so Back and a reload know which design this is.
    navigate(designPath(design.id));
  };

  const onCreate = (values: { title: string; type: DesignType }) => {
    create
      .mutateAsync(values)
      .then((design) => design && open(design), failed(t('designs.createFailed')));
  };

  const confirmDelete = (design: Design) =>
    modals.openConfirmModal({
      title: t('designs.deleteTitle'),
      centered: true,
      closeButtonProps: { 'aria-label': t('designs.close') },
      children: <Text size="sm">{t('designs.deleteQuestion', { title: design.title })}</Text>,
      labels: { confirm: t('designs.delete'), cancel: t('designs.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(design, { onError: failed(t('designs.deleteFailed')) }),
    });

  const busyId = duplicate.isPending
    ? duplicate.variables?.id
    : remove.isPending
      ? remove.variables?.id
      : undefined;

  return (
    <Stack gap="lg">
      <ScreenHeading
        title={t('designs.title')}
        intro={t('designs.intro')}
        action={
          <Button
            leftSection={<IconPalette size={18} aria-hidden />}
            onClick={() => setDialogOpened(true)}
          >
            {t('designs.designEditor')}
          </Button>
        }
      />

      {/* A filter, not tabs: a tab list would name panels that do not exist (axe). */}
      <Chip.Group
        multiple={false}
        value={filter}
        onChange={(value) => setFilter(isDesignType(value) ? value : 'all')}
      >
        <Group gap="xs" role="radiogroup" aria-label={t('designs.typeFilter')}>
          {typeFilters(t).map(({ value, label }) => (
            <Chip key={value} value={value} type="radio" variant="light">
              {label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>

      <TextInput
        type="search"
        label={t('designs.search')}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={SEARCH_MAX_LENGTH}
        maw={420}
      />

      {designs.isPending ? (
        <DesignsLoading />
      ) : !designs.data ? (
        <DesignsError error={designs.error} onRetry={() => designs.refetch()} />
      ) : list.length === 0 && searched ? (
        <Text c="dimmed" py="lg" role="status">
          {t('designs.noMatch', { q: searched })}
        </Text>
      ) : list.length === 0 ? (
        <DesignsEmpty
          typeName={filter === 'all' ? null : typeName(filter, t)}
          onNew={() => setDialogOpened(true)}
        />
      ) : (
        <SimpleGrid cols={GRID_COLS} spacing="md" aria-label={t('designs.title')}>
          {list.map((design) => (
            <DesignCard
              key={design.id}
              design={design}
              now={now}
              busy={busyId === design.id}
              onOpen={open}
              onDuplicate={(d) =>
                duplicate.mutate(d, { onError: failed(t('designs.duplicateFailed')) })
              }
              onDelete={confirmDelete}
              onShare={sharing.share}
            />
          ))}
        </SimpleGrid>
      )}

      {list.length > 0 && (
        <LoadMore
          more={more}
          label={t('designs.more')}
          loadingLabel={t('designs.loadingMore')}
          failedText={t('designs.moreFailed')}
        />
      )}

      {sharing.dialog}
      <NewDesignDialog
        key={filter}
        opened={dialogOpened}
        onClose={() => setDialogOpened(false)}
        onCreate={onCreate}
        initialType={filter === 'all' ? 'promotion_coupon' : filter}
      />
    </Stack>
  );
}
