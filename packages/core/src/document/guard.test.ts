import { describe, expect, it } from 'vitest';
import { fixture, orderOf } from './fixtures.test-util.ts';
import { canEditDocument, guardNew } from './guard.ts';
import { addShape, deleteShapes } from './shapes.ts';

describe('guardNew (spec §4: edits are ignored unless NEW)', () => {
  it.each(['PUBLISHED', 'DISABLED'] as const)('returns the document unchanged when %s', (state) => {
    const f = fixture({ type: 'rect' });
    expect(guardNew(state, deleteShapes)(f.doc, f.ref('s1'))).toBe(f.doc);
    expect(canEditDocument(state)).toBe(false);
  });

  it('applies the operation when NEW', () => {
    const f = fixture({ type: 'rect' });
    const next = guardNew('NEW', addShape)(f.doc, {
      pageId: f.pageId,
      layerId: f.layerId,
      id: 'n',
      spec: { type: 'circ' },
    });
    expect(orderOf(f, next)).toEqual(['s1', 'n']);
    expect(canEditDocument('NEW')).toBe(true);
  });
});
