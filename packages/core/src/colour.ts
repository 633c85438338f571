// A colour typed as a hex value in the editor's colour picker (issue 15). Only what a
// browser and a PDF both draw the same way is accepted; anything else gets this message and
// is never applied.

export const HEX_COLOUR_MESSAGE = 'Please enter a hex colour such as #b32aa9 or #fff.';

export type HexColourResult = { ok: true; colour: string } | { ok: false; message: string };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#RGB' or '#RRGGBB' (the '#' may be left out), answered as lowercase '#rrggbb'. */
export const parseHexColour = (input: string): HexColourResult => {
  const match = HEX.exec(input.trim());
  const digits = match?.[1];
  if (!digits) return { ok: false, message: HEX_COLOUR_MESSAGE };
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return { ok: true, colour: `#${full.toLowerCase()}` };
};
