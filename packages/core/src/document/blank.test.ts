import { describe, expect, it } from 'vitest';
import { isBlankCampaign } from './blank.ts';
import { fixture } from './fixtures.test-util.ts';
import { hideShapes } from './shapes.ts';

describe('isBlankCampaign (issue 15: blank designs are not published)', () => {
  it('a design without shapes is blank', () => {
    expect(isBlankCampaign(fixture().doc)).toBe(true);
  });

  it('one visible shape on a page or a print page makes it not blank', () => {
    const drawn = fixture({ type: 'rect' }).doc;
    expect(isBlankCampaign(drawn)).toBe(false);
    const empty = fixture().doc;
    expect(isBlankCampaign({ ...empty, prints: drawn.pages })).toBe(false);
  });

  it('hidden shapes and hidden layers do not count', () => {
    const f = fixture({ type: 'rect' });
    expect(isBlankCampaign(hideShapes(f.doc, f.ref('s1')))).toBe(true);
    const two = fixture({ type: 'rect' }, { type: 'circ' });
    expect(isBlankCampaign(hideShapes(two.doc, two.ref('s1')))).toBe(false);
    expect(isBlankCampaign(hideShapes(two.doc, two.ref('s2')))).toBe(false);
    expect(isBlankCampaign(hideShapes(two.doc, two.ref('s1', 's2')))).toBe(true);
    const page = f.doc.pages.items[f.pageId];
    const layer = page?.layers.items[f.layerId];
    if (!page || !layer) throw new Error('fixture without page');
    const hiddenLayer = {
      ...f.doc,
      pages: {
        ...f.doc.pages,
        items: {
          [f.pageId]: {
            ...page,
            layers: { ...page.layers, items: { [f.layerId]: { ...layer, hidden: true } } },
          },
        },
      },
    };
    expect(isBlankCampaign(hiddenLayer)).toBe(true);
  });
});
