// For the translation tests: the English words a rendered screen still shows or announces.
// Reads the text, accessible names, placeholders and titles, so an untranslated aria-label
// counts as much as a visible label.

const READ_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

/** Latin-letter words of `root` (text and read attributes), except the data's own words. */
export function englishLeft(root: HTMLElement, dataWords: readonly string[] = []): string[] {
  const allowed = new Set(dataWords.flatMap((text) => text.toLowerCase().match(/[a-z]+/g) ?? []));
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Mantine's CSS variables and the like are no text anybody reads.
    if (!node.parentElement?.closest('style, script')) texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of READ_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value) texts.push(value);
    }
    // What a field shows; hidden inputs hold stored values (kerala) and a checkbox's value
    // ('on') is what it sends, neither of which anybody reads.
    const shown =
      element instanceof HTMLTextAreaElement ||
      (element instanceof HTMLInputElement &&
        !['hidden', 'checkbox', 'radio'].includes(element.type));
    if (shown) texts.push(element.value);
  }
  const words = texts.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []);
  return [...new Set(words.filter((word) => !allowed.has(word.toLowerCase())))];
}
