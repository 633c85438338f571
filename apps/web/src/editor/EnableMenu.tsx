// The left menu: Enable/Disable of a published design (spec §4). Refused changes are only
// logged as NOT ALLOWED, as the spec asks; the items are disabled when they cannot apply.
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { canDisable, canEnable } from '@nibble/core/publication';
import { IconPower } from '@tabler/icons-react';
import { usePlatformZone } from '../session/platform.ts';
import { useEditorBackend } from './BackendContext.tsx';
import { notifyError } from './notify.ts';
import { changePublication } from './store/designActions.ts';
import { useEditor, useEditorStoreApi } from './store/EditorStoreContext.tsx';

export function EnableMenu() {
  const store = useEditorStoreApi();
  const backend = useEditorBackend();
  const design = useEditor((s) => s.design);
  const state = useEditor((s) => s.state);
  const zone = usePlatformZone();
  const run = (action: 'enable' | 'disable') => () =>
    changePublication(store, backend, action, zone).catch((error) =>
      notifyError(`The design could not be ${action}d`, error),
    );
  return (
    <Menu position="right-end" withArrow>
      <Menu.Target>
        <Tooltip label="Enable / Disable" position="right" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray.3"
            size={44}
            aria-label="Enable or disable the design"
          >
            <IconPower size={22} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={!canEnable(state)} onClick={run('enable')}>
          Enable
        </Menu.Item>
        <Menu.Item
          disabled={state !== 'PUBLISHED' || !canDisable(design, new Date(), zone)}
          onClick={run('disable')}
        >
          Disable
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
