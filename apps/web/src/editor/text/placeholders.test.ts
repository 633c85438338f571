import { copyPageContent, listOf, type Page, type Shape } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { clusters } from './clusters.ts';
import type { Measure } from './layout.ts';
import { layoutShapeText } from './shapeText.ts';

const measure: Measure = (text) => ({ width: clusters(text).length * 10, ascent: 8, descent: 2 });

const placeholder = (id: string, text: string): Shape => ({
  id,
  type: 'text',
  attrs: { x: 0, y: 0, width: 200, text, fontFamily: 'Montserrat', fontSize: 20 },
});

const template: Page = {
  id: 'tpl',
  code: '',
  title: 'Template',
  channel: '',
  backgroundColor: '#ffffff',
  width: 800,
  height: 500,
  type: 'page',
  layers: {
    order: ['l'],
    items: {
      l: {
        id: 'l',
        locked: false,
        hidden: false,
        shapes: {
          order: ['n', 'a', 'c'],
          items: {
            n: placeholder('n', 'NAME'),
            a: placeholder('a', 'ADDRESS'),
            c: placeholder('c', 'CITY'),
          },
        },
      },
    },
  },
};

describe('organisation placeholders filled in Malayalam (issue 13)', () => {
  it('draw every letter of the values, in a Malayalam face, in a Latin template face', () => {
    const org = {
      name: 'മലബാർ ഫ്രഷ് മാർട്ട്',
      address: '14, ഫോർട്ട് റോഡ്',
      city: 'കണ്ണൂർ',
      phone: '4972701234',
    };
    let next = 0;
    const layers = copyPageContent(template, () => `id${next++}`, org);
    const shapes = listOf(layers).flatMap((layer) => listOf(layer.shapes));
    expect(shapes.map((s) => s.attrs.text)).toEqual([org.name, org.address, org.city]);
    for (const shape of shapes) {
      const layout = layoutShapeText(shape.attrs, undefined, measure);
      const runs = layout.lines.flatMap((line) => line.runs);
      expect(layout.lines.map((l) => l.text).join(' ')).toBe(shape.attrs.text);
      // Malayalam letters take the Malayalam fallback; digits and commas stay in Montserrat.
      for (const run of runs)
        expect(run.family).toBe(
          /[\u0d00-\u0d7f]/u.test(run.text) ? 'Noto Sans Malayalam' : 'Montserrat',
        );
    }
  });
});
