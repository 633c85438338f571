// While a text is edited on the phone, keeps it above the on-screen keyboard: on each change
// of the visual viewport (the keyboard coming up, the browser panning) the canvas scrolls so
// the text's box is in sight. The textarea itself is never touched, so an input method's
// composition (Malayalam, Hindi) goes on undisturbed.
import { useEffect } from 'react';
import { canvasViewport } from '../canvas/visibleArea.ts';
import { useEditor } from '../store/EditorStoreContext.tsx';
import { scrollToKeep, seenPart } from './keepInSight.ts';

/** The text being edited (TextEditOverlay's textarea) inside the canvas area. */
const editedText = (area: HTMLElement) => area.querySelector('textarea');

export function keepEditedTextInSight(
  area: HTMLElement | null,
  visual: Pick<VisualViewport, 'offsetTop' | 'height'> | null | undefined,
): number {
  const text = area && editedText(area);
  if (!area || !text || !visual) return 0;
  const box = area.getBoundingClientRect();
  const seen = seenPart(box, visual);
  // Room below the page as tall as what the keyboard covers, so a text at the page's foot can
  // be scrolled above it.
  area.style.paddingBottom = `${Math.max(0, Math.round(box.bottom - seen.bottom))}px`;
  const by = scrollToKeep(text.getBoundingClientRect(), seen);
  if (by !== 0) area.scrollTop += by;
  return by;
}

export function useTextAboveKeyboard(enabled: boolean): void {
  const editing = useEditor((s) => s.editingText !== null);
  useEffect(() => {
    const visual = window.visualViewport;
    if (!enabled || !editing || !visual) return;
    let frame = 0;
    const keep = () => {
      cancelAnimationFrame(frame);
      // After the browser's own layout of the new viewport.
      frame = requestAnimationFrame(() => keepEditedTextInSight(canvasViewport(), visual));
    };
    keep();
    visual.addEventListener('resize', keep);
    visual.addEventListener('scroll', keep);
    return () => {
      cancelAnimationFrame(frame);
      const area = canvasViewport();
      if (area) area.style.paddingBottom = '';
      visual.removeEventListener('resize', keep);
      visual.removeEventListener('scroll', keep);
    };
  }, [enabled, editing]);
}
