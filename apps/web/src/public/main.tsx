// The browser entry of the pages the server draws (Home, City, the QR page; public-page.html).
// The page is painted before any of the app's code is evaluated: on a slow phone, running
// React and Mantine first would hold back content that is already in the HTML. Only the
// styles the page needs come with it.
import './styles.ts';

// The frame after the next one has painted the server's HTML.
requestAnimationFrame(() => setTimeout(() => import('./hydrate.tsx'), 0));
