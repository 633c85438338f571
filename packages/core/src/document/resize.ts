// Resizing folds the Transformer's scale into the shape's own size (spec §5 "Shape resize"),
// so stored shapes never carry a scale and exports draw them at their true size.
import { LIMITS } from '../constants.ts';
import { updateShapes } from './collection.ts';
import type { Campaign, Shape, ShapeAttrs } from './types.ts';

export interface ResizeArgs {
  pageId: string;
  layerId: string;
  shapeId: string;
  x: number;
  y: number;
  rotation?: number;
  scaleX: number;
  scaleY: number;
}

const MIN = LIMITS.minShapeSize;
const atLeast = (value: number, min: number = MIN): number => Math.max(min, value);

/** The resized attrs of one shape; pure and independent of any document. */
export const resizedAttrs = (
  shape: Shape,
  args: Omit<ResizeArgs, 'pageId' | 'layerId' | 'shapeId'>,
): ShapeAttrs => {
  const sx = Math.abs(args.scaleX);
  const sy = Math.abs(args.scaleY);
  const a = shape.attrs;
  const base: ShapeAttrs = {
    ...a,
    x: args.x,
    y: args.y,
    rotation: args.rotation ?? a.rotation ?? 0,
  };
  switch (shape.type) {
    case 'circ':
      return { ...base, radius: atLeast((a.radius ?? 0) * ((sx + sy) / 2), MIN / 2) };
    case 'star': {
      const s = (sx + sy) / 2;
      const outer = atLeast((a.outerRadius ?? 0) * s, MIN / 2);
      const ratio = a.outerRadius ? (a.innerRadius ?? 0) / a.outerRadius : 0.5;
      return {
        ...base,
        outerRadius: outer,
        innerRadius: outer * ratio,
        width: outer * 2,
        height: outer * 2,
      };
    }
    case 'line':
      return { ...base, points: (a.points ?? []).map((p, i) => p * (i % 2 === 0 ? sx : sy)) };
    case 'text':
    case 'v-text': {
      const next: ShapeAttrs = { ...base, width: atLeast((a.width ?? 0) * sx) };
      if (sy !== 1 && a.fontSize) next.fontSize = Math.max(1, Math.round(a.fontSize * sy));
      return next;
    }
    default:
      return {
        ...base,
        width: atLeast((a.width ?? 0) * sx),
        height: atLeast((a.height ?? 0) * sy),
      };
  }
};

export const resizeShape = (doc: Campaign, args: ResizeArgs): Campaign =>
  updateShapes(doc, args.pageId, args.layerId, [args.shapeId], (shape) => ({
    ...shape,
    attrs: resizedAttrs(shape, args),
  }));
