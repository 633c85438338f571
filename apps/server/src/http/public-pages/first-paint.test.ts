import { AFTER_PAINT_ID } from '@nibble/core/public-pages';
import { describe, expect, it } from 'vitest';
import {
  afterPaintPreloads,
  firstPaintTemplate,
  type ReadAsset,
  stylesheetTag,
} from './first-paint.ts';

// The head Vite writes for public-page.html.
const BUILT = [
  '<script type="module" crossorigin src="/assets/public-page-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/preload-helper-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/styles-1.css">',
].join('\n');

const assets: Record<string, string> = {
  'assets/styles-1.css': '.a{color:red}',
  'assets/hostile-1.css': '.a{content:"</style><script>alert(1)</script>"}',
};
const read: ReadAsset = (file) => assets[file];

describe('firstPaintTemplate', () => {
  it('writes the stylesheets into the page and keeps a disabled link for the loader', () => {
    const html = firstPaintTemplate(BUILT, read);
    expect(html).toContain(
      '<style data-href="/assets/styles-1.css">.a{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/styles-1.css" disabled>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin/);
  });

  it('fetches the entry and its own preloads at low priority', () => {
    const html = firstPaintTemplate(BUILT, read);
    expect(html).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/public-page-1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/preload-helper-1.js">',
    );
  });

  it('leaves a stylesheet it cannot read, or that could close its element, as a link', () => {
    expect(stylesheetTag('assets/missing-1.css', read)).toBe(
      '<link rel="stylesheet" href="/assets/missing-1.css">',
    );
    expect(stylesheetTag('assets/hostile-1.css', read)).toBe(
      '<link rel="stylesheet" href="/assets/hostile-1.css">',
    );
  });
});

describe('afterPaintPreloads', () => {
  it('lists the chunks inside an inert template', () => {
    expect(afterPaintPreloads(['assets/hydrate-1.js', 'assets/framework-1.js'])).toBe(
      `<template id="${AFTER_PAINT_ID}">` +
        '<link rel="modulepreload" crossorigin href="/assets/hydrate-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">' +
        '</template>',
    );
  });

  it('adds nothing when there is nothing to load', () => {
    expect(afterPaintPreloads([])).toBe('');
  });
});
