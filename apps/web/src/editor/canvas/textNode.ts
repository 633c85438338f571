// What a text shape's Konva node shows: drawn from the one text layout (text/layout.ts) that the
// PNG and the PDF use too, its runs each in its own face (chosen or fallback), written with
// fillText so the browser shapes each run whole. Nothing is drawn until every face the text
// needs is loaded, so no measure is taken, and no glyph drawn, with a face still missing.
import type { Shape } from '@nibble/core';
import type Konva from 'konva';
import type { Context } from 'konva/lib/Context';
import type { TextLayout } from '../text/layout.ts';
import { textFacesLoaded, textFacesReady } from '../text/ready.ts';
import { faceOf, layoutShapeText } from '../text/shapeText.ts';
import { TEXT_LINE_HEIGHT } from './textStyle.ts';

/** Konva attr set on a text node once its faces are loaded; exports wait for it. */
export const FACES_READY_ATTR = 'facesReady';
export const TEXT_NODE_NAME = 'text';

/** What a text node shows, kept between updates of its shape. */
export interface TextState {
  /** The face and text the node shows (faces are loaded per face and text). */
  wanted: string;
  ready: boolean;
  attrs: Shape['attrs'];
  shape: Shape;
  layout: TextLayout | null;
}

/** The text state of each text node, for its drawing function. */
const texts = new WeakMap<Konva.Node, TextState>();

/** Binds a text node to the state its config was made from (textConfig). */
export const showText = (node: Konva.Shape, state: TextState): void => {
  texts.set(node, state);
};

function drawLayout(context: Context, layout: TextLayout, shape: Shape) {
  const a = shape.attrs;
  const fontSize = a.fontSize ?? 20;
  context.setAttr('fillStyle', a.fill ?? '#000000');
  context.setAttr('textBaseline', 'alphabetic');
  context.setAttr('textAlign', 'left');
  for (const line of layout.lines) {
    for (const run of line.runs) {
      context.setAttr('font', run.font);
      context.fillText(run.text, run.x, line.baseline);
    }
    const first = line.runs[0];
    if (a.textDecoration === 'underline' && first && line.text.trim()) {
      const thickness = Math.max(1, fontSize / 15);
      context.fillRect(first.x, line.baseline + fontSize * 0.1, line.width, thickness);
    }
  }
}

// One drawing and one hit function for every text node: they read the node's own layout.
function drawText(context: Context, node: Konva.Shape) {
  const state = texts.get(node);
  if (!state?.layout) return;
  const { layout, shape } = state;
  // While a resize handle is dragged the node is wider than the stored box: reflow.
  const width = node.width();
  const live =
    shape.attrs.width !== undefined && width !== layout.width
      ? layoutShapeText(shape.attrs, width)
      : layout;
  drawLayout(context, live, shape);
}

function hitText(context: Context, node: Konva.Shape) {
  context.beginPath();
  context.rect(0, 0, node.width(), node.height());
  context.closePath();
  context.fillStrokeShape(node);
}

/**
 * The text part of a text node's config, and the state it shows (`before`: the state the node
 * showed until now). Faces already loaded (most texts of a busy page mount after the page's
 * faces came in; an edited text mostly keeps its faces): laid out and drawn at once. Otherwise
 * they are loaded, and `onReady` is called with what was wanted, to show the text then.
 */
export function textConfig(
  shape: Shape,
  before: TextState | undefined,
  onReady: (wanted: string) => void,
): { config: Konva.ShapeConfig; state: TextState } {
  const a = shape.attrs;
  const face = faceOf(a);
  const text = a.text ?? '';
  const wanted = `${face.family}|${face.weight}|${face.italic}|${text}`;
  const wasReady = before?.wanted === wanted && before.ready;
  const ready = wasReady || textFacesLoaded(face, text);
  // Laid out once its faces are loaded: a measure taken before would be of a stand-in face.
  const layout = !ready
    ? null
    : wasReady && before?.attrs === a && before.layout
      ? before.layout
      : layoutShapeText(a);
  const state: TextState = { wanted, ready, attrs: a, shape, layout };
  if (!ready && before?.wanted !== wanted) {
    // A new text may bring a new script: its subsets load, then the shape is laid out again.
    void textFacesReady(face, text).then(() => onReady(wanted));
  }
  return {
    state,
    config: {
      name: `shape ${TEXT_NODE_NAME}`,
      width: layout?.width ?? a.width ?? 0,
      height: layout?.height ?? (a.fontSize ?? 20) * TEXT_LINE_HEIGHT,
      [FACES_READY_ATTR]: ready,
      sceneFunc: drawText,
      hitFunc: hitText,
    },
  };
}
