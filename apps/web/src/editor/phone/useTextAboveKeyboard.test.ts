// The canvas scrolls the edited text above the keyboard, making room below the page for it.
import { describe, expect, it } from 'vitest';
import { MARGIN } from './keepInSight.ts';
import { keepEditedTextInSight } from './useTextAboveKeyboard.ts';

const rect = (top: number, bottom: number) =>
  ({ top, bottom, left: 0, right: 360, width: 360, height: bottom - top, x: 0, y: top }) as DOMRect;

/** A canvas area from 48 to 623 px holding a textarea at `top`–`bottom` (its scroll moves it). */
function canvasWithText(top: number, bottom: number) {
  const area = document.createElement('div');
  const text = document.createElement('textarea');
  area.append(text);
  area.getBoundingClientRect = () => rect(48, 623);
  text.getBoundingClientRect = () => rect(top - area.scrollTop, bottom - area.scrollTop);
  // jsdom lays nothing out: scrollTop keeps what is set.
  let scrolled = 0;
  Object.defineProperty(area, 'scrollTop', {
    get: () => scrolled,
    set: (value: number) => {
      scrolled = value;
    },
  });
  return { area, text };
}

describe('keepEditedTextInSight', () => {
  it('scrolls a text the keyboard covers up above it, with room below the page', () => {
    const { area, text } = canvasWithText(500, 560);
    const by = keepEditedTextInSight(area, { offsetTop: 0, height: 400 });
    expect(by).toBe(560 - (400 - MARGIN));
    expect(text.getBoundingClientRect().bottom).toBe(400 - MARGIN);
    expect(area.style.paddingBottom).toBe(`${623 - 400}px`);
  });

  it('leaves a text in sight alone, and adds no room without a keyboard', () => {
    const { area } = canvasWithText(200, 260);
    expect(keepEditedTextInSight(area, { offsetTop: 0, height: 740 })).toBe(0);
    expect(area.scrollTop).toBe(0);
    expect(area.style.paddingBottom).toBe('0px');
  });

  it('does nothing when no text is being edited', () => {
    const area = document.createElement('div');
    expect(keepEditedTextInSight(area, { offsetTop: 0, height: 300 })).toBe(0);
    expect(keepEditedTextInSight(null, { offsetTop: 0, height: 300 })).toBe(0);
  });
});
