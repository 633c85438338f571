// The browser's measure of a string in a face: the canvas's measureText, the same engine that
// draws it. Not cached: a measure taken before a face finished loading would outlive the load.
import type { Measure } from './layout.ts';

let context: CanvasRenderingContext2D | null | undefined;

const sizeOf = (font: string) => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 20);

export const canvasMeasure: Measure = (text, font) => {
  if (context === undefined) {
    context =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  }
  if (!context) {
    // No canvas (tests in jsdom): half an em per character keeps layouts plausible.
    const size = sizeOf(font);
    return { width: [...text].length * size * 0.5, ascent: size * 0.8, descent: size * 0.2 };
  }
  context.font = font;
  const metrics = context.measureText(text);
  return {
    width: metrics.width,
    ascent: metrics.fontBoundingBoxAscent,
    descent: metrics.fontBoundingBoxDescent,
  };
};
