// Issue 30: a screen in Malayalam or Hindi reads in that language and fits. On the screen as it
// stands, no visible text and no aria-label, placeholder, title or alt holds a Latin-script word
// unless it is user data (what the server sent: names, titles, addresses — every string of the
// page's API answers and of the server-drawn page's state) or on core's allowed list (LATIN_ALLOWED: the
// product's name, formats, the language switch's "English"); no text is clipped (hidden
// overflow with scrollWidth > clientWidth, user data cut with "…" excepted); and no Malayalam
// or Hindi text may be broken inside a word (overflow-wrap: anywhere, word-break: break-all).
// Text marked translate="no" is data that stays as written (a coupon's code).
import { LATIN_ALLOWED } from '@nibble/core/languages';
import { expect, type Page } from '@playwright/test';

/** Collects every string of the page's JSON API answers: the user data a screen may show. */
export function watchUserData(page: Page): { strings: Set<string>; settled: () => Promise<void> } {
  const strings = new Set<string>();
  const pending: Promise<void>[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value);
    else if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object')
      for (const item of Object.values(value)) walk(item);
  };
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    pending.push(response.json().then(walk, () => undefined));
  });
  return { strings, settled: async () => void (await Promise.allSettled(pending)) };
}

interface Findings {
  latin: string[];
  clipped: string[];
  broken: string[];
}

/** Fails with what is left in English, clipped or broken on the screen as it stands. */
export async function expectReadsIn(
  page: Page,
  where: string,
  data: { strings: Set<string>; settled: () => Promise<void> },
  extra: readonly string[] = [],
) {
  await data.settled();
  const findings = await page.evaluate(
    ({ allowed, strings }): Findings => {
      // The server-drawn pages carry their data in a JSON script: user data too.
      for (const script of Array.from(
        document.querySelectorAll('script[type="application/json"]'),
      )) {
        try {
          const walk = (value: unknown): void => {
            if (typeof value === 'string') strings.push(value);
            else if (value && typeof value === 'object')
              for (const v of Object.values(value)) walk(v);
          };
          walk(JSON.parse(script.textContent ?? 'null'));
        } catch {
          // not JSON: nothing to add
        }
      }
      // A name's words, and its initials as an avatar shows them (Anil Kumar → AK).
      const dataWords = new Set(
        strings.flatMap((s) => {
          const words = s.match(/[A-Za-z]+/g) ?? [];
          return [
            ...words,
            words
              .map((w) => w.charAt(0).toUpperCase())
              .join('')
              .slice(0, 2),
          ];
        }),
      );
      const ok = new Set(allowed);
      // File names and paths (/demo/admin/index.html, drawing.png) are names, not words.
      const latinIn = (text: string) =>
        (text.replace(/\S*\/\S*|\S+\.[a-z]{2,4}\b/g, ' ').match(/[A-Za-z]{2,}/g) ?? []).filter(
          (w) => !ok.has(w) && !dataWords.has(w),
        );
      const visible = (el: Element) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const latin: string[] = [];
      const clipped: string[] = [];
      const broken: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const seen = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        const text = node.textContent ?? '';
        // translate="no" marks what is data and stays as written (a coupon's code).
        if (
          !el ||
          !text.trim() ||
          el.closest('script, style, noscript, [aria-hidden="true"], [translate="no"]')
        ) {
          continue;
        }
        if (!visible(el)) continue;
        for (const word of latinIn(text)) latin.push(`${word} in “${text.trim().slice(0, 60)}”`);
        // A Malayalam or Hindi word drawn on two lines is broken inside, whatever let it
        // (overflow-wrap: break-word breaks a word too long for its line as well).
        for (const match of text.matchAll(/\S+/g)) {
          if (!/[\u0900-\u097F\u0D00-\u0D7F]/.test(match[0])) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const boxes = Array.from(range.getClientRects()).filter((box) => box.width > 0);
          const first = boxes[0];
          if (first && boxes.some((box) => box.top > first.top + first.height * 0.6)) {
            broken.push(`“${match[0]}” drawn on two lines in “${text.trim().slice(0, 60)}”`);
          }
        }
        if (seen.has(el)) continue;
        seen.add(el);
        const style = getComputedStyle(el);
        const own = el.textContent?.trim() ?? '';
        if (
          (style.overflowX === 'hidden' || style.overflowX === 'clip') &&
          el.scrollWidth > el.clientWidth + 1 &&
          // a visually hidden text for screen readers (1 px, clipped) is not on screen
          el.clientWidth > 1 &&
          !strings.includes(own)
        ) {
          clipped.push(`“${own.slice(0, 60)}” (${el.clientWidth}px of ${el.scrollWidth}px)`);
        }
        if (
          /[\u0900-\u097F\u0D00-\u0D7F]/.test(own) &&
          (style.overflowWrap === 'anywhere' ||
            style.wordBreak === 'break-all' ||
            style.wordBreak === 'break-word')
        ) {
          broken.push(`“${own.slice(0, 60)}” (${style.overflowWrap}, ${style.wordBreak})`);
        }
      }
      for (const el of Array.from(
        document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'),
      )) {
        if (!visible(el) || el.closest('[aria-hidden="true"]')) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = el.getAttribute(name);
          if (!value) continue;
          for (const word of latinIn(value))
            latin.push(`${word} in ${name} “${value.slice(0, 60)}”`);
        }
      }
      return { latin: [...new Set(latin)], clipped: [...new Set(clipped)], broken };
    },
    { allowed: [...LATIN_ALLOWED, ...extra], strings: [...data.strings] },
  );
  expect(findings.latin, `Latin words on ${where}`).toEqual([]);
  expect(findings.clipped, `clipped text on ${where}`).toEqual([]);
  expect(findings.broken, `words broken inside on ${where}`).toEqual([]);
}
