// The settingsVisible preference of spec §2, kept in localStorage so it outlives the tab.
import { useLocalStorage } from '@mantine/hooks';

export const SETTINGS_VISIBLE_KEY = 'settingsVisible';

export function useSettingsVisible() {
  return useLocalStorage<boolean>({
    key: SETTINGS_VISIBLE_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
}
