// Builds the editor's bundled stock pictures (apps/web/public/stock) from Debian's
// openclipart-svg package, whose clip art is dedicated to the public domain. Run once on a
// machine with the package installed (`apt-get install openclipart-svg`), then commit the
// output: the JPEGs, index.json (what the Images panel reads) and SOURCES.md.
//
//   node scripts/make-stock.mjs && npx biome check --write apps/web/public/stock
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';

const SOURCE_ROOT = '/usr/share/openclipart/svg';
const PACKAGE = 'openclipart-svg';
const LICENCE =
  'Public domain (Creative Commons Public Domain Dedication; /usr/share/doc/openclipart-svg/copyright)';
const OUT = new URL('../apps/web/public/stock/', import.meta.url).pathname;
const MAX_WIDTH = 800;
const MAX_HEIGHT = 600;
const MAX_BYTES = 60 * 1024;

// [output name, source file name (found anywhere under SOURCE_ROOT), title]
const PICTURES = [
  ['pizza', 'pizza_pepperoni', 'Pepperoni pizza'],
  ['burrito', 'burrito_ganson', 'Burrito'],
  ['soup', 'bowl_of_steaming_soup_01', 'Bowl of steaming soup'],
  ['spaghetti', 'spaghetti_ganson', 'Spaghetti'],
  ['lasagna', 'lasagna_ganson', 'Lasagna'],
  ['sandwich', 'sandwich_one_jean-victor_01', 'Sandwich'],
  ['french-fries', 'french_fries_juliane_kr_r', 'French fries'],
  ['onion-rings', 'onion_rings', 'Onion rings'],
  ['chef', 'chef_jarno_vasamaa_', 'Chef'],
  ['coffee', 'coffee_ganson', 'Cup of coffee'],
  ['teapot', 'a_teapot_01', 'Teapot'],
  ['birthday-cake', 'birthday_cake', 'Birthday cake'],
  ['ice-cream', 'cone_soft_vanilla', 'Soft ice cream'],
  ['muffin', 'muffin_jean_victor_balin_', 'Muffin'],
  ['cherry-pie', 'pie_cherry', 'Cherry pie'],
  ['fruit', 'fruitcollection_leif_lod_07', 'Fruit collection'],
  ['watermelon', 'watermelon_james_kilfige_01', 'Watermelon'],
  ['bananas', 'bananas_nicu_buculei_01', 'Bananas'],
  ['strawberry', 'strawberry_01', 'Strawberry'],
  ['grapes', 'grapes_leif_lodahl_02', 'Grapes'],
  ['salad', 'salad_mateya_01', 'Salad'],
  ['paprika', 'paprika_mateya_01', 'Paprika'],
  ['t-shirt', 't-shirt_01', 'T-shirt'],
  ['paper-bag', 'paperbag1_juliane_krug', 'Paper bag'],
  ['sunflower', 'sun_flower_ganson', 'Sunflower'],
  ['tulips', 'tulips_ganson', 'Tulips'],
  ['soccer-ball', 'soccer_ball_ganson', 'Soccer ball'],
  ['tennis-shoes', 'tennis_shoes_jarno_vasam_', 'Tennis shoes'],
  ['gift', 'pacco_regalo_architetto__01', 'Gift box'],
  ['balloons', 'balloons_01', 'Balloons'],
  ['laptop', 'laptop_01', 'Laptop'],
  ['bicycle', 'bicycle_philippe_colin_01', 'Bicycle'],
  ['delivery-truck', 'small_truck_steffen_gluc_01', 'Small truck'],
];

function findSource(name) {
  const stack = [SOURCE_ROOT];
  while (stack.length > 0) {
    const dir = stack.pop();
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) stack.push(path);
      else if (entry.name === `${name}.svg`) return realpathSync(path);
    }
  }
  throw new Error(`${name}.svg is not under ${SOURCE_ROOT}: is ${PACKAGE} installed?`);
}

/** The author named in the SVG's own metadata (dc:creator), when it has one. */
function authorOf(svg) {
  const creator = /<dc:creator>[\s\S]*?<dc:title>([^<]*)<\/dc:title>/.exec(svg);
  return creator?.[1]?.trim() || 'not named in the file';
}

/** Rasterises at `density` on white and cuts the empty page margin away. */
async function drawing(svg, density) {
  // sharp trims before it flattens within one pipeline, so flatten in a pipeline of its own.
  const flat = await sharp(svg, { density, limitInputPixels: 400_000_000 })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  const { data, info } = await sharp(flat, { limitInputPixels: 400_000_000 })
    .trim({ background: '#ffffff', threshold: 8 })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function render(svgPath) {
  const svg = readFileSync(svgPath);
  const meta = await sharp(svg).metadata();
  const pageMax = Math.max(meta.width || MAX_WIDTH, meta.height || MAX_HEIGHT);
  // Many drawings fill only part of their page: measure the drawing at a first density,
  // then rasterise again so the drawing itself (not the page) comes out at the target size.
  const first = Math.max(24, Math.round((72 * 1000) / pageMax));
  const probe = await drawing(svg, first);
  const grow = Math.min(
    (MAX_WIDTH * 0.85) / probe.width,
    (MAX_HEIGHT * 0.85) / probe.height,
    12_000 / ((pageMax * first) / 72),
  );
  const sized = grow > 1.05 ? await drawing(svg, Math.round(first * grow)) : probe;
  const fitted = await sharp(sized.data)
    .resize({
      width: Math.round(MAX_WIDTH * 0.85),
      height: Math.round(MAX_HEIGHT * 0.85),
      fit: 'inside',
      withoutEnlargement: true,
    })
    .png()
    .toBuffer();
  const inner = await sharp(fitted).metadata();
  // A white margin around the drawing, like a product photo on a plain background.
  const padX = Math.round((inner.width ?? 0) * 0.06) + 8;
  const padY = Math.round((inner.height ?? 0) * 0.06) + 8;
  const framed = sharp(fitted)
    .extend({ top: padY, bottom: padY, left: padX, right: padX, background: '#ffffff' })
    .flatten({ background: '#ffffff' });
  const framedPng = await framed.png().toBuffer();
  for (let quality = 82; quality >= 40; quality -= 6) {
    const jpeg = await sharp(framedPng).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= MAX_BYTES) {
      const size = await sharp(jpeg).metadata();
      return { jpeg, width: size.width, height: size.height, svg: svg.toString('utf8') };
    }
  }
  throw new Error(`${basename(svgPath)} does not fit in ${MAX_BYTES} bytes`);
}

if (existsSync(OUT)) {
  for (const entry of readdirSync(OUT)) if (entry.endsWith('.jpg')) rmSync(join(OUT, entry));
}
mkdirSync(OUT, { recursive: true });

const manifest = [];
const rows = [];
for (const [name, source, title] of PICTURES) {
  const path = findSource(source);
  const { jpeg, width, height, svg } = await render(path);
  const file = `${name}.jpg`;
  writeFileSync(join(OUT, file), jpeg);
  manifest.push({ file, title, width, height });
  rows.push(`| ${file} | ${title} | ${PACKAGE} | ${path} | ${authorOf(svg)} | public domain |`);
  console.log(`${file}\t${width}x${height}\t${jpeg.length} bytes`);
}

writeFileSync(join(OUT, 'index.json'), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(
  join(OUT, 'SOURCES.md'),
  `# Stock pictures: sources and licence

The ${manifest.length} pictures of the editor's Images panel (global section). Every one is
clip art from the Open Clip Art Library as packaged by Debian (\`${PACKAGE}\`), rasterised to
JPEG on a white background (at most ${MAX_WIDTH}x${MAX_HEIGHT}, at most 60 KB) by
\`scripts/make-stock.mjs\`. \`index.json\` lists them for the Images panel.

Licence of every file: ${LICENCE}. The package's copyright file states that each work is
dedicated to the public domain by its author, so the pictures may be used in designs,
printed and published without attribution. Authors are named below as a courtesy, as the
SVG files themselves record them.

| file | title | package | original path | author (from the SVG metadata) | licence |
|---|---|---|---|---|---|
${rows.join('\n')}
`,
);
console.log(`${manifest.length} pictures written to ${OUT}`);
