// Size and cost of a design as a live document (issue 17): the bytes of a 1 000-shape design as
// a Yjs update next to its JSON, how they grow with edits, and the time each step of
// @nibble/core/live takes on it. Pure computation, no server: `node --import tsx
// bench/live/document-size.mjs [--shapes 1000] [--runs 15]`.
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as Y from 'yjs';
import {
  addShape,
  moveShapes,
  newCampaign,
  newId,
  serializeCampaign,
  updateAttrs,
} from '../../packages/core/src/index.ts';
import {
  readLiveDocument,
  seedLiveDocument,
  writeLiveDocument,
} from '../../packages/core/src/live/index.ts';

const { values } = parseArgs({
  options: { shapes: { type: 'string', default: '1000' }, runs: { type: 'string', default: '15' } },
});
const SHAPES = Number(values.shapes);
const RUNS = Number(values.runs);

const SPECS = [
  { type: 'rect' },
  { type: 'circ' },
  { type: 'star' },
  { type: 'line' },
  { type: 'text', preset: 'body', text: 'ഓണം ഓഫർ — 20% off' },
  {
    type: 'img',
    url: '/api/v1/image/12/path/photo-1732512345.jpg',
    naturalWidth: 640,
    naturalHeight: 480,
  },
];

/** A coupon whose one page holds SHAPES shapes of every kind, spread over the page. */
const busyDesign = () => {
  let doc = newCampaign('promotion_coupon', 'Busy');
  const pageId = doc.pages.order[0];
  const layerId = doc.pages.items[pageId].layers.order[0];
  for (let i = 0; i < SHAPES; i++) {
    const id = newId();
    doc = addShape(doc, { pageId, layerId, id, spec: SPECS[i % SPECS.length] });
    doc = moveShapes(doc, {
      pageId,
      layerId,
      shapeIds: [id],
      dx: ((i * 37) % 700) - 350,
      dy: ((i * 53) % 400) - 200,
    });
  }
  return { doc, pageId, layerId };
};

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
/** Median time of `run`, given what `prepare` makes for it outside the clock. */
const timed = (run, prepare = () => undefined) => {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const input = prepare();
    const start = performance.now();
    run(input);
    times.push(performance.now() - start);
  }
  return median(times);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;

const { doc: design, pageId, layerId } = busyDesign();
const json = serializeCampaign(design);
const seeded = new Y.Doc();
seedLiveDocument(seeded, design);
const update = Y.encodeStateAsUpdate(seeded);
const updateV2 = Y.encodeStateAsUpdateV2(seeded);

const rows = [
  ['JSON (serializeCampaign)', json.length, gzipSync(json).length],
  ['Yjs update v1 (encodeStateAsUpdate)', update.length, gzipSync(update).length],
  ['Yjs update v2 (encodeStateAsUpdateV2)', updateV2.length, gzipSync(updateV2).length],
];

// Edits as the editor makes them: each a core operation written with writeLiveDocument.
const shapeIds = design.pages.items[pageId].layers.items[layerId].shapes.order;
const edited = new Y.Doc();
Y.applyUpdate(edited, update);
let current = design;
const step = (op) => {
  const next = op(current);
  writeLiveDocument(edited, current, next, 'bench');
  current = next;
};
for (let i = 0; i < 100; i++) {
  step((doc) =>
    moveShapes(doc, { pageId, layerId, shapeIds: [shapeIds[i % shapeIds.length]], dx: 5, dy: 5 }),
  );
}
const afterSmall = Y.encodeStateAsUpdate(edited).length;
for (let i = 0; i < 20; i++) {
  step((doc) => moveShapes(doc, { pageId, layerId, shapeIds, dx: 1, dy: 1 }));
}
const afterBulk = Y.encodeStateAsUpdate(edited).length;
/** The bytes of the one update that writing `changed` over the stored document sends. */
const updateBytes = (changed) => {
  const local = new Y.Doc();
  Y.applyUpdate(local, update);
  let bytes = 0;
  local.on('update', (u) => {
    bytes += u.length;
  });
  writeLiveDocument(local, design, changed);
  return bytes;
};
const oneMove = updateBytes(
  moveShapes(design, { pageId, layerId, shapeIds: [shapeIds[0]], dx: 3, dy: 4 }),
);
const oneFill = updateBytes(
  updateAttrs(design, { pageId, layerId, shapeIds: [shapeIds[1]], attrs: { fill: '#ff8800' } }),
);

const times = {
  seed: timed(() => seedLiveDocument(new Y.Doc(), design)),
  encode: timed(() => Y.encodeStateAsUpdate(seeded)),
  join: timed(() => Y.applyUpdate(new Y.Doc(), update)),
  read: timed(() => {
    const read = readLiveDocument(seeded);
    if (!read.ok) throw read.error;
  }),
  // The core's operation runs outside the clock: only the write to the live document is timed.
  writeOne: timed(
    (moved) => {
      writeLiveDocument(edited, current, moved);
      current = moved;
    },
    () => moveShapes(current, { pageId, layerId, shapeIds: [shapeIds[2]], dx: 1, dy: 0 }),
  ),
  writeAll: timed(
    (moved) => {
      writeLiveDocument(edited, current, moved);
      current = moved;
    },
    () => moveShapes(current, { pageId, layerId, shapeIds, dx: 0, dy: 1 }),
  ),
};
const check = readLiveDocument(edited);
if (!check.ok) throw check.error;
if (!isDeepStrictEqual(check.value, current))
  throw new Error('the live copy drifted from the edits');

console.log(
  `A design of ${SHAPES} shapes on one page (Node ${process.version}, median of ${RUNS} runs)\n`,
);
console.log('| form | bytes | gzip |');
console.log('| --- | ---: | ---: |');
for (const [name, bytes, gz] of rows)
  console.log(`| ${name} | ${kb(bytes)} (${bytes}) | ${kb(gz)} |`);
console.log(
  `\nYjs update ÷ JSON: ${(update.length / json.length).toFixed(2)} (v1), ${(updateV2.length / json.length).toFixed(2)} (v2)`,
);
console.log(`one shape moved: ${oneMove} bytes sent; one fill changed: ${oneFill} bytes sent`);
console.log(
  `after 100 single-shape moves: ${kb(afterSmall)}; after 20 more moves of all ${SHAPES} shapes: ${kb(afterBulk)} (×${(afterBulk / update.length).toFixed(2)} of the fresh update)`,
);
console.log(
  `\nseed ${ms(times.seed)} · encode ${ms(times.encode)} · late joiner applies the update ${ms(times.join)} · readLiveDocument ${ms(times.read)} · writeLiveDocument one move ${ms(times.writeOne)} · all ${SHAPES} moved ${ms(times.writeAll)}`,
);
