import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { DEFAULT_DOCUMENT_COLOUR } from '@nibble/core/constants';
import './indicFaces.css';

// Shades around the product's colour (DEFAULT_DOCUMENT_COLOUR at index 6, the primary shade).
const nibble: MantineColorsTuple = [
  '#fcedfa',
  '#f3d8f0',
  '#e6addf',
  '#d980cd',
  '#cd5abe',
  '#c442b5',
  DEFAULT_DOCUMENT_COLOUR,
  '#9c2194',
  '#861b80',
  '#6e126a',
];

/** The interface's faces without the self-hosted Indic one (the phone's own fonts). */
export const SYSTEM_FONT_STACK =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const fontStack = `'Nibble Indic', ${SYSTEM_FONT_STACK}`;

export const theme = createTheme({
  primaryColor: 'nibble',
  primaryShade: 6,
  colors: { nibble },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Every Select's (and Autocomplete's…) list is placed against the screen, not the page
    // (issue 29): placed in the page, a list in a centred dialog on a touch phone made Floating
    // UI flip it up and down without end (mantinedev/mantine#8255, fixed in 9.3), freezing
    // the tab. A plain object, not Combobox.extend: this file is in the public pages' bundle.
    Combobox: { defaultProps: { floatingStrategy: 'fixed' } },
  },
});

// Mantine's default dimmed grey and error red are below 4.5:1 on white; darker shades keep
// secondary text and field errors readable (WCAG AA).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
