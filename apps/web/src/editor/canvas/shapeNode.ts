// The Konva node of one shape, made and kept in step with the document by hand, not by
// react-konva: a busy page mounts thousands of shapes, and React's work per node (a fiber and
// its hooks, props split and compared, effects) cost three times what making the Konva nodes
// does (bench/editor/README.md, "Fifth pass"). What a node shows is its config, worked out from
// the shape (and, for a picture or a text, what has loaded); an update sets what changed since
// the last config and resets what it no longer names, as react-konva did with props.
//
// The node carries no event handler of its own but its drop: the page's stage handles presses,
// double-clicks and the drag's start and moves for all its shapes (events bubble up to it).
import type { Shape } from '@nibble/core';
import type Konva from 'konva';
import {
  Circle,
  Ellipse,
  Image as KonvaImage,
  Shape as KonvaShape,
  Line,
  Rect,
  Star,
} from './konva.ts';
import { loadedImage, loadImage } from './loadImage.ts';
import { showText, type TextState, textConfig } from './textNode.ts';

const PLACEHOLDER_FILL = '#eeeeee';

/** What the page asks of a shape's node besides the shape itself. */
export interface ShapeLook {
  draggable: boolean;
  /** Hidden while its text is being edited in place. */
  editing: boolean;
}

type Config = Konva.ShapeConfig;

/** What a node was last made to show, and what it has loaded. */
interface Kept {
  node: Konva.Shape | null;
  shape: Shape;
  look: ShapeLook;
  config: Config;
  /** The picture of an image shape, once loaded. */
  image?: { url: string | undefined; element: HTMLImageElement | null };
  text?: TextState;
}

const kept = new WeakMap<Konva.Shape, Kept>();

const NODE_CLASS = {
  rect: Rect,
  circ: Circle,
  ellipse: Ellipse,
  star: Star,
  line: Line,
  text: KonvaShape,
  'v-text': KonvaShape,
  // One node from the start: a grey box while the picture loads, the picture after. A
  // placeholder of another kind would be replaced when the picture arrives, and the
  // Transformer (the selection handles) would stay on the node that went away.
  img: KonvaImage,
  illus: KonvaImage,
} as const;

function newNode(type: Shape['type'], config: Config): Konva.Shape {
  const NodeClass = NODE_CLASS[type];
  return NodeClass === KonvaImage
    ? new KonvaImage({ image: undefined, ...config })
    : new (NodeClass as typeof KonvaShape)(config);
}

function commonConfig(shape: Shape, look: ShapeLook): Config {
  const a = shape.attrs;
  const config: Config = {
    id: shape.id,
    name: 'shape',
    x: a.x,
    y: a.y,
    visible: !shape.hidden && !look.editing,
    // No offscreen buffer per shape: faster, and only opacity on stroked fills looks different.
    perfectDrawEnabled: false,
  };
  // Left out when unset (Konva's defaults, 0 and 1): two setter calls fewer for each of the
  // thousands of shapes a busy page mounts; a value removed later resets to the default.
  if (a.rotation !== undefined) config.rotation = a.rotation;
  // Konva listens for a drag's start on each draggable node: not set on those that are not.
  if (look.draggable) config.draggable = true;
  if (a.opacity !== undefined) config.opacity = a.opacity;
  return config;
}

/** The picture an image shape shows: the one already loaded for its URL, or none until it is. */
function imageOf(entry: Kept): Kept['image'] {
  const url = entry.shape.url;
  if (entry.image && entry.image.url === url) return entry.image;
  const image = { url, element: url ? loadedImage(url) : null };
  if (url && !image.element) {
    loadImage(url)
      .then((element) => {
        if (entry.image?.url !== url) return;
        entry.image = { url, element };
        refresh(entry);
      })
      .catch(() => undefined);
  }
  return image;
}

/** The config of the entry's shape; its picture and text state are brought up to date. */
function configOf(entry: Kept): Config {
  const { shape, look } = entry;
  const a = shape.attrs;
  const common = commonConfig(shape, look);
  switch (shape.type) {
    case 'rect':
      return { ...common, width: a.width, height: a.height, fill: a.fill };
    case 'circ':
      return { ...common, radius: a.radius ?? 0, fill: a.fill };
    case 'ellipse':
      return { ...common, radiusX: (a.width ?? 0) / 2, radiusY: (a.height ?? 0) / 2, fill: a.fill };
    case 'star':
      return {
        ...common,
        numPoints: a.numPoints ?? 5,
        innerRadius: a.innerRadius ?? 20,
        outerRadius: a.outerRadius ?? 40,
        fill: a.fill,
      };
    case 'line':
      return {
        ...common,
        points: a.points ?? [0, 0, 100, 0],
        stroke: a.fill,
        strokeWidth: a.strokeWidth ?? 4,
        hitStrokeWidth: 20,
        lineCap: 'round',
      };
    case 'text':
    case 'v-text': {
      const { config, state } = textConfig(shape, entry.text, (wanted) => {
        if (entry.text?.wanted !== wanted) return;
        entry.text = { ...entry.text, ready: true, layout: null };
        refresh(entry);
      });
      entry.text = state;
      if (entry.node) showText(entry.node, state);
      return { ...common, ...config };
    }
    case 'img':
    case 'illus': {
      entry.image = imageOf(entry);
      const element = entry.image?.element;
      return {
        ...common,
        image: element ?? undefined,
        width: a.width,
        height: a.height,
        fill: element ? undefined : PLACEHOLDER_FILL,
      };
    }
  }
}

/** Sets what differs between two configs; what `after` no longer names goes back to Konva's default. */
function apply(node: Konva.Shape, before: Config, after: Config) {
  const changes: Config = {};
  let changed = false;
  for (const key in before) {
    if (!(key in after)) {
      changes[key] = undefined;
      changed = true;
    }
  }
  for (const key in after) {
    if (before[key] !== after[key]) {
      changes[key] = after[key];
      changed = true;
    }
  }
  if (changed) node.setAttrs(changes);
}

/**
 * A new node showing `shape`. Its config goes to Konva's constructor: set there, attributes
 * fire no change events (a third of the cost of making a node, set afterwards).
 */
export function makeShapeNode(shape: Shape, look: ShapeLook): Konva.Shape {
  const entry: Kept = { node: null, shape, look, config: {} };
  entry.config = configOf(entry);
  const node = newNode(shape.type, entry.config);
  entry.node = node;
  if (entry.text) showText(node, entry.text);
  kept.set(node, entry);
  return node;
}

/** Whether `node` can show `shape` (a node never changes its class). */
export const nodeFits = (node: Konva.Shape, shape: Shape): boolean =>
  node.constructor === NODE_CLASS[shape.type];

/** Brings `node` in step with `shape`; nothing is done when neither changed. */
export function updateShapeNode(node: Konva.Shape, shape: Shape, look: ShapeLook): void {
  const entry = kept.get(node);
  if (!entry) return;
  if (
    entry.shape === shape &&
    entry.look.draggable === look.draggable &&
    entry.look.editing === look.editing
  )
    return;
  entry.shape = shape;
  entry.look = look;
  refresh(entry);
}

/** Shows the entry's shape as it is now, with what has loaded since (a picture, a text's faces). */
function refresh(entry: Kept) {
  if (!entry.node) return;
  const config = configOf(entry);
  apply(entry.node, entry.config, config);
  entry.config = config;
}

/** Destroys the node; what it was loading is not shown on it. */
export function destroyShapeNode(node: Konva.Shape): void {
  const entry = kept.get(node);
  if (entry) entry.node = null;
  kept.delete(node);
  node.destroy();
}
