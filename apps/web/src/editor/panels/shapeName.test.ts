import type { Shape } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { shapeName } from './LayersPanel.tsx';

const text = (value: string): Shape => ({
  id: 't',
  type: 'text',
  attrs: { x: 0, y: 0, text: value },
});

describe('shapeName', () => {
  it('shortens a long text by clusters, never inside a conjunct', () => {
    // 23 clusters of "ക" then "ക്ഷ": cutting at 24 code units would leave a bare virama.
    const name = shapeName(text(`${'ക'.repeat(23)}ക്ഷത്രിയ`));
    expect(name).toBe(`Text: ${'ക'.repeat(23)}ക്ഷ`);
  });

  it('keeps a short text whole', () => {
    expect(shapeName(text('ഓണം ഓഫർ'))).toBe('Text: ഓണം ഓഫർ');
  });
});
