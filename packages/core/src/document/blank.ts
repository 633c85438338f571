// Publishing needs something to publish (issue 15): a design whose pages show no shape would
// put an empty card on the public page and in print. Editor and server both ask this.
import { someOf } from './collection.ts';
import type { Campaign, Page } from './types.ts';

export const BLANK_DESIGN_MESSAGE =
  'This design is blank: add a shape, a text or a picture before publishing it.';

/** A shape counts when it can be seen: hidden shapes and hidden layers print nothing. */
const showsAShape = (page: Page): boolean =>
  someOf(page.layers, (layer) => !layer.hidden && someOf(layer.shapes, (shape) => !shape.hidden));

/** True when no page and no print page of the design shows any shape. */
export const isBlankCampaign = (doc: Campaign): boolean =>
  !someOf(doc.pages, showsAShape) && !someOf(doc.prints, showsAShape);
