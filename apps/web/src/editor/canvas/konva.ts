// Konva as the editor's page draws with it: the core and the shapes its nodes are made of
// (shapeNode.ts, PageCanvas.tsx, GridLines.tsx), each registering itself for react-konva's
// core (which makes nodes by their class name). The whole package evaluated its twenty filters
// and every other shape on the way to the first frame, and its Text made the browser's
// grapheme segmenter at load (~40 ms of a phone's opening at 4x). Others' cursors and names
// (live/RemotePresence.tsx, loaded after the page) register the shapes they draw themselves.
export { Konva } from 'konva/lib/Core';
export { Group } from 'konva/lib/Group';
export { Shape } from 'konva/lib/Shape';
export { Circle } from 'konva/lib/shapes/Circle';
export { Ellipse } from 'konva/lib/shapes/Ellipse';
export { Image } from 'konva/lib/shapes/Image';
export { Line } from 'konva/lib/shapes/Line';
export { Rect } from 'konva/lib/shapes/Rect';
export { Star } from 'konva/lib/shapes/Star';
export { Transformer } from 'konva/lib/shapes/Transformer';
