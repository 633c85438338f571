import { describe, expect, it } from 'vitest';
import { fixture, shapeOf } from './fixtures.test-util.ts';
import { resizeShape } from './resize.ts';
import { lockShapes } from './shapes.ts';
import type { Campaign } from './types.ts';

const at = { x: 10, y: 20, rotation: 15 };

/** Resizes shape `shapeId` of the fixture's layer to `at`, by the transformer's scales. */
const resize = (
  f: ReturnType<typeof fixture>,
  doc: Campaign,
  shapeId: string,
  scaleX: number,
  scaleY: number,
) => resizeShape(doc, { pageId: f.pageId, layerId: f.layerId, shapeId, ...at, scaleX, scaleY });

describe('resizeShape', () => {
  it('folds scale into width and height of rects, ellipses and images', () => {
    const f = fixture(
      { type: 'rect' },
      { type: 'ellipse' },
      { type: 'img', url: '/a.png', naturalWidth: 100, naturalHeight: 100 },
    );
    let doc = resize(f, f.doc, 's1', 1.5, 0.5);
    doc = resize(f, doc, 's2', 2, 2);
    doc = resize(f, doc, 's3', 0.5, 3);
    expect(shapeOf(f, doc, 's1')?.attrs).toMatchObject({
      x: 10,
      y: 20,
      rotation: 15,
      width: 300,
      height: 50,
    });
    expect(shapeOf(f, doc, 's2')?.attrs).toMatchObject({ width: 400, height: 200 });
    expect(shapeOf(f, doc, 's3')?.attrs).toMatchObject({ width: 50, height: 300 });
    expect(shapeOf(f, doc, 's1')?.attrs).not.toHaveProperty('scaleX');
  });

  it('never goes below the minimum size of 5', () => {
    const f = fixture({ type: 'rect' }, { type: 'circ' }, { type: 'text', preset: 'body' });
    let doc = resize(f, f.doc, 's1', 0.001, -0.001);
    doc = resize(f, doc, 's2', 0.001, 0.001);
    doc = resize(f, doc, 's3', 0.0001, 1);
    expect(shapeOf(f, doc, 's1')?.attrs).toMatchObject({ width: 5, height: 5 });
    expect(shapeOf(f, doc, 's2')?.attrs.radius).toBe(2.5);
    expect(shapeOf(f, doc, 's3')?.attrs.width).toBe(5);
  });

  it('scales a circle radius and a star radii, keeping the star proportions', () => {
    const f = fixture({ type: 'circ' }, { type: 'star' });
    let doc = resize(f, f.doc, 's1', 1.5, 1.5);
    doc = resize(f, doc, 's2', 2, 2);
    expect(shapeOf(f, doc, 's1')?.attrs.radius).toBe(150);
    expect(shapeOf(f, doc, 's2')?.attrs).toMatchObject({
      outerRadius: 80,
      innerRadius: 40,
      width: 160,
      height: 160,
    });
  });

  it('changes a text box width (middle handles) and folds vertical scale into the font size', () => {
    const f = fixture({ type: 'text', preset: 'heading' });
    const wide = resize(f, f.doc, 's1', 0.5, 1);
    expect(shapeOf(f, wide, 's1')?.attrs).toMatchObject({ width: 320, fontSize: 80 });
    const tall = resize(f, f.doc, 's1', 1, 0.5);
    expect(shapeOf(f, tall, 's1')?.attrs.fontSize).toBe(40);
  });

  it('scales line points and ignores locked shapes', () => {
    const f = fixture({ type: 'line' });
    const doc = resize(f, f.doc, 's1', 0.5, 2);
    expect(shapeOf(f, doc, 's1')?.attrs.points).toEqual([0, 0, 100, 0]);
    const locked = lockShapes(f.doc, f.ref('s1'));
    expect(resize(f, locked, 's1', 2, 2)).toBe(locked);
  });
});
