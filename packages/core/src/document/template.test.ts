import { describe, expect, it } from 'vitest';
import { listOf } from './collection.ts';
import { counterIds, fixture } from './fixtures.test-util.ts';
import { setBackground } from './pages.ts';
import { applyTemplate, fillPlaceholders, firstShapeOf } from './template.ts';
import type { Page } from './types.ts';

const org = {
  name: 'Malabar Fresh Mart',
  address: '12 Fort Road',
  city: 'Kannur',
  phone: '9876543210',
};

const templatePage = (): Page => {
  const t = fixture(
    { type: 'text', preset: 'heading', text: 'NAME' },
    { type: 'text', preset: 'body', text: ' ADDRESS ' },
    { type: 'text', preset: 'body', text: 'CITY' },
    { type: 'text', preset: 'body', text: 'PHONE' },
    { type: 'text', preset: 'body', text: 'Call NAME today' },
    { type: 'rect' },
  );
  const doc = setBackground(t.doc, { pageId: t.pageId, color: '#228be6' });
  return doc.pages.items[t.pageId] as Page;
};

describe('applyTemplate', () => {
  it('replaces the page content with a fresh copy and fills NAME, ADDRESS, CITY, PHONE', () => {
    const f = fixture({ type: 'star' });
    const doc = applyTemplate(f.doc, {
      pageId: f.pageId,
      template: templatePage(),
      makeId: counterIds('t'),
      org,
    });
    const page = doc.pages.items[f.pageId];
    expect(page?.backgroundColor).toBe('#228be6');
    const shapes = listOf(page?.layers ?? { order: [], items: {} }).flatMap((l) =>
      listOf(l.shapes),
    );
    expect(shapes.map((s) => s.attrs.text ?? s.type)).toEqual([
      'Malabar Fresh Mart',
      '12 Fort Road',
      'Kannur',
      '9876543210',
      'Call NAME today',
      'rect',
    ]);
    expect(shapes.every((s) => s.id.startsWith('t'))).toBe(true);
    expect(page?.layers.order.every((id) => id.startsWith('t'))).toBe(true);
  });

  it('keeps placeholders when no organisation is given (own template)', () => {
    const f = fixture();
    const doc = applyTemplate(f.doc, {
      pageId: f.pageId,
      template: templatePage(),
      makeId: counterIds('t'),
    });
    const page = doc.pages.items[f.pageId];
    const first = page ? firstShapeOf(page) : null;
    const layer = first ? page?.layers.items[first.layerId] : undefined;
    expect(first && layer?.shapes.items[first.shapeId]?.attrs.text).toBe('NAME');
  });

  it('gives an empty template page one empty layer', () => {
    const f = fixture({ type: 'rect' });
    const empty: Page = { ...templatePage(), layers: { order: [], items: {} } };
    const page = applyTemplate(f.doc, {
      pageId: f.pageId,
      template: empty,
      makeId: counterIds('t'),
    }).pages.items[f.pageId];
    expect(page?.layers.order).toHaveLength(1);
    expect(page && firstShapeOf(page)).toBeNull();
  });

  it('only fills text shapes', () => {
    const shape = { id: 'x', type: 'rect' as const, attrs: { x: 0, y: 0, text: 'NAME' } };
    expect(fillPlaceholders(shape, org)).toBe(shape);
  });
});
