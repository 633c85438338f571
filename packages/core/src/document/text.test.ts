import { describe, expect, it } from 'vitest';
import { fixture, shapeOf } from './fixtures.test-util.ts';
import * as text from './text.ts';

describe('text formatting (spec §4)', () => {
  it('cycles alignment left → center → right → justify → left', () => {
    expect([
      text.nextTextAlign('left'),
      text.nextTextAlign('center'),
      text.nextTextAlign('right'),
      text.nextTextAlign('justify'),
    ]).toEqual(['center', 'right', 'justify', 'left']);
    expect(text.nextTextAlign(undefined)).toBe('center');
    const f = fixture({ type: 'text', preset: 'body' });
    expect(shapeOf(f, text.cycleTextAlign(f.doc, f.ref('s1')), 's1')?.attrs.textAlign).toBe(
      'right',
    );
  });

  it('toggles bold between 400 and 700', () => {
    const f = fixture({ type: 'text', preset: 'heading' }, { type: 'text', preset: 'body' });
    const once = text.toggleBold(f.doc, f.ref('s1', 's2'));
    expect(shapeOf(f, once, 's1')?.attrs.fontWeight).toBe(400);
    expect(shapeOf(f, once, 's2')?.attrs.fontWeight).toBe(700);
    expect(shapeOf(f, text.toggleBold(once, f.ref('s1')), 's1')?.attrs.fontWeight).toBe(700);
  });

  it('toggles italic and underline', () => {
    const f = fixture({ type: 'text', preset: 'body' });
    const italic = text.toggleItalic(f.doc, f.ref('s1'));
    expect(shapeOf(f, italic, 's1')?.attrs.fontStyle).toBe('italic');
    expect(shapeOf(f, text.toggleItalic(italic, f.ref('s1')), 's1')?.attrs.fontStyle).toBe(
      'normal',
    );
    const under = text.toggleUnderline(f.doc, f.ref('s1'));
    expect(shapeOf(f, under, 's1')?.attrs.textDecoration).toBe('underline');
    expect(shapeOf(f, text.toggleUnderline(under, f.ref('s1')), 's1')?.attrs.textDecoration).toBe(
      '',
    );
  });

  it('leaves non-text shapes alone', () => {
    const f = fixture({ type: 'rect' });
    expect(text.toggleBold(f.doc, f.ref('s1'))).toBe(f.doc);
    expect(text.cycleTextAlign(f.doc, f.ref('s1'))).toBe(f.doc);
  });
});
