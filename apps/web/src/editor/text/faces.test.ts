import { describe, expect, it } from 'vitest';
import { faceLoadedFor, loadFaceFor } from './faces.ts';
import { textFacesLoaded, textFacesReady } from './ready.ts';

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
