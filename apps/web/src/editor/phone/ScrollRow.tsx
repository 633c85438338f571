// One row of controls that scrolls sideways when it is wider than the screen: nothing is cut
// off, and a fade at an edge shows where more is hidden (the desktop toolbar showed 304 of
// its 739 px on a phone with no hint that it scrolled).
import { Box } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { edgeFades } from './edgeFades.ts';
import classes from './phone.module.css';

export function ScrollRow({
  children,
  label,
  testId,
  role,
}: {
  children: ReactNode;
  label: string;
  testId: string;
  role?: 'toolbar' | 'group';
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [fades, setFades] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const row = scroller.current;
    if (!row) return;
    const next = edgeFades(row);
    setFades((was) => (was.start === next.start && was.end === next.end ? was : next));
  }, []);
  useEffect(() => {
    const row = scroller.current;
    if (!row) return;
    measure();
    // The row's content changes with the selection; its size with the screen.
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    for (const child of Array.from(row.children)) observer.observe(child);
    const mutations = new MutationObserver(measure);
    mutations.observe(row, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [measure]);
  return (
    <Box className={classes.row} data-testid={testId}>
      <Box
        ref={scroller}
        className={classes.rowScroller}
        onScroll={measure}
        role={role ?? 'group'}
        aria-label={label}
        data-scroller
      >
        {children}
      </Box>
      {fades.start && (
        <div className={`${classes.fade} ${classes.fadeStart}`} data-fade="start" aria-hidden>
          <IconChevronLeft size={18} />
        </div>
      )}
      {fades.end && (
        <div className={`${classes.fade} ${classes.fadeEnd}`} data-fade="end" aria-hidden>
          <IconChevronRight size={18} />
        </div>
      )}
    </Box>
  );
}
