// Page-level operations: add, delete, background colour and the page/print mode switch.
import { PRINT_QR_SIZE } from '../constants.ts';
import { appendTo, pageCollectionKey, removeFrom, updatePage } from './collection.ts';
import { newPage } from './create.ts';
import type { Campaign, DocumentMode, Page, Shape } from './types.ts';

export const currentMode = (doc: Campaign): DocumentMode =>
  doc.metadata.mode === 'print' ? 'print' : 'page';

/** Adds a page at the end of the current mode's list (pages, or prints in print mode). */
export const addPage = (doc: Campaign, args: { page: Page }): Campaign => {
  const key = currentMode(doc) === 'print' ? 'prints' : 'pages';
  if (pageCollectionKey(doc, args.page.id)) return doc;
  return { ...doc, [key]: appendTo(doc[key], args.page.id, args.page) };
};

/**
 * A print page gets a QR-code image of 200 by 200 centred on it (spec §4), on its first layer.
 */
export const withPrintQr = (
  page: Page,
  args: { url: string; shapeId: string; recordId: number },
): Page => {
  const layerId = page.layers.order[0];
  const layer = layerId ? page.layers.items[layerId] : undefined;
  if (!layerId || !layer) return page;
  const qr: Shape = {
    id: args.shapeId,
    type: 'img',
    url: args.url,
    attrs: {
      x: (page.width - PRINT_QR_SIZE) / 2,
      y: (page.height - PRINT_QR_SIZE) / 2,
      width: PRINT_QR_SIZE,
      height: PRINT_QR_SIZE,
      opacity: 1,
    },
  };
  return {
    ...page,
    pageRecordId: args.recordId,
    layers: {
      ...page.layers,
      items: {
        ...page.layers.items,
        [layerId]: { ...layer, shapes: appendTo(layer.shapes, qr.id, qr) },
      },
    },
  };
};

/**
 * Deletes a page. The last design page stays: a campaign always has one page to show
 * (the parser would recreate it anyway). Print pages may all go.
 */
export const deletePage = (doc: Campaign, args: { pageId: string }): Campaign => {
  const key = pageCollectionKey(doc, args.pageId);
  if (!key) return doc;
  if (key === 'pages' && doc.pages.order.length <= 1) return doc;
  return { ...doc, [key]: removeFrom(doc[key], [args.pageId]) };
};

/**
 * The page a design gets back when two people deleted its last pages at once (each delete
 * alone kept one): a blank page of the design's size. Its ids derive from the campaign's, so
 * several copies of the document that restore it at the same time make one page, not several.
 */
export const restoredPage = (campaign: Pick<Campaign, 'id' | 'width' | 'height'>): Page => {
  const ids = [`${campaign.id}-page`, `${campaign.id}-page-layer`];
  return newPage({ width: campaign.width, height: campaign.height }, () => ids.shift() ?? '');
};

export const setBackground = (doc: Campaign, args: { pageId: string; color: string }): Campaign =>
  updatePage(doc, args.pageId, (page) =>
    page.backgroundColor === args.color ? page : { ...page, backgroundColor: args.color },
  );

export const setPageTitle = (doc: Campaign, args: { pageId: string; title: string }): Campaign =>
  updatePage(doc, args.pageId, (page) =>
    page.title === args.title ? page : { ...page, title: args.title },
  );

/** Toggles between page and print mode (spec §4); the caller selects the first page. */
export const switchMode = (doc: Campaign): Campaign => ({
  ...doc,
  metadata: { ...doc.metadata, mode: currentMode(doc) === 'print' ? 'page' : 'print' },
});
