// A text shape on the canvas, drawn from the one text layout (text/layout.ts) that the PNG
// and the PDF use too: its runs, each in its own face (chosen or fallback), written with
// fillText so the browser shapes each run whole. Nothing is drawn until every face the text
// needs is loaded, so no measure is taken, and no glyph drawn, with a face still missing.
import type { Shape } from '@nibble/core';
import type Konva from 'konva';
import type { Context } from 'konva/lib/Context';
import { useEffect, useMemo, useState } from 'react';
import { Shape as KonvaShape } from 'react-konva';
import type { TextLayout } from '../text/layout.ts';
import { textFacesLoaded, textFacesReady } from '../text/ready.ts';
import { faceOf, layoutShapeText } from '../text/shapeText.ts';
import { TEXT_LINE_HEIGHT } from './textStyle.ts';

/** Konva attr set on a text node once its faces are loaded; exports wait for it. */
export const FACES_READY_ATTR = 'facesReady';
export const TEXT_NODE_NAME = 'text';

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

export function TextShape({ shape, common }: { shape: Shape; common: Konva.ShapeConfig }) {
  const a = shape.attrs;
  const face = faceOf(a);
  const text = a.text ?? '';
  const wanted = `${face.family}|${face.weight}|${face.italic}|${text}`;
  const [ready, setReady] = useState<string | null>(null);
  // Faces already loaded (most texts of a busy page mount after the first ones brought them
  // in; an edited text mostly keeps its faces): laid out and drawn at once, not a frame later.
  const loadedNow = useMemo(
    () =>
      ready !== wanted &&
      textFacesLoaded({ family: face.family, weight: face.weight, italic: face.italic }, text),
    [ready, wanted, face.family, face.weight, face.italic, text],
  );
  const isReady = ready === wanted || loadedNow;
  useEffect(() => {
    if (isReady) return;
    let live = true;
    // A new text may bring a new script: its subsets load, then the shape is laid out again.
    textFacesReady({ family: face.family, weight: face.weight, italic: face.italic }, text).then(
      () => live && setReady(wanted),
    );
    return () => {
      live = false;
    };
  }, [isReady, wanted, face.family, face.weight, face.italic, text]);
  // Laid out once its faces are loaded: a measure taken before would be of a stand-in face,
  // and thrown away (on a page of many texts, that was half the text work of opening it).
  const layout = useMemo(() => (isReady ? layoutShapeText(a) : null), [a, isReady]);
  return (
    <KonvaShape
      {...common}
      name={`${common.name ?? ''} ${TEXT_NODE_NAME}`}
      width={layout?.width ?? a.width ?? 0}
      height={layout?.height ?? (a.fontSize ?? 20) * TEXT_LINE_HEIGHT}
      {...{ [FACES_READY_ATTR]: isReady }}
      sceneFunc={(context, node) => {
        if (!layout) return;
        // While a resize handle is dragged the node is wider than the stored box: reflow.
        const width = node.width();
        const live =
          a.width !== undefined && width !== layout.width ? layoutShapeText(a, width) : layout;
        drawLayout(context, live, shape);
      }}
      hitFunc={(context, node) => {
        context.beginPath();
        context.rect(0, 0, node.width(), node.height());
        context.closePath();
        context.fillStrokeShape(node);
      }}
    />
  );
}
