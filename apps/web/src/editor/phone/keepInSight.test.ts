import { describe, expect, it } from 'vitest';
import { MARGIN, scrollToKeep, seenPart } from './keepInSight.ts';

describe('scrollToKeep: the edited text above the keyboard', () => {
  // A 740 px phone: header 48 px, canvas area to 623; the keyboard leaves 380 px seen.
  const area = { top: 48, bottom: 623 };
  const withKeyboard = seenPart(area, { offsetTop: 0, height: 380 });

  it('sees the canvas area cut by the visual viewport', () => {
    expect(withKeyboard).toEqual({ top: 48, bottom: 380 });
    expect(seenPart(area, { offsetTop: 0, height: 740 })).toEqual(area);
    // The browser panned the visual viewport down by 100 px.
    expect(seenPart(area, { offsetTop: 100, height: 380 })).toEqual({ top: 100, bottom: 480 });
  });

  it('scrolls a text under the keyboard up until its bottom is above it', () => {
    const text = { top: 420, bottom: 470 };
    const by = scrollToKeep(text, withKeyboard);
    expect(by).toBe(470 - (380 - MARGIN));
    expect(text.bottom - by).toBe(380 - MARGIN);
  });

  it('leaves a text already in sight where it is', () => {
    expect(scrollToKeep({ top: 200, bottom: 260 }, withKeyboard)).toBe(0);
  });

  it('scrolls a text above what is seen down into sight', () => {
    expect(scrollToKeep({ top: 10, bottom: 40 }, withKeyboard)).toBe(10 - (48 + MARGIN));
  });

  it('shows the beginning of a text taller than what is seen', () => {
    const tall = { top: 300, bottom: 900 };
    expect(scrollToKeep(tall, withKeyboard)).toBe(300 - (48 + MARGIN));
  });

  it('does nothing when nothing of the canvas is seen', () => {
    expect(scrollToKeep({ top: 500, bottom: 550 }, { top: 300, bottom: 310 })).toBe(0);
  });
});
