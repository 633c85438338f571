// Which edges of a sideways-scrolling row hide something (so a fade shows there).

export interface RowScroll {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** A pixel of slack: browsers report fractional scroll positions at some zooms. */
const SLACK = 1;

export const edgeFades = ({ scrollLeft, scrollWidth, clientWidth }: RowScroll) => ({
  start: scrollLeft > SLACK,
  end: scrollLeft + clientWidth < scrollWidth - SLACK,
});
