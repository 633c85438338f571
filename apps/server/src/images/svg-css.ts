// CSS inside an uploaded SVG (<style> elements, style attributes, and presentation attributes
// such as fill="url(…)") can make whoever opens the file fetch another site: url(), @import,
// image-set(). Only references inside the document and embedded raster data may stay.
// Rather than parse CSS, anything this cannot read plainly (escapes, which can spell
// "url" without the letters) is dropped whole: a drawing loses a style, never a secret.

/** Same-document references and embedded raster pictures, as in links. */
const SAFE_TARGET = /^(#|data:image\/(png|jpeg|gif|webp);)/i;

const URL_CALL = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
/** Constructs that fetch without url(): strings in image-set(), src(), @import "…". */
const FETCHING = /image-set|\bsrc\s*\(|@import/i;

/** The CSS text with every external reference removed ('' when it cannot be read plainly). */
export function withoutExternalReferences(css: string): string {
  if (css.includes('\\')) return '';
  const text = css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(URL_CALL, (call, _quote: string, target: string) =>
      SAFE_TARGET.test(target.trim()) ? call : 'none',
    );
  // Whatever url( is left did not match the plain shape above (odd quoting, no closing
  // bracket), so it cannot be checked.
  const leftover = [...text.matchAll(/url\(/gi)].length;
  const checked = [...text.matchAll(URL_CALL)].length;
  if (leftover !== checked || FETCHING.test(text)) return '';
  return text;
}

/** Whether an attribute value may carry a reference worth cleaning. */
export const mayReference = (value: string): boolean => /url|image-set|src|@import|\\/i.test(value);
