// The left menu: Enable/Disable of a published design (spec §4). Refused changes are only
// logged as NOT ALLOWED, as the spec asks; an item that cannot apply is greyed and says why.
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconPower } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/setup.ts';
import { usePlatformZone } from '../session/platform.ts';
import { useEditorBackend } from './BackendContext.tsx';
import { notifyError } from './notify.ts';
import { OfferedMenuItem } from './refusals/OfferedMenuItem.tsx';
import { publicationOffer } from './refusals/offers.ts';
import { changePublication } from './store/designActions.ts';
import { useEditor, useEditorStoreApi } from './store/EditorStoreContext.tsx';

/** Enable or Disable the open design, a failure said in words (the rail's menu and the phone's). */
export function usePublicationChange(): (action: 'enable' | 'disable') => () => void {
  const store = useEditorStoreApi();
  const backend = useEditorBackend();
  const zone = usePlatformZone();
  return (action) => () =>
    void changePublication(store, backend, action, zone).catch((error) =>
      notifyError(
        action === 'enable'
          ? i18n.t('editor:notify.enableFailed')
          : i18n.t('editor:notify.disableFailed'),
        error,
      ),
    );
}

export function EnableMenu() {
  const { t } = useTranslation('editor');
  const design = useEditor((s) => s.design);
  const zone = usePlatformZone();
  const run = usePublicationChange();
  return (
    <Menu position="right-end" withArrow>
      <Menu.Target>
        <Tooltip label={t('enable.tooltip')} position="right" withArrow>
          <ActionIcon variant="subtle" color="gray.3" size={44} aria-label={t('enable.label')}>
            <IconPower size={22} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <OfferedMenuItem
          offer={publicationOffer(design, 'enable', new Date(), zone)}
          onClick={run('enable')}
        >
          {t('enable.enable')}
        </OfferedMenuItem>
        <OfferedMenuItem
          offer={publicationOffer(design, 'disable', new Date(), zone)}
          onClick={run('disable')}
        >
          {t('enable.disable')}
        </OfferedMenuItem>
      </Menu.Dropdown>
    </Menu>
  );
}
