// Save as png: drawing.png at pixel ratio 3 (spec §2, §9).
import { EXPORT_RATIOS, type Page } from '@nibble/core';
import { facesOnStage } from './facesOnStage.ts';
import { canvasToBlob, downloadBlob, renderPageCanvas } from './renderPage.ts';

export const PNG_FILE_NAME = 'drawing.png';

export async function exportPng(page: Page): Promise<void> {
  await facesOnStage(page);
  const canvas = renderPageCanvas(page.id, page, { pixelRatio: EXPORT_RATIOS.png });
  downloadBlob(await canvasToBlob(canvas), PNG_FILE_NAME);
}

/** A page preview for saves (ratio 1) and templates (ratio 0.5). */
export async function pagePreview(page: Page, ratio: number): Promise<Blob> {
  await facesOnStage(page);
  return canvasToBlob(renderPageCanvas(page.id, page, { pixelRatio: ratio }));
}
