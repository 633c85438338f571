// What a server-drawn page needs before its first paint, and what waits until after it (issue
// 16: largest contentful paint ≤ 1.5 s on a cheap phone over slow 4G). The page is readable
// from its HTML alone, so:
// - its stylesheets (a few KB) come inside the HTML: no round trip before the first paint;
// - its script is fetched at low priority: pictures and faces go first on a thin link;
// - the chunks that hydrate it are listed in an inert <template> that the entry
//   (apps/web/src/public/main.tsx) turns into module preloads once the page has painted, so
//   none of the ~90 KB of React and Mantine competes with the HTML and pictures before then.
import { AFTER_PAINT_ID } from '@nibble/core/public-pages';
import escapeHtml from 'escape-html';

/** Reads a built asset (`assets/x.css`) as text; undefined when it is not there. */
export type ReadAsset = (file: string) => string | undefined;

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src=/g;
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href=/g;

/**
 * A stylesheet written into the page, followed by a disabled link to the same file: a disabled
 * stylesheet is never fetched, and Vite's loader, which adds a chunk's stylesheet unless a
 * link to it is already there, then does not fetch it again when the page hydrates.
 */
export function inlineStylesheet(file: string, css: string): string {
  const href = escapeHtml(`/${file}`);
  return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
}

/** CSS that could close its <style> element stays a link (never the case for the build's). */
const inlinable = (css: string) => !/<\/style/i.test(css);

export function stylesheetTag(file: string, read: ReadAsset): string {
  const css = read(file);
  if (css === undefined || !inlinable(css)) {
    return `<link rel="stylesheet" href="${escapeHtml(`/${file}`)}">`;
  }
  return inlineStylesheet(file, css);
}

/**
 * The public entry's page as the server sends it: its stylesheets inlined, its entry script and
 * the entry's own preloads at low priority.
 */
export function firstPaintTemplate(template: string, read: ReadAsset): string {
  return template
    .replace(STYLESHEET, (_link, file: string) => stylesheetTag(file, read))
    .replace(ENTRY_SCRIPT, '<script type="module" crossorigin fetchpriority="low" src=')
    .replace(ENTRY_PRELOAD, '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
}

/** Module preloads the entry adds once the page has painted. */
export function afterPaintPreloads(files: readonly string[]): string {
  if (files.length === 0) return '';
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
    .join('');
  return `<template id="${AFTER_PAINT_ID}">${links}</template>`;
}
