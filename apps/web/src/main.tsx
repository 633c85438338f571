// The browser entry. A page the server drew (Home, City, Page: ssr/) is painted before the
// app's code is even evaluated: on a slow phone, running React and Mantine first would hold
// back the first paint of content that is already in the HTML. Other pages start at once.
import './layout/publicStyles.ts';

import { SERVER_STATE_ID } from './ssr/state.ts';

const start = () => import('./start.tsx');

if (document.getElementById(SERVER_STATE_ID)) {
  // The frame after the next one has painted the server's HTML.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  void start();
}
