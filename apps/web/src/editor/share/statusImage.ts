// Draws the WhatsApp status picture (statusLayout.ts): the page as the PNG export draws it,
// at the scale it is shown, and the public page's QR code below it, on a plain background.
// Loaded only when a status picture is made (the QR encoder stays out of the editor's chunk).
import type { Page } from '@nibble/core';
import QRCode from 'qrcode';
import { PAGE_NOT_RENDERED } from '../export/exportErrors.ts';
import { facesOnStage } from '../export/facesOnStage.ts';
import { canvasToBlob, renderPageCanvas } from '../export/renderPage.ts';
import { STATUS_SIZE, statusLayout } from './statusLayout.ts';

/** A light grey: any page colour, white included, stands out from it. */
export const STATUS_BACKGROUND = '#f1f3f5';

export async function statusPicture(page: Page, link: string): Promise<Blob> {
  await facesOnStage(page);
  const layout = statusLayout(page);
  const canvas = document.createElement('canvas');
  canvas.width = STATUS_SIZE.width;
  canvas.height = STATUS_SIZE.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(PAGE_NOT_RENDERED);
  context.fillStyle = STATUS_BACKGROUND;
  context.fillRect(0, 0, canvas.width, canvas.height);

  // Drawn at the size it takes in the picture: no second resampling of the texts.
  const drawn = renderPageCanvas(page.id, page, { pixelRatio: layout.scale });
  const { page: box, qr } = layout;
  context.save();
  context.shadowColor = 'rgba(0, 0, 0, 0.18)';
  context.shadowBlur = 32;
  context.shadowOffsetY = 8;
  context.fillStyle = '#ffffff';
  context.fillRect(box.x, box.y, box.width, box.height);
  context.restore();
  context.drawImage(drawn, box.x, box.y, box.width, box.height);

  // Dark on white with its quiet zone, as every camera app reads it.
  const code = document.createElement('canvas');
  await QRCode.toCanvas(code, link, {
    width: qr.width,
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
  context.drawImage(code, qr.x, qr.y, qr.width, qr.height);
  return canvasToBlob(canvas);
}
