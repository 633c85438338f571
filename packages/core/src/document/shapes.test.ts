import { describe, expect, it } from 'vitest';
import { BASIC_SHAPES, counterIds, fixture, orderOf, shapeOf } from './fixtures.test-util.ts';
import * as shapes from './shapes.ts';

describe('addShape', () => {
  it('adds each basic shape with the spec §9 defaults, centred on the page', () => {
    const f = fixture(...BASIC_SHAPES);
    expect(shapeOf(f, f.doc, 's1')).toMatchObject({
      type: 'rect',
      attrs: { x: 300, y: 200, width: 200, height: 100, fill: 'lightgray' },
    });
    expect(shapeOf(f, f.doc, 's2')).toMatchObject({
      type: 'circ',
      attrs: { x: 400, y: 250, radius: 100, fill: 'lightgray' },
    });
    expect(shapeOf(f, f.doc, 's3')).toMatchObject({
      type: 'ellipse',
      attrs: { width: 200, height: 100, fill: 'lightgray' },
    });
    expect(shapeOf(f, f.doc, 's4')).toMatchObject({
      type: 'star',
      attrs: { numPoints: 5, innerRadius: 20, outerRadius: 40, fill: 'lightgray' },
    });
    expect(shapeOf(f, f.doc, 's5')).toMatchObject({
      type: 'line',
      attrs: { points: [0, 0, 200, 0], fill: 'lightgray' },
    });
    expect(orderOf(f, f.doc)).toEqual(['s1', 's2', 's3', 's4', 's5']);
  });

  it.each([
    ['heading', 80, 700],
    ['subheading', 60, 500],
    ['body', 20, 300],
  ] as const)(
    'adds a %s text preset at %i px weight %i in Abril Fatface',
    (preset, size, weight) => {
      const f = fixture({ type: 'text', preset });
      expect(shapeOf(f, f.doc, 's1')?.attrs).toMatchObject({
        fontSize: size,
        fontWeight: weight,
        fontFamily: 'Abril Fatface',
      });
    },
  );

  it('adds a placeholder text with the given text', () => {
    const f = fixture({ type: 'text', preset: 'body', text: 'CITY' });
    expect(shapeOf(f, f.doc, 's1')?.attrs.text).toBe('CITY');
  });

  it('fits a large image into the page and keeps a small one at its size', () => {
    const f = fixture(
      { type: 'img', url: '/big.jpg', naturalWidth: 2000, naturalHeight: 1000 },
      { type: 'illus', url: '/a.svg', naturalWidth: 100, naturalHeight: 50 },
    );
    expect(shapeOf(f, f.doc, 's1')).toMatchObject({
      url: '/big.jpg',
      attrs: { width: 640, height: 320, x: 80, y: 90 },
    });
    expect(shapeOf(f, f.doc, 's2')).toMatchObject({
      type: 'illus',
      url: '/a.svg',
      attrs: { width: 100, height: 50 },
    });
  });

  it('ignores an unknown page or layer', () => {
    const f = fixture();
    expect(
      shapes.addShape(f.doc, { pageId: 'x', layerId: f.layerId, id: 'a', spec: { type: 'rect' } }),
    ).toBe(f.doc);
    expect(
      shapes.addShape(f.doc, { pageId: f.pageId, layerId: 'x', id: 'a', spec: { type: 'rect' } }),
    ).toBe(f.doc);
  });
});

describe('deleteShapes', () => {
  it('removes the listed shapes but keeps locked ones', () => {
    const f = fixture({ type: 'rect' }, { type: 'circ' }, { type: 'star' });
    const locked = shapes.lockShapes(f.doc, f.ref('s2'));
    const next = shapes.deleteShapes(locked, f.ref('s1', 's2'));
    expect(orderOf(f, next)).toEqual(['s2', 's3']);
    expect(shapeOf(f, next, 's1')).toBeUndefined();
  });
});

describe('duplicateShapes', () => {
  it('copies at +20,+20 on top, in z-order, unlocked, with new ids', () => {
    const f = fixture({ type: 'rect' }, { type: 'circ' });
    const { doc, ids } = shapes.duplicateShapes(f.doc, {
      ...f.ref('s2', 's1'),
      makeId: counterIds('c'),
    });
    expect(ids).toEqual(['c1', 'c2']);
    expect(orderOf(f, doc)).toEqual(['s1', 's2', 'c1', 'c2']);
    expect(shapeOf(f, doc, 'c1')?.attrs).toMatchObject({ x: 320, y: 220, width: 200 });
    expect(shapeOf(f, doc, 'c2')?.attrs).toMatchObject({ x: 420, y: 270, radius: 100 });
    // The copy is independent of the original.
    expect(shapeOf(f, doc, 's1')?.attrs.x).toBe(300);
  });

  it('pastes copies with any offset and unlocks them', () => {
    const f = fixture({ type: 'rect' });
    const locked = shapes.lockShapes(f.doc, f.ref('s1'));
    const source = shapeOf(f, locked, 's1');
    if (!source) throw new Error('missing');
    const { doc, ids } = shapes.insertCopies(locked, {
      pageId: f.pageId,
      layerId: f.layerId,
      shapes: [source],
      offset: 0,
      makeId: counterIds('p'),
    });
    expect(shapeOf(f, doc, ids[0] as string)).toMatchObject({ locked: false, attrs: { x: 300 } });
  });
});

describe('moveShapes', () => {
  it('moves a group by the delta', () => {
    const f = fixture({ type: 'rect' }, { type: 'circ' });
    const next = shapes.moveShapes(f.doc, { ...f.ref('s1', 's2'), dx: 7, dy: -3 });
    expect(shapeOf(f, next, 's1')?.attrs).toMatchObject({ x: 307, y: 197 });
    expect(shapeOf(f, next, 's2')?.attrs).toMatchObject({ x: 407, y: 247 });
  });

  it('snaps the first shape to the 20 px grid and keeps the group spacing', () => {
    const f = fixture({ type: 'rect' }, { type: 'circ' });
    const next = shapes.moveShapes(f.doc, { ...f.ref('s1', 's2'), dx: 13, dy: 4, grid: true });
    expect(shapeOf(f, next, 's1')?.attrs).toMatchObject({ x: 320, y: 200 });
    expect(shapeOf(f, next, 's2')?.attrs).toMatchObject({ x: 420, y: 250 });
    expect(shapes.snapToGrid(29)).toBe(20);
    expect(shapes.snapToGrid(31)).toBe(40);
  });

  it('gridMove is the move that lands the anchor on the grid, from any start', () => {
    expect(shapes.gridMove({ x: 307, y: 196 }, 13, 4)).toEqual({ dx: 13, dy: 4 });
    expect(shapes.gridMove({ x: 300, y: 200 }, 9, -11)).toEqual({ dx: 0, dy: -20 });
    expect(shapes.gridMove({ x: 5, y: 5 }, -3, 0)).toEqual({ dx: -5, dy: -5 });
  });

  it('does not move locked shapes and returns the same doc for a zero move', () => {
    const f = fixture({ type: 'rect' });
    const locked = shapes.lockShapes(f.doc, f.ref('s1'));
    expect(
      shapeOf(f, shapes.moveShapes(locked, { ...f.ref('s1'), dx: 5, dy: 5 }), 's1')?.attrs.x,
    ).toBe(300);
    expect(shapes.moveShapes(f.doc, { ...f.ref('s1'), dx: 0, dy: 0 })).toBe(f.doc);
  });
});

describe('updateAttrs', () => {
  it('sets fill, opacity (clamped), font family and size, and text', () => {
    const f = fixture({ type: 'text', preset: 'body' });
    const next = shapes.updateAttrs(f.doc, {
      ...f.ref('s1'),
      attrs: { fill: '#e03131', opacity: 1.5, fontFamily: 'Roboto', fontSize: 32, text: 'Hi' },
    });
    expect(shapeOf(f, next, 's1')?.attrs).toMatchObject({
      fill: '#e03131',
      opacity: 1,
      fontFamily: 'Roboto',
      fontSize: 32,
      text: 'Hi',
    });
    const bad = shapes.updateAttrs(f.doc, { ...f.ref('s1'), attrs: { fontSize: -4 } });
    expect(shapeOf(f, bad, 's1')?.attrs.fontSize).toBe(20);
  });

  it('leaves other shapes and untouched branches identical', () => {
    const f = fixture({ type: 'rect' }, { type: 'circ' });
    const next = shapes.updateAttrs(f.doc, { ...f.ref('s1'), attrs: { fill: 'red' } });
    expect(shapeOf(f, next, 's2')).toBe(shapeOf(f, f.doc, 's2'));
    expect(shapeOf(f, f.doc, 's1')?.attrs.fill).toBe('lightgray');
  });
});

describe('lock, unlock, hide, show', () => {
  it('toggles the flags, even on locked shapes', () => {
    const f = fixture({ type: 'rect' });
    const locked = shapes.lockShapes(f.doc, f.ref('s1'));
    expect(shapeOf(f, locked, 's1')?.locked).toBe(true);
    expect(shapes.updateAttrs(locked, { ...f.ref('s1'), attrs: { fill: 'red' } })).toBe(locked);
    expect(shapeOf(f, shapes.unlockShapes(locked, f.ref('s1')), 's1')?.locked).toBe(false);
    const hidden = shapes.hideShapes(locked, f.ref('s1'));
    expect(shapeOf(f, hidden, 's1')?.hidden).toBe(true);
    expect(shapeOf(f, shapes.showShapes(hidden, f.ref('s1')), 's1')?.hidden).toBe(false);
    expect(shapes.lockShapes(locked, f.ref('s1'))).toBe(locked);
  });
});
