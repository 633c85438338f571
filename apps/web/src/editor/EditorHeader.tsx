// The editor's title bar: back, the top-left menu (Publish/Unpublish, Save, Print/Design),
// the design title, zoom and the Grid checkbox (top right).
// Over 300 lines: one memoised bar (EditorHeader) laid out as one row; its menus, title and
// zoom read the same design state, and each would take the same props if split out.
import {
  ActionIcon,
  Box,
  Button,
  Checkbox,
  Group,
  Menu,
  Select,
  Text,
  Tooltip,
} from '@mantine/core';
import { isBlankCampaign, ZOOM_PRESETS } from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import {
  IconArrowLeft,
  IconChevronDown,
  IconDeviceFloppy,
  IconDotsVertical,
  IconLayout,
  IconPhotoDown,
  IconPrinter,
  IconSend,
  IconSendOff,
  IconShare,
} from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUCH_TARGET } from '../components/share/ShareLinkDialog.tsx';
import { i18n } from '../i18n/setup.ts';
import { usePlatformZone } from '../session/platform.ts';
import {
  AfterPage,
  PresenceAvatars,
  PublishDialog,
  ShareDialog,
  UnpublishDialog,
  ZoomSheet,
} from './afterPage.tsx';
import { useEditorBackend } from './BackendContext.tsx';
import { SyncStatus } from './live/SyncStatus.tsx';
import { notifyDone, notifyError } from './notify.ts';
import { PhoneMenuItems } from './phone/PhoneMenuItems.tsx';
import { OfferedMenuItem } from './refusals/OfferedMenuItem.tsx';
import { EDITOR_REFUSALS, publicationOffer, publishOffer } from './refusals/offers.ts';
import { useDesignShare } from './share/useDesignShare.ts';
import { changePublication, saveDesign, toggleMode } from './store/designActions.ts';
import { useEditor, useEditorStoreApi } from './store/EditorStoreContext.tsx';
import { useAfterPageDrawn } from './useAfterPageDrawn.ts';
import { zoomName } from './zoomName.ts';

export const HEADER_HEIGHT = 48;

/** The zoom choices, named in the interface language (read at render). */
const zoomOptions = () =>
  (['fit', ...ZOOM_PRESETS] as const).map((zoom) => ({
    value: String(zoom),
    label: zoomName(zoom, i18n.t('editor:header.fitCanvas')),
  }));

// Its own memo: the editor's layout renders again when the panels come in, after the page is
// drawn; the header has nothing to show for that.
export const EditorHeader = memo(function EditorHeader({
  onBack,
  phone = false,
}: {
  onBack(): void;
  /** The phone's top bar (editor/phone): back, title, sync state and one menu holding the rest. */
  phone?: boolean;
}) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const backend = useEditorBackend();
  const design = useEditor((s) => s.design);
  const state = useEditor((s) => s.state);
  const dirty = useEditor((s) => s.dirty);
  const sync = useEditor((s) => s.sync);
  const zoom = useEditor((s) => s.zoom);
  const grid = useEditor((s) => s.grid);
  const mode = useEditor((s) => (s.doc.metadata.mode === 'print' ? 'print' : 'page'));
  const title = useEditor((s) => s.doc.title);
  const blank = useEditor((s) => isBlankCampaign(s.doc));
  const [dialog, setDialog] = useState<'publish' | 'unpublish' | 'zoom' | null>(null);
  const [saving, setSaving] = useState(false);
  const now = new Date();
  const zone = usePlatformZone();
  // What the first look at a design does not need (the zoom list, the grid, others' avatars,
  // the publication, share and zoom dialogs) comes once the page is drawn: on a slow laptop
  // their rendering held the page's first frame back, and the dialogs' code comes then too
  // (afterPage.tsx).
  const around = useAfterPageDrawn();
  const sharing = useDesignShare();

  const save = async () => {
    setSaving(true);
    try {
      if (await saveDesign(store, backend)) notifyDone(t('notify.saved'));
    } catch (error) {
      notifyError(t('notify.saveFailed'), error);
    } finally {
      setSaving(false);
    }
  };

  const menu = (
    <Menu
      position={phone ? 'bottom-end' : 'bottom-start'}
      withArrow
      // Items a thumb can hit (WCAG 2.5.5); opening also readies what Share hands over.
      styles={{ item: { minHeight: TOUCH_TARGET } }}
      onOpen={sharing.prepare}
    >
      <Menu.Target>
        {phone ? (
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={t('header.menuLabel')}
            inert={sync === 'connecting'}
          >
            <IconDotsVertical size={20} />
          </ActionIcon>
        ) : (
          <Button
            variant="light"
            size="sm"
            rightSection={<IconChevronDown size={14} />}
            aria-label={t('header.menuLabel')}
            style={{ flexShrink: 0 }}
            // Publish and save wait for the live document (nothing changes on screen).
            inert={sync === 'connecting'}
          >
            {t('header.menu')}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {state === 'NEW' ? (
          <OfferedMenuItem
            leftSection={<IconSend size={16} />}
            offer={publishOffer(state, blank)}
            onClick={() => setDialog('publish')}
          >
            {t('header.publish')}
          </OfferedMenuItem>
        ) : (
          <OfferedMenuItem
            leftSection={<IconSendOff size={16} />}
            offer={publicationOffer(design, 'unpublish', now, zone)}
            onClick={() => setDialog('unpublish')}
          >
            {t('header.unpublish')}
          </OfferedMenuItem>
        )}
        <OfferedMenuItem
          leftSection={<IconDeviceFloppy size={16} />}
          offer={
            canEdit(state) ? { allowed: true } : { allowed: false, reason: EDITOR_REFUSALS.notNew }
          }
          busy={saving}
          onClick={save}
        >
          {t('header.save')}
        </OfferedMenuItem>
        <Menu.Item
          leftSection={mode === 'print' ? <IconLayout size={16} /> : <IconPrinter size={16} />}
          onClick={() => toggleMode(store)}
        >
          {mode === 'print' ? t('header.design') : t('header.print')}
        </Menu.Item>
        <Menu.Divider />
        <OfferedMenuItem
          leftSection={<IconShare size={16} />}
          offer={sharing.offer}
          onClick={sharing.share}
        >
          {t('header.share')}
        </OfferedMenuItem>
        {sharing.offer.allowed && (
          <Menu.Item leftSection={<IconPhotoDown size={16} />} onClick={sharing.statusPicture}>
            {t('header.statusPicture')}
          </Menu.Item>
        )}
        {phone && <PhoneMenuItems onZoom={() => setDialog('zoom')} />}
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <Group
      component="header"
      h={HEADER_HEIGHT}
      px="sm"
      gap="sm"
      wrap="nowrap"
      justify="space-between"
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: phone ? 1 : undefined }}>
        <Tooltip label={t('header.backToDesigns')} withArrow>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={t('header.backToDesigns')}
            onClick={onBack}
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
        {!phone && menu}
        <Text
          component="h1"
          fz="md"
          fw={600}
          m={0}
          truncate
          data-testid="design-title"
          style={phone ? { flex: 1, minWidth: 0 } : undefined}
        >
          {title}
          {mode === 'print' ? t('header.printSuffix') : ''}
        </Text>
        {sync ? (
          <SyncStatus sync={sync} />
        ) : (
          dirty && (
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {t('header.unsaved')}
            </Text>
          )
        )}
      </Group>
      {phone ? (
        menu
      ) : (
        <Group gap="sm" wrap="nowrap">
          <AfterPage drawn={around}>
            <PresenceAvatars />
          </AfterPage>
          <Box visibleFrom="xs" w={150}>
            {around && (
              <Select
                aria-label={t('header.zoom')}
                size="xs"
                w={150}
                data={zoomOptions()}
                value={String(zoom)}
                allowDeselect={false}
                onChange={(value) =>
                  value && store.getState().setZoom(value === 'fit' ? 'fit' : Number(value))
                }
              />
            )}
          </Box>
          {around && (
            <Checkbox
              label={t('header.grid')}
              checked={grid}
              onChange={(e) => store.getState().setGrid(e.currentTarget.checked)}
            />
          )}
        </Group>
      )}
      {/* The dialogs come after the page too: one asked for before then opens once it is drawn. */}
      <AfterPage drawn={around}>
        <PublishDialog
          opened={dialog === 'publish'}
          title={design.title}
          type={design.type}
          onClose={() => setDialog(null)}
          onPublish={async (range) => {
            try {
              await changePublication(store, backend, 'publish', zone, range);
            } catch (error) {
              notifyError(t('notify.publishFailed'), error);
            }
          }}
        />
        {phone && <ZoomSheet opened={dialog === 'zoom'} onClose={() => setDialog(null)} />}
        <ShareDialog
          target={sharing.dialog}
          onClose={sharing.closeDialog}
          onStatusPicture={sharing.statusPicture}
          statusBusy={sharing.statusBusy}
        />
        <UnpublishDialog
          opened={dialog === 'unpublish'}
          title={design.title}
          onClose={() => setDialog(null)}
          onUnpublish={async () => {
            try {
              await changePublication(store, backend, 'unpublish', zone);
            } catch (error) {
              notifyError(t('notify.unpublishFailed'), error);
            }
          }}
        />
      </AfterPage>
    </Group>
  );
});
