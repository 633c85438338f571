import { parseCampaign } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { faceLoadedFor, loadFaceFor } from './faces.ts';
import { preloadPageFaces, textFacesLoaded, textFacesReady } from './ready.ts';

const manjari = { family: 'Manjari', weight: 400, italic: false };

describe('faceLoadedFor', () => {
  it('answers true only once every subset file the text needs has loaded', async () => {
    expect(faceLoadedFor(manjari, 'Menu')).toBe(false);
    await loadFaceFor(manjari, 'Menu');
    expect(faceLoadedFor(manjari, 'Menu')).toBe(true);
    // Malayalam needs the face's malayalam file, not loaded yet.
    expect(faceLoadedFor(manjari, 'ചായ')).toBe(false);
    await loadFaceFor(manjari, 'ചായ');
    expect(faceLoadedFor(manjari, 'ചായ')).toBe(true);
  });

  it('answers true at once for a family outside the catalogue (nothing to load)', () => {
    expect(faceLoadedFor({ family: 'Nowhere Sans', weight: 400, italic: false }, 'x')).toBe(true);
  });
});

describe('textFacesLoaded', () => {
  it('also waits for the fallback faces of characters the chosen face lacks', async () => {
    const abril = { family: 'Abril Fatface', weight: 400, italic: false };
    await textFacesReady(abril, 'Tea');
    expect(textFacesLoaded(abril, 'Tea')).toBe(true);
    expect(textFacesLoaded(abril, 'Tea ചായ')).toBe(false);
    await textFacesReady(abril, 'Tea ചായ');
    expect(textFacesLoaded(abril, 'Tea ചായ')).toBe(true);
  });
});

describe('preloadPageFaces', () => {
  it("loads the faces and subsets the page's texts need, and no other", async () => {
    const text = (id: string, fontFamily: string, value: string) => ({
      id,
      type: 'text',
      attrs: { x: 0, y: 0, text: value, fontFamily, fontSize: 20 },
    });
    const shapes = [
      text('a', 'Gayathri', 'ഊണ് ₹90'),
      text('b', 'Gayathri', 'Meals'),
      text('c', 'Amatic SC', 'Tea'),
    ];
    const doc = parseCampaign(
      JSON.stringify({
        pages: {
          order: ['p1'],
          items: {
            p1: {
              id: 'p1',
              layers: {
                order: ['l1'],
                items: {
                  l1: {
                    id: 'l1',
                    shapes: {
                      order: shapes.map((s) => s.id),
                      items: Object.fromEntries(shapes.map((s) => [s.id, s])),
                    },
                  },
                },
              },
            },
          },
        },
      }),
      'promotion_coupon',
    );
    const page = doc.pages.items.p1;
    if (!page) throw new Error('no page');
    const gayathri = { family: 'Gayathri', weight: 400, italic: false };
    const amatic = { family: 'Amatic SC', weight: 400, italic: false };
    expect(textFacesLoaded(gayathri, 'ഊണ് ₹90')).toBe(false);
    await preloadPageFaces(page);
    expect(textFacesLoaded(gayathri, 'ഊണ് ₹90')).toBe(true);
    expect(textFacesLoaded(gayathri, 'Meals')).toBe(true);
    expect(textFacesLoaded(amatic, 'Tea')).toBe(true);
    // Nothing on the page is in Devanagari: that subset was not fetched.
    expect(textFacesLoaded(gayathri, 'चाय')).toBe(false);
  });
});
