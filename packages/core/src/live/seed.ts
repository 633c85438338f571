// Filling a live document from a stored campaign: once per design, on the server, under a
// lock (two replicas seeding the same design would each add every shape).
import * as Y from 'yjs';
import type { Collection, Layer, Page, Shape } from '../document/index.ts';
import {
  type CampaignDocument,
  collectionToLive,
  type LiveMap,
  mapOfValues,
  POSITION_KEY,
  pageToLive,
  RESERVED,
  rootsOf,
  SEED_ORIGIN,
  setPlainFields,
  shapeToLive,
} from './model.ts';
import { positionsAfter } from './order.ts';

/** Is this Y.Doc empty (never seeded)? */
export function isLiveDocumentEmpty(doc: Y.Doc): boolean {
  const roots = rootsOf(doc);
  return roots.campaign.size === 0 && roots.pages.size === 0 && roots.prints.size === 0;
}

/** Fills an EMPTY Y.Doc from a campaign document, in one transaction (origin 'seed'). Throws if not empty. */
export function seedLiveDocument(doc: Y.Doc, campaign: CampaignDocument): void {
  mustBeEmpty(doc, 'seedLiveDocument');
  doc.transact(() => fillRoots(doc, campaign, pageToLive), SEED_ORIGIN);
}

function mustBeEmpty(doc: Y.Doc, seeder: string): void {
  if (!isLiveDocumentEmpty(doc)) {
    throw new Error(`${seeder}: this live document is already filled; seed only once.`);
  }
}

/** The campaign's own fields, its metadata, and its pages and prints made by `pageMap`. */
function fillRoots(doc: Y.Doc, campaign: CampaignDocument, pageMap: (page: Page) => LiveMap) {
  const roots = rootsOf(doc);
  setPlainFields(roots.campaign, campaign, RESERVED.campaign);
  roots.campaign.set('metadata', mapOfValues(campaign.metadata));
  collectionToLive(campaign.pages, pageMap, roots.pages);
  collectionToLive(campaign.prints, pageMap, roots.prints);
}

/**
 * The same filling as `seedLiveDocument`, in steps, each its own transaction (origin 'seed'):
 * first everything but the shapes, then each layer's shapes `shapesPerStep` at a time. Each
 * `next()` runs one step, so the caller may let other work run in between (the server seeds a
 * 5 000-shape design without holding its event loop for the whole of it). Once done, the
 * document reads exactly as after `seedLiveDocument`. Throws if not empty.
 */
export function* seedLiveDocumentInSteps(
  doc: Y.Doc,
  campaign: CampaignDocument,
  shapesPerStep: number,
): Generator<void, void, undefined> {
  mustBeEmpty(doc, 'seedLiveDocumentInSteps');
  const layers: { shapes: LiveMap; collection: Collection<Shape> }[] = [];
  const layerWithoutShapes = (layer: Layer): LiveMap => {
    const map: LiveMap = new Y.Map();
    setPlainFields(map, layer, RESERVED.layer);
    // The same map, once integrated, receives the shapes in the later steps.
    const shapes: LiveMap = new Y.Map();
    map.set('shapes', shapes);
    layers.push({ shapes, collection: layer.shapes });
    return map;
  };
  const pageWithoutShapes = (page: Page): LiveMap => {
    const map: LiveMap = new Y.Map();
    setPlainFields(map, page, RESERVED.page);
    map.set('layers', collectionToLive(page.layers, layerWithoutShapes));
    return map;
  };
  doc.transact(() => fillRoots(doc, campaign, pageWithoutShapes), SEED_ORIGIN);
  yield;
  for (const { shapes, collection } of layers) {
    // As collectionToLive does, the positions of the whole collection computed a step at a time.
    const ids = collection.order.filter((id) => collection.items[id] !== undefined);
    let previous: string | null = null;
    for (let from = 0; from < ids.length; from += shapesPerStep) {
      const step = ids.slice(from, from + shapesPerStep);
      const positions = positionsAfter(previous, step.length);
      previous = positions.at(-1) ?? previous;
      doc.transact(() => {
        step.forEach((id, i) => {
          const item = shapeToLive(collection.items[id] as Shape);
          item.set(POSITION_KEY, positions[i]);
          shapes.set(id, item);
        });
      }, SEED_ORIGIN);
      yield;
    }
  }
}
