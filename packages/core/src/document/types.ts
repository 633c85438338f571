// The campaign document of spec §3 "Campaign content": plain JSON with keyed collections
// and ordered ids, so it serialises as-is and every edit is a pure function over it.

/** A keyed collection: `order` is the z-order / display order, `items` holds the values. */
export interface Collection<T> {
  order: string[];
  items: Record<string, T>;
}

export type ShapeType =
  | 'text'
  | 'v-text'
  | 'rect'
  | 'circ'
  | 'ellipse'
  | 'star'
  | 'line'
  | 'img'
  | 'illus';
export const SHAPE_TYPES: readonly ShapeType[] = [
  'text',
  'v-text',
  'rect',
  'circ',
  'ellipse',
  'star',
  'line',
  'img',
  'illus',
];

export type TextAlign = 'left' | 'center' | 'right' | 'justify';
export const TEXT_ALIGN_CYCLE: readonly TextAlign[] = ['left', 'center', 'right', 'justify'];

/**
 * Shape attributes (spec §3 Shape table) plus geometry. Positions follow Konva: rect, text,
 * img and illus are placed by their top-left corner; circ, ellipse and star by their centre;
 * a line's points are relative to (x, y).
 */
export interface ShapeAttrs {
  x: number;
  y: number;
  rotation?: number;
  width?: number;
  height?: number;
  radius?: number;
  fill?: string;
  opacity?: number;
  // text
  text?: string;
  fontFamily?: string;
  fontWeight?: number;
  fontSize?: number;
  fontStyle?: 'normal' | 'italic';
  textDecoration?: '' | 'underline';
  textAlign?: TextAlign;
  // star
  numPoints?: number;
  innerRadius?: number;
  outerRadius?: number;
  // line
  points?: number[];
  strokeWidth?: number;
  [extra: string]: unknown;
}

export interface Shape {
  id: string;
  type: ShapeType;
  url?: string;
  locked?: boolean;
  hidden?: boolean;
  attrs: ShapeAttrs;
}

export interface Layer {
  id: string;
  locked: boolean;
  hidden: boolean;
  shapes: Collection<Shape>;
}

export interface Page {
  id: string;
  code: string;
  title: string;
  channel: string;
  backgroundColor: string;
  width: number;
  height: number;
  type: string;
  layers: Collection<Layer>;
  /** Id of the server's page record (print pages and published designs). */
  pageRecordId?: number;
}

export type DocumentMode = 'page' | 'print';

export interface CampaignMetadata {
  mode: DocumentMode | '';
  pageId: string;
  layerId: string;
  shapeId: string;
}

export interface Campaign {
  id: string;
  title: string;
  summary: string;
  version: string;
  format: string;
  width: number;
  height: number;
  metadata: CampaignMetadata;
  pages: Collection<Page>;
  prints: Collection<Page>;
  api: string;
  owner_type: number;
  status: number;
  auto_bookmark: number;
}

/** The publication state names of spec §3 "Editor state", as the guard needs them. */
export type PublicationStateName = 'NEW' | 'PUBLISHED' | 'DISABLED';

/** Where the selection points: a page, its layer, and the selected shapes (spec §4). */
export interface Selection {
  pageId: string | null;
  layerId: string | null;
  shapeIds: string[];
}

/** Which page, layer and shapes an operation works on. */
export interface ShapesRef {
  pageId: string;
  layerId: string;
  shapeIds: string[];
}

export type IdFactory = () => string;

/** A document that could not be read: the editor shows the message instead of crashing. */
export class DocumentError extends Error {
  override name = 'DocumentError';
}
