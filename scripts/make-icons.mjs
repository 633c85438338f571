// Draws the installed app's icons (apps/web/public/icons, listed by
// apps/web/public/manifest.webmanifest) from the product's mark: the N of favicon.svg on the
// product's colour. Run once after the mark changes, then commit the PNGs (issue 29):
//
//   node scripts/make-icons.mjs
//
// "any" icons are the favicon as it is (a rounded square, transparent corners). "maskable"
// icons fill the whole square with the colour and keep the N inside the central 80 % circle
// that Android may cut any shape from (the safe zone of the W3C manifest spec), so no launcher
// mask clips the letter.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const WEB = new URL('../apps/web/', import.meta.url).pathname;
const OUT = `${WEB}public/icons/`;

// The favicon's own shapes (64 × 64): the colour and the N's path.
const favicon = readFileSync(`${WEB}public/favicon.svg`, 'utf8');
const colour = /fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const letter = /<path d="([^"]+)"/.exec(favicon)?.[1];
if (!colour || !letter) throw new Error('favicon.svg: no colour or path found');

/** The N's box in the favicon's 64 × 64 units (M18 46V18h6… spans x 18–46, y 18–46). */
const N_BOX = { x: 18, y: 18, size: 28 };

/** The mark on a full square, the N `share` of the side wide, centred. */
const maskableSvg = (share) => {
  const scale = (64 * share) / N_BOX.size;
  const offset = 32 - (N_BOX.x + N_BOX.size / 2) * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><path transform="translate(${offset} ${offset}) scale(${scale})" d="${letter}" fill="#fff"/></svg>`;
};

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // The N's corners lie on a circle of radius √2 · share / 2 of the side: 0.5 keeps them
  // within the 80 % safe circle (√2 · 0.25 ≈ 0.35 < 0.4).
  { file: 'maskable-192.png', size: 192, svg: maskableSvg(0.5) },
  { file: 'maskable-512.png', size: 512, svg: maskableSvg(0.5) },
  // iOS's home screen (apple-touch-icon) draws its own rounded corners on a full square.
  { file: 'apple-touch-icon.png', size: 180, svg: maskableSvg(0.5) },
];

mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${OUT}${icon.file}`);
  console.log(`${icon.file} ${icon.size}×${icon.size}`);
}
