// Text above the on-screen keyboard (issue 29): while a text is edited on the phone, the
// canvas scrolls so the text's box lies in what the user sees, the part of the canvas area
// inside the visual viewport (the keyboard takes the bottom of the screen and shrinks it).

export interface Span {
  top: number;
  bottom: number;
}

/** Space kept between the text and the edge of what is seen. */
export const MARGIN = 12;

/**
 * How far to scroll the canvas (positive: its content goes up) so `box` lies in `seen`: its
 * bottom above the keyboard, its top never pushed above the top of what is seen (a text
 * taller than what is seen shows its beginning, where the caret starts).
 */
export const scrollToKeep = (box: Span, seen: Span, margin = MARGIN): number => {
  const top = seen.top + margin;
  const bottom = seen.bottom - margin;
  if (bottom <= top) return 0;
  if (box.top < top) return box.top - top;
  if (box.bottom > bottom) return Math.min(box.bottom - bottom, box.top - top);
  return 0;
};

/** What is seen of the canvas area: its box cut by the visual viewport (layout coordinates). */
export const seenPart = (area: Span, visual: { offsetTop: number; height: number }): Span => ({
  top: Math.max(area.top, visual.offsetTop),
  bottom: Math.min(area.bottom, visual.offsetTop + visual.height),
});
