// What each page's canvas offers the touch gesture layer (useCanvasGestures.ts): PageCanvas
// registers it while mounted, the layer finds the page under a finger by its stage's box.
import type Konva from 'konva';

export interface PageTouch {
  pageId: string;
  stage: Konva.Stage;
  /** The page's zoom now (its stage's scale). */
  zoom(): number;
  /** Presses a shape: selects it as a mouse press does (a selected one keeps the group). */
  press(node: Konva.Node): void;
  /** A tap on the page's background: deselects the shapes, selects the page. */
  tapBackground(): void;
  /** A double-tap on `node`: a text opens for editing. */
  doubleTap(node: Konva.Node): void;
  /** The drag of a pressed shape, as the mouse's (snapping, guides, one undo step). */
  drag: {
    begin(node: Konva.Node): boolean;
    move(node: Konva.Node): void;
    end(node: Konva.Node, commit?: boolean): void;
  };
}

const pages = new Map<string, PageTouch>();

export const registerPageTouch = (pageId: string, touch: PageTouch | null): void => {
  if (touch) pages.set(pageId, touch);
  else pages.delete(pageId);
};

/** The page whose canvas holds the screen point, if any. */
export function pageTouchAt(client: { x: number; y: number }): PageTouch | null {
  for (const touch of pages.values()) {
    const box = touch.stage.container().getBoundingClientRect();
    if (
      client.x >= box.left &&
      client.x <= box.right &&
      client.y >= box.top &&
      client.y <= box.bottom
    )
      return touch;
  }
  return null;
}

/** The page nearest to a screen point (a pinch between pages zooms about the closest one). */
export function nearestPageTouch(client: { x: number; y: number }): PageTouch | null {
  let best: PageTouch | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const touch of pages.values()) {
    const box = touch.stage.container().getBoundingClientRect();
    const dx = Math.max(box.left - client.x, 0, client.x - box.right);
    const dy = Math.max(box.top - client.y, 0, client.y - box.bottom);
    const d = Math.hypot(dx, dy);
    if (d < bestDistance) {
      bestDistance = d;
      best = touch;
    }
  }
  return best;
}

/** The Konva node under a screen point on a page: a shape, a handle, the background, or null. */
export function nodeAt(touch: PageTouch, client: { x: number; y: number }): Konva.Node | null {
  const box = touch.stage.container().getBoundingClientRect();
  return touch.stage.getIntersection({ x: client.x - box.left, y: client.y - box.top });
}

/** Whether a node is one of the selection's handles (resize anchors, rotater): Konva's own. */
export const isHandle = (node: Konva.Node): boolean => node.hasName('_anchor');
