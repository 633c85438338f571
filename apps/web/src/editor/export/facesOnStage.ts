// Exports draw the stage as it is: before they do, every face the page's texts need must be
// loaded and every text node must have drawn itself with them (textNode.ts marks that).
import type { Page } from '@nibble/core';
import type Konva from 'konva';
import { stageOf } from '../canvas/stageRegistry.ts';
import { FACES_READY_ATTR, TEXT_NODE_NAME } from '../canvas/textNode.ts';
import { pageFacesReady } from '../text/ready.ts';

const nextFrame = () =>
  new Promise<void>((resolve) =>
    typeof requestAnimationFrame === 'undefined'
      ? setTimeout(resolve, 16)
      : requestAnimationFrame(() => resolve()),
  );

/** Resolves when the page's text nodes are drawn in their faces (or after `timeoutMs`). */
export async function facesOnStage(page: Page, timeoutMs = 10_000): Promise<void> {
  await pageFacesReady(page);
  const deadline = Date.now() + timeoutMs;
  const pending = () =>
    (stageOf(page.id)?.find<Konva.Shape>(`.${TEXT_NODE_NAME}`) ?? []).some(
      (node) => node.getAttr(FACES_READY_ATTR) !== true,
    );
  // React renders the nodes again once their faces are in; that takes a frame or two.
  while (pending() && Date.now() < deadline) await nextFrame();
}
