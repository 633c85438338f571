import { describe, expect, it } from 'vitest';
import { newPage } from './create.ts';
import { counterIds, fixture } from './fixtures.test-util.ts';
import * as pages from './pages.ts';

describe('pages', () => {
  it('adds a page to pages in page mode and to prints in print mode', () => {
    const f = fixture();
    const page = newPage({ width: 800, height: 500 }, counterIds('p'));
    const added = pages.addPage(f.doc, { page });
    expect(added.pages.order).toEqual([f.pageId, 'p1']);
    expect(pages.addPage(added, { page })).toBe(added);
    const print = pages.addPage(pages.switchMode(f.doc), { page });
    expect(print.prints.order).toEqual(['p1']);
    expect(print.pages.order).toEqual([f.pageId]);
  });

  it('centres a 200x200 QR image on a print page and records its page record id', () => {
    const page = pages.withPrintQr(newPage({ width: 800, height: 500 }, counterIds('p')), {
      url: '/api/v1/qrcode/001:7',
      shapeId: 'qr',
      recordId: 7,
    });
    const layer = page.layers.items[page.layers.order[0] as string];
    expect(page.pageRecordId).toBe(7);
    expect(layer?.shapes.items.qr).toMatchObject({
      type: 'img',
      url: '/api/v1/qrcode/001:7',
      attrs: { x: 300, y: 150, width: 200, height: 200 },
    });
  });

  it('deletes a page but keeps the last design page', () => {
    const f = fixture();
    const page = newPage({ width: 800, height: 500 }, counterIds('p'));
    const two = pages.addPage(f.doc, { page });
    expect(pages.deletePage(two, { pageId: f.pageId }).pages.order).toEqual(['p1']);
    expect(pages.deletePage(f.doc, { pageId: f.pageId })).toBe(f.doc);
    expect(pages.deletePage(f.doc, { pageId: 'nope' })).toBe(f.doc);
    const print = pages.addPage(pages.switchMode(f.doc), { page });
    expect(pages.deletePage(print, { pageId: 'p1' }).prints.order).toEqual([]);
  });

  it('sets the background colour and the title', () => {
    const f = fixture();
    const next = pages.setBackground(f.doc, { pageId: f.pageId, color: '#fab005' });
    expect(next.pages.items[f.pageId]?.backgroundColor).toBe('#fab005');
    expect(pages.setBackground(next, { pageId: f.pageId, color: '#fab005' })).toBe(next);
    expect(
      pages.setPageTitle(f.doc, { pageId: f.pageId, title: 'Front' }).pages.items[f.pageId]?.title,
    ).toBe('Front');
  });

  it('switches between page and print mode', () => {
    const f = fixture();
    expect(pages.currentMode(f.doc)).toBe('page');
    const print = pages.switchMode(f.doc);
    expect(print.metadata.mode).toBe('print');
    expect(pages.switchMode(print).metadata.mode).toBe('page');
    expect(pages.currentMode({ ...f.doc, metadata: { ...f.doc.metadata, mode: '' } })).toBe('page');
  });
});

describe('restoredPage', () => {
  it('is a blank page of the design size whose ids derive from the campaign id', () => {
    const page = pages.restoredPage({ id: 'c7', width: 800, height: 1200 });
    expect(page).toMatchObject({
      id: 'c7-page',
      width: 800,
      height: 1200,
      backgroundColor: 'white',
    });
    expect(page.layers.order).toEqual(['c7-page-layer']);
    expect(pages.restoredPage({ id: 'c7', width: 800, height: 1200 })).toEqual(page);
  });
});
