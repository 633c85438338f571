import { describe, expect, it } from 'vitest';
import { HEX_COLOUR_MESSAGE, parseHexColour } from './colour.ts';

describe('parseHexColour (a typed colour)', () => {
  it.each([
    ['#B32AA9', '#b32aa9'],
    ['b32aa9', '#b32aa9'],
    [' #fff ', '#ffffff'],
    ['0a0', '#00aa00'],
  ])('accepts %j as %s', (input, colour) => {
    expect(parseHexColour(input)).toEqual({ ok: true, colour });
  });

  it.each(['', '#', '#12', '#1234', '#ggg', 'red', '#b32aa9ff', 'rgb(0,0,0)', '##fff'])(
    'refuses %j with the message',
    (input) => {
      expect(parseHexColour(input)).toEqual({ ok: false, message: HEX_COLOUR_MESSAGE });
    },
  );
});
