// "Fit canvas" (spec §9 zoom presets): the zoom at which a whole page, width and height,
// shows in the canvas area beside its title bar and side buttons (issue 15: a tall page used
// to be fitted by its width alone and opened at 180 %, running far below the screen).
import { ZOOM_PRESETS } from '@nibble/core';

/** Room a page needs around it in the canvas area, in screen pixels. */
export interface PageRoom {
  /** Side buttons beside the page and the area's padding. */
  x: number;
  /** Title bar above the page, the area's padding, and buttons under it on a phone. */
  y: number;
}

/** Side buttons beside the page (36 px + gap) and 20 px padding each side. */
export const WIDE_ROOM: PageRoom = { x: 120, y: 90 };
/** Phones: buttons go under the page (36 px + gap), 10 px padding. */
export const COMPACT_ROOM: PageRoom = { x: 40, y: 120 };
/** The phone's layout (editor/phone): no rail, the page fills the width but for 12 px a side. */
export const PHONE_ROOM: PageRoom = { x: 24, y: 110 };

const MIN_ZOOM = 0.1;
const MAX_ZOOM = Math.max(...ZOOM_PRESETS);

export const fitZoom = (
  area: { width: number; height: number },
  page: { width: number; height: number },
  room: PageRoom = WIDE_ROOM,
): number => {
  if (area.width <= 0 || page.width <= 0 || page.height <= 0) return 1;
  const byWidth = (area.width - room.x) / page.width;
  // An area not measured yet (height 0) fits by width alone.
  const byHeight = area.height > 0 ? (area.height - room.y) / page.height : byWidth;
  return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, byWidth, byHeight));
};
