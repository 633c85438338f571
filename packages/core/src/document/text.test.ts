import { describe, expect, it } from 'vitest';
import { fixture, shapeOf } from './fixtures.test-util.ts';
import {
  cycleTextAlign,
  nextTextAlign,
  toggleBold,
  toggleItalic,
  toggleUnderline,
} from './text.ts';

describe('text formatting (spec §4)', () => {
  it('cycles alignment left → center → right → justify → left', () => {
    expect([
      nextTextAlign('left'),
      nextTextAlign('center'),
      nextTextAlign('right'),
      nextTextAlign('justify'),
    ]).toEqual(['center', 'right', 'justify', 'left']);
    expect(nextTextAlign(undefined)).toBe('center');
    const f = fixture({ type: 'text', preset: 'body' });
    expect(shapeOf(f, cycleTextAlign(f.doc, f.ref('s1')), 's1')?.attrs.textAlign).toBe('right');
  });

  it('toggles bold between 400 and 700', () => {
    const f = fixture({ type: 'text', preset: 'heading' }, { type: 'text', preset: 'body' });
    const once = toggleBold(f.doc, f.ref('s1', 's2'));
    expect(shapeOf(f, once, 's1')?.attrs.fontWeight).toBe(400);
    expect(shapeOf(f, once, 's2')?.attrs.fontWeight).toBe(700);
    expect(shapeOf(f, toggleBold(once, f.ref('s1')), 's1')?.attrs.fontWeight).toBe(700);
  });

  it('toggles italic and underline', () => {
    const f = fixture({ type: 'text', preset: 'body' });
    const italic = toggleItalic(f.doc, f.ref('s1'));
    expect(shapeOf(f, italic, 's1')?.attrs.fontStyle).toBe('italic');
    expect(shapeOf(f, toggleItalic(italic, f.ref('s1')), 's1')?.attrs.fontStyle).toBe('normal');
    const under = toggleUnderline(f.doc, f.ref('s1'));
    expect(shapeOf(f, under, 's1')?.attrs.textDecoration).toBe('underline');
    expect(shapeOf(f, toggleUnderline(under, f.ref('s1')), 's1')?.attrs.textDecoration).toBe('');
  });

  it('leaves non-text shapes alone', () => {
    const f = fixture({ type: 'rect' });
    expect(toggleBold(f.doc, f.ref('s1'))).toBe(f.doc);
    expect(cycleTextAlign(f.doc, f.ref('s1'))).toBe(f.doc);
  });
});
