import { describe, expect, it } from 'vitest';
import { namesType } from './preview-webp.ts';

describe('namesType', () => {
  it('finds a type a browser names, with or without a quality', () => {
    expect(namesType('image/avif,image/webp,*/*;q=0.8', 'image/webp')).toBe(true);
    expect(namesType('image/png, IMAGE/WEBP ; q=0.5', 'image/webp')).toBe(true);
  });

  it('does not take a wildcard, a refusal or nothing for it', () => {
    expect(namesType('*/*', 'image/webp')).toBe(false);
    expect(namesType('image/*', 'image/webp')).toBe(false);
    expect(namesType('image/webp;q=0', 'image/webp')).toBe(false);
    expect(namesType('image/webp;q=0.0, image/png', 'image/webp')).toBe(false);
    expect(namesType(undefined, 'image/webp')).toBe(false);
    expect(namesType('', 'image/webp')).toBe(false);
  });
});
