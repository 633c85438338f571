import { describe, expect, it } from 'vitest';
import { detectScripts, hasIndic, SUBSETS, subsetHas, subsetsFor } from './scripts.ts';

describe('detectScripts', () => {
  it('finds Malayalam, with digits and signs as Latin', () => {
    expect([...detectScripts('ഓണം ഓഫർ 50% കിഴിവ്')].sort()).toEqual(['latin', 'malayalam']);
  });

  it('finds Devanagari and the rupee sign', () => {
    expect([...detectScripts('दिवाली धमाका ऑफर ₹499')].sort()).toEqual([
      'devanagari',
      'latin',
      'latin-ext',
    ]);
  });

  it('leaves joiners to their neighbours', () => {
    expect([...detectScripts('ന്‍')]).toEqual(['malayalam']);
  });

  it('says when a text needs an Indic face', () => {
    expect(hasIndic('Onam offer')).toBe(false);
    expect(hasIndic('Onam ഓണം')).toBe(true);
    expect(hasIndic('धमाका')).toBe(true);
  });
});

describe('subsetsFor', () => {
  it('picks only latin for English', () => {
    expect(subsetsFor('Onam offer 50%')).toEqual(['latin']);
  });

  it('picks the malayalam subset and latin for the spaces and digits', () => {
    expect(subsetsFor('ഓണം ഓഫർ 50% കിഴിവ്')).toEqual(['latin', 'malayalam']);
  });

  it('names every subset that may hold ₹, so a face loads the one it ships', () => {
    expect(subsetsFor('₹')).toEqual(['latin-ext', 'malayalam', 'devanagari']);
    expect(subsetsFor('दिवाली ₹499')).toEqual(['latin', 'latin-ext', 'malayalam', 'devanagari']);
  });
});

describe('subsetsFor', () => {
  it('answers printable ASCII with latin alone, the one subset holding each of its characters', () => {
    for (let code = 0x20; code <= 0x7e; code++)
      expect(SUBSETS.filter((subset) => subsetHas(subset, code))).toEqual(['latin']);
    expect(subsetsFor('Item 123 ~ 50% off!')).toEqual(['latin']);
    expect(subsetsFor('')).toEqual([]);
    expect(subsetsFor('Offer ₹499')).toEqual(['latin', 'latin-ext', 'malayalam', 'devanagari']);
  });
});
