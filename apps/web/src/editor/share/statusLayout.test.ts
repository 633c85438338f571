import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUS_GAP, STATUS_MARGIN, STATUS_QR_SIZE, statusLayout } from './statusLayout.ts';

describe('the WhatsApp status picture (1080 × 1920)', () => {
  it('fits an 800 × 500 coupon to the width, QR code below, the two centred as one block', () => {
    const { page, qr, scale } = statusLayout({ width: 800, height: 500 });
    expect(scale).toBeCloseTo((1080 - 2 * STATUS_MARGIN) / 800);
    expect(page).toEqual({ x: 96, y: 437, width: 888, height: 555 });
    expect(qr).toEqual({ x: 330, y: 437 + 555 + STATUS_GAP, width: 420, height: 420 });
    // As much space above the page as below the QR code.
    expect(Math.abs(page.y - (1920 - (qr.y + qr.height)))).toBeLessThanOrEqual(1);
  });

  it('fits a tall restaurant menu to the height left above the QR code', () => {
    const { page, qr } = statusLayout({ width: 600, height: 1200 });
    const roomHeight = 1920 - 2 * STATUS_MARGIN - STATUS_GAP - STATUS_QR_SIZE;
    expect(page.height).toBe(roomHeight);
    expect(page.width).toBe(Math.round(600 * (roomHeight / 1200)));
    expect(page.y).toBe(STATUS_MARGIN);
    expect(qr.y + qr.height).toBe(1920 - STATUS_MARGIN);
  });

  it('does not blow a small card up past three times its size', () => {
    const { page, scale } = statusLayout({ width: 100, height: 60 });
    expect(scale).toBe(3);
    expect(page).toMatchObject({ width: 300, height: 180, x: 390 });
  });

  it('keeps any page whole, in proportion, inside the margins and clear of the QR code', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 5000 }),
        fc.integer({ min: 20, max: 5000 }),
        (w, h) => {
          const { page, qr } = statusLayout({ width: w, height: h });
          expect(page.x).toBeGreaterThanOrEqual(STATUS_MARGIN);
          expect(page.x + page.width).toBeLessThanOrEqual(1080 - STATUS_MARGIN);
          expect(page.y).toBeGreaterThanOrEqual(STATUS_MARGIN);
          expect(page.y + page.height + STATUS_GAP).toBeLessThanOrEqual(qr.y);
          expect(qr.y + qr.height).toBeLessThanOrEqual(1920 - STATUS_MARGIN);
          // Centred, to the pixel.
          expect(Math.abs(page.x + page.width / 2 - 1080 / 2)).toBeLessThanOrEqual(1);
          expect(Math.abs(page.width / page.height - w / h)).toBeLessThanOrEqual(
            (w / h) * (2 / Math.min(page.width, page.height)) + 1e-9,
          );
        },
      ),
    );
  });
});
