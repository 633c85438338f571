// Renders a page's stage at the page's own size times a pixel ratio, without the editing UI
// (grid, guides, transformer), whatever the current zoom.
import type Konva from 'konva';
import { CONTENT_LAYER_NAME, stageOf, UI_LAYER_NAME } from '../canvas/stageRegistry.ts';
import { resizeStage } from '../canvas/stageSize.ts';
import { PAGE_NOT_ON_SCREEN, PAGE_NOT_RENDERED } from './exportErrors.ts';

export interface RenderOptions {
  pixelRatio: number;
  /**
   * Draw only these shapes (by id), and the page background only when asked: the PDF
   * export paints the page in bands between its texts, which it writes as real text.
   */
  only?: { shapeIds: ReadonlySet<string>; background: boolean };
}

export function renderPageCanvas(
  pageId: string,
  page: { width: number; height: number },
  options: RenderOptions,
): HTMLCanvasElement {
  const stage = stageOf(pageId);
  if (!stage) throw new Error(PAGE_NOT_ON_SCREEN);
  const saved = { scale: stage.scaleX(), width: stage.width(), height: stage.height() };
  const ui = stage.findOne(`.${UI_LAYER_NAME}`);
  const { only } = options;
  const content = stage.findOne<Konva.Layer>(`.${CONTENT_LAYER_NAME}`);
  const left: Konva.Node[] = only
    ? (content?.find((node: Konva.Node) =>
        node.hasName('background')
          ? !only.background
          : node.hasName('shape') && node.visible() && !only.shapeIds.has(node.id()),
      ) ?? [])
    : [];
  try {
    ui?.visible(false);
    for (const node of left) node.visible(false);
    // Drawn into its own canvas by toCanvas: the layers need no draw at this size.
    resizeStage(stage, page, 1);
    return stage.toCanvas({
      x: 0,
      y: 0,
      width: page.width,
      height: page.height,
      pixelRatio: options.pixelRatio,
    });
  } finally {
    resizeStage(stage, saved, saved.scale);
    for (const node of left) node.visible(true);
    ui?.visible(true);
    stage.batchDraw();
  }
}

export const canvasToBlob = (canvas: HTMLCanvasElement, type = 'image/png'): Promise<Blob> =>
  new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(PAGE_NOT_RENDERED))), type),
  );

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
