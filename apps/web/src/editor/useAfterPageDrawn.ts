// The editor draws the design before the panels and toolbars around it: on a slow laptop,
// rendering and laying them out cost about as much as the first frame's shapes. A busy page
// mounts its rest after its first part is on screen, once its faces are in
// (canvas/useMountPlan.ts); this answers true in the frame after that, from a transition
// React renders in slices between frames, so what is not needed to see the design comes last.
import { startTransition, useEffect, useState } from 'react';
import { afterPagesMountedWhole } from './canvas/useMountPlan.ts';

/** A task after the next animation frame (after that frame's paint has been scheduled). */
export const afterNextFrame = (run: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

/** False in the first frames of the editor, true once the rest of the page is mounted. */
export function useAfterPageDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    // Three waits, each started by the one before (the middle one may end at once): each
    // kept apart so that leaving calls off whichever is under way.
    let stopWaiting: (() => void) | undefined;
    let stopLastFrame: (() => void) | undefined;
    const stopFirstFrame = afterNextFrame(() => {
      stopWaiting = afterPagesMountedWhole(() => {
        stopLastFrame = afterNextFrame(() => startTransition(() => setDrawn(true)));
      });
    });
    return () => {
      stopFirstFrame();
      stopWaiting?.();
      stopLastFrame?.();
    };
  }, []);
  return drawn;
}

/**
 * A task after the frame that follows the document's pending font loads (the page's texts
 * are drawn once their faces are in: text/ready.ts): the end of "the page is drawn".
 */
export const afterFacesLoaded = (run: () => void): (() => void) => {
  let cancelled = false;
  let cancelFrame: (() => void) | undefined;
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  void (fonts ? fonts.ready : Promise.resolve()).then(() => {
    if (!cancelled) cancelFrame = afterNextFrame(run);
  });
  return () => {
    cancelled = true;
    cancelFrame?.();
  };
};
