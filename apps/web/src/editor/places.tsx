// The places on screen of what the editor draws after its page (afterPage.tsx): the rail, the
// open panel, the toolbar and the phone's two bars, each at its own size and colour until it
// renders, so the canvas beside them never moves. Their sizes live here, with the places, so
// the first frame's code does not load the parts themselves.
import { Box } from '@mantine/core';
import { useCompact } from './useCompact.ts';

export const PANEL_WIDTH = 360;
export const RAIL_WIDTH = 80;
export const COMPACT_RAIL_WIDTH = 56;
export const RAIL_COLOUR = 'dark.7';
export const PANEL_BOX = {
  w: PANEL_WIDTH,
  maw: `calc(100vw - ${COMPACT_RAIL_WIDTH}px)`,
  bg: 'white',
};
export const PANEL_EDGE = { borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 };

export const TOOLBAR_HEIGHT = 56;
export const TOOLBAR_EDGE = {
  borderBottom: '1px solid var(--mantine-color-gray-3)',
  flexShrink: 0,
};

/** The phone's bottom bar (BottomBar.tsx). */
export const BOTTOM_BAR_HEIGHT = 64;
/** The phone's context bar: a 44 px control and 4 px above and below, its top border. */
export const CONTEXT_BAR_HEIGHT = 53;

/** The rail's place, its size and colour, until it renders. */
export function RailPlace() {
  const compact = useCompact();
  return (
    <Box w={compact ? COMPACT_RAIL_WIDTH : RAIL_WIDTH} bg={RAIL_COLOUR} style={{ flexShrink: 0 }} />
  );
}

/** The open panel's place, its size and colour, until it renders. */
export function PanelPlace() {
  return <Box {...PANEL_BOX} style={PANEL_EDGE} />;
}

/** The toolbar's place, its height and colour, until it renders. */
export function ToolbarPlace() {
  return <Box h={TOOLBAR_HEIGHT} bg="white" style={TOOLBAR_EDGE} />;
}

/** A phone bar's place (its height) until it renders. */
export function BarPlace({ height }: { height: number }) {
  return <Box h={height} style={{ flexShrink: 0 }} />;
}
