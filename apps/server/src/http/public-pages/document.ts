// Puts a server-rendered page into the built index.html: its language, title, description,
// extra head tags, the rendered screen inside #root and the state the browser hydrates from.
import { SERVER_STATE_ID } from '@nibble/core/public-pages';
import escapeHtml from 'escape-html';

export interface DocumentParts {
  language: string;
  title: string;
  /** Replaces the template's description when given. */
  description?: string;
  /** Already escaped tags for the end of `<head>`. */
  head: string;
  /** The rendered screen (React's HTML). */
  root: string;
  /** JSON already safe inside a `<script>` (the web app's serialiseServerState). */
  state: string;
}

const MARKERS = {
  html: /<html lang="[^"]*"/,
  title: /<title>[^<]*<\/title>/,
  description: /<meta name="description" content="[^"]*"\s*\/?>/,
  headEnd: '</head>',
  root: '<div id="root"></div>',
};

/** Throws at start when the build's index.html lacks a place the pages are written into. */
export function checkTemplate(template: string): void {
  for (const [name, marker] of Object.entries(MARKERS)) {
    const found = typeof marker === 'string' ? template.includes(marker) : marker.test(template);
    if (!found) throw new Error(`index.html has no ${name} to render public pages into`);
  }
}

// Replacement functions, not strings: a title with `$&` or `$'` must stay as written.
export function assembleDocument(template: string, parts: DocumentParts): string {
  let html = template
    .replace(MARKERS.html, () => `<html lang="${escapeHtml(parts.language)}"`)
    .replace(MARKERS.title, () => `<title>${escapeHtml(parts.title)}</title>`);
  if (parts.description !== undefined) {
    const description = escapeHtml(parts.description);
    html = html.replace(
      MARKERS.description,
      () => `<meta name="description" content="${description}">`,
    );
  }
  return html
    .replace(MARKERS.headEnd, () => `${parts.head}</head>`)
    .replace(
      MARKERS.root,
      () =>
        `<div id="root">${parts.root}</div>` +
        `<script type="application/json" id="${SERVER_STATE_ID}">${parts.state}</script>`,
    );
}
