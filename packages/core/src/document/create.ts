// Fresh documents, pages and layers with the defaults of spec §9.
import {
  CREATE_VALUES,
  DEFAULT_CAMPAIGN,
  DEFAULT_PAGE,
  DESIGN_TYPES,
  type DesignType,
} from '../constants.ts';
import { appendTo, emptyCollection, newId } from './collection.ts';
import type { Campaign, IdFactory, Layer, Page } from './types.ts';

/** Page size of a design type: 800x500 by default, restaurant_menu 800x1200. */
export const pageSizeOf = (
  type: DesignType | null | undefined,
): { width: number; height: number } => {
  const settings = type ? DESIGN_TYPES[type] : undefined;
  return settings
    ? { width: settings.width, height: settings.height }
    : { width: DEFAULT_PAGE.width, height: DEFAULT_PAGE.height };
};

export const newLayer = (id: string): Layer => ({
  id,
  locked: false,
  hidden: false,
  shapes: emptyCollection(),
});

export const newPage = (
  args: { width: number; height: number; title?: string; channel?: string; type?: string },
  makeId: IdFactory = newId,
): Page => {
  const id = makeId();
  const layerId = makeId();
  return {
    id,
    code: '',
    title: args.title ?? '',
    channel: args.channel ?? '',
    backgroundColor: DEFAULT_PAGE.backgroundColor,
    width: args.width,
    height: args.height,
    type: args.type ?? 'page',
    layers: appendTo(emptyCollection<Layer>(), layerId, newLayer(layerId)),
  };
};

/** A new campaign of a design type with one page holding one empty layer. */
export const newCampaign = (
  type: DesignType,
  title: string,
  makeId: IdFactory = newId,
): Campaign => {
  const size = pageSizeOf(type);
  const page = newPage(size, makeId);
  return {
    id: makeId(),
    title: title.trim() || DEFAULT_CAMPAIGN.title,
    summary: '',
    version: DEFAULT_CAMPAIGN.version,
    format: DEFAULT_CAMPAIGN.format,
    width: size.width,
    height: size.height,
    metadata: { mode: 'page', pageId: page.id, layerId: page.layers.order[0] ?? '', shapeId: '' },
    pages: appendTo(emptyCollection<Page>(), page.id, page),
    prints: emptyCollection(),
    api: CREATE_VALUES.api,
    owner_type: CREATE_VALUES.ownerType,
    status: CREATE_VALUES.designStatus,
    auto_bookmark: CREATE_VALUES.autoBookmark,
  };
};
