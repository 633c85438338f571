// The browser's measure of a string in a face: the canvas's measureText, the same engine that
// draws it. The texts of a page repeat the same words in the same faces, so measures are kept,
// until any face finishes loading: a measure taken before a face loaded would be of a stand-in
// face, and must not outlive the load.
import type { Measure } from './types.ts';

let context: CanvasRenderingContext2D | null | undefined;

type Metrics = ReturnType<Measure>;

const kept = new Map<string, Metrics>();
/** Measures kept at most (a page of thousands of texts asks for a few per text). */
const KEEP_AT_MOST = 20_000;

/** Drops every kept measure: a face has loaded (faces.ts), or the browser loaded one itself. */
export const forgetMeasures = (): void => kept.clear();

const sizeOf = (font: string) => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 20);

function measureNow(text: string, font: string): Metrics | null {
  if (context === undefined) {
    context = null;
    if (typeof document !== 'undefined') {
      context = document.createElement('canvas').getContext('2d');
      document.fonts?.addEventListener('loadingdone', forgetMeasures);
    }
  }
  if (!context) return null;
  context.font = font;
  const metrics = context.measureText(text);
  return {
    width: metrics.width,
    ascent: metrics.fontBoundingBoxAscent,
    descent: metrics.fontBoundingBoxDescent,
  };
}

export const canvasMeasure: Measure = (text, font) => {
  const key = `${font}\u0000${text}`;
  const known = kept.get(key);
  if (known) return known;
  const measured = measureNow(text, font);
  if (!measured) {
    // No canvas (tests in jsdom): half an em per character keeps layouts plausible.
    const size = sizeOf(font);
    return { width: [...text].length * size * 0.5, ascent: size * 0.8, descent: size * 0.2 };
  }
  if (kept.size >= KEEP_AT_MOST) kept.clear();
  kept.set(key, measured);
  return measured;
};
