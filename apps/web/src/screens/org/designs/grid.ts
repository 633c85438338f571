/** Columns of the designs grid by breakpoint: one on phones, up to four on wide screens. */
export const GRID_COLS = { base: 1, xs: 2, md: 3, xl: 4 } as const;
