// The mounted Konva stages by page id, so exports and previews can render a page without
// reaching into React components.
import type Konva from 'konva';

const stages = new Map<string, Konva.Stage>();

export const registerStage = (pageId: string, stage: Konva.Stage | null): void => {
  if (stage) stages.set(pageId, stage);
  else stages.delete(pageId);
};

export const stageOf = (pageId: string): Konva.Stage | undefined => stages.get(pageId);

/** Names of Konva nodes that belong to the editing UI and never appear in an export. */
export const UI_LAYER_NAME = 'editor-ui';
export const CONTENT_LAYER_NAME = 'content';
export const GRID_NAME = 'grid';
