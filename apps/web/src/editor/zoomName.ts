// A zoom's name, shared by the desktop's zoom list, the phone's menu and its zoom sheet. Its
// own module: the phone's menu is part of the first frame's header, the sheet comes after.
import { formatNumber } from '../i18n/numbers.ts';
import { currentLanguage } from '../i18n/setup.ts';
import type { Zoom } from './store/editorStore.ts';

/** A zoom's name in the interface language: "Fit canvas" or a percentage. */
export const zoomName = (zoom: Zoom, fit: string): string =>
  zoom === 'fit' ? fit : `${formatNumber(Math.round(zoom * 100), currentLanguage())}%`;
