// The WhatsApp status picture (issue 29): the design's page fitted into a phone's full
// screen, 1080 × 1920 (9:16, what WhatsApp shows a status at without cropping), centred on a
// plain background, with the public page's QR code below it. Pure maths: where each part goes.

export const STATUS_SIZE = { width: 1080, height: 1920 } as const;
/** Space kept clear at every edge: WhatsApp lays its progress bar and reply bar over them. */
export const STATUS_MARGIN = 96;
/** The QR code's side: about 4 cm on a phone screen, read by another phone from a metre. */
export const STATUS_QR_SIZE = 420;
/** Between the page and the QR code. */
export const STATUS_GAP = 72;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StatusLayout {
  /** Where the page is drawn, keeping its proportions. */
  page: Box;
  /** The page's drawing scale (page units to status pixels). */
  scale: number;
  /** The QR code's square. */
  qr: Box;
}

/**
 * The page scaled to the widest it can be in the picture (never past the space above the QR
 * code, never enlarged more than `maxScale` times so a small card is not blurred), the page
 * and the QR code centred as one block, both horizontally centred.
 */
export function statusLayout(
  page: { width: number; height: number },
  options: { maxScale?: number } = {},
): StatusLayout {
  const { width, height } = STATUS_SIZE;
  const maxScale = options.maxScale ?? 3;
  const room = {
    width: width - 2 * STATUS_MARGIN,
    height: height - 2 * STATUS_MARGIN - STATUS_GAP - STATUS_QR_SIZE,
  };
  const scale = Math.min(room.width / page.width, room.height / page.height, maxScale);
  const drawn = { width: Math.round(page.width * scale), height: Math.round(page.height * scale) };
  const block = drawn.height + STATUS_GAP + STATUS_QR_SIZE;
  const top = Math.round((height - block) / 2);
  return {
    scale,
    page: {
      x: Math.round((width - drawn.width) / 2),
      y: top,
      ...drawn,
    },
    qr: {
      x: Math.round((width - STATUS_QR_SIZE) / 2),
      y: top + drawn.height + STATUS_GAP,
      width: STATUS_QR_SIZE,
      height: STATUS_QR_SIZE,
    },
  };
}
