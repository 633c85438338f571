// Every English message has a Malayalam and a Hindi translation that names the same values
// and tags, and the English validation texts are the core's rule messages word for word.
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  type ErrorTemplate,
  MESSAGES,
  type Rule,
  ruleErrorCode,
} from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { RULE_VALUES } from './apiErrors.ts';
import { NAMESPACES } from './namespaces.ts';
import { i18n } from './setup.ts';
import { ruleMessage, TRANSLATED_RULES } from './validation.ts';

type Catalogue = { [key: string]: string | Catalogue };

/** 'a.b.c' → text, for every leaf of a catalogue. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The {{values}} and <tags> a message carries, sorted. */
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)]
    .map((m) => m[1] ?? `<${m[2]}>`)
    .sort();

/**
 * Words a Malayalam or Hindi message may keep in Latin letters: the product's name, file
 * formats and units as printed on screens and keyboards (docs/glossary.md, "Tone").
 */
const LATIN_ALLOWED = new Set([
  'Nibble',
  'Studio',
  'PNG',
  'JPG',
  'JPEG',
  'SVG',
  'PDF',
  'MB',
  'Mb',
  'px',
  'URL',
]);

/** The Latin words of a message, its {{values}}, <tags> and hex colours (#b32aa9) left out. */
const latinWords = (text: string): string[] =>
  text.replace(/\{\{[^}]*\}\}|<\/?\w+\s*\/?>|#[0-9a-fA-F]{3,8}\b/g, ' ').match(/[A-Za-z]{2,}/g) ??
  [];

const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

/** Every message of a language, 'namespace:a.b.c' → text. */
function messagesOf(language: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const namespace of NAMESPACES) {
    const catalogue = files[`./locales/${language}/${namespace}.json`];
    if (!catalogue) throw new Error(`locales/${language}/${namespace}.json is missing`);
    for (const [key, text] of flatten(catalogue)) out.set(`${namespace}:${key}`, text);
  }
  return out;
}

const english = messagesOf('en');

it('every catalogue file belongs to a namespace', () => {
  const known = new Set(
    ['en', 'ml', 'hi'].flatMap((l) => NAMESPACES.map((n) => `./locales/${l}/${n}.json`)),
  );
  expect(Object.keys(files).filter((file) => !known.has(file))).toEqual([]);
});

describe.each(['ml', 'hi'] as const)('the %s catalogue', (language) => {
  const translated = messagesOf(language);

  it('translates every English message', () => {
    const missing = [...english.keys()].filter((key) => !translated.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it('has no message English lacks', () => {
    expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('leaves no English in: Latin letters only for names, file formats and units', () => {
    const english = [...translated].filter(([, text]) =>
      latinWords(text).some((word) => !LATIN_ALLOWED.has(word)),
    );
    expect(english.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('keeps the values and tags of each English message', () => {
    const differing = [...english].filter(
      ([key, text]) =>
        translated.has(key) &&
        placeholders(text).join() !== placeholders(translated.get(key) ?? '').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

describe('the English validation messages', () => {
  it('are the core rules word for word, values filled in', () => {
    const t = i18n.getFixedT('en');
    for (const rule of TRANSLATED_RULES) {
      expect(
        ruleMessage(rule, (key, values) => t(key, values ?? {})),
        rule,
      ).toBe(MESSAGES[rule]);
    }
  });

  it('cover every rule a sign-in, account or organisation form shows', () => {
    const rules = Object.keys(MESSAGES).filter(
      (rule) => !/^(image|illustration|title|channel|text|document|preview)/.test(rule),
    );
    expect(rules.filter((rule) => !(TRANSLATED_RULES as string[]).includes(rule))).toEqual([]);
  });
});

describe('the API error messages (errors namespace)', () => {
  const errors = files['./locales/en/errors.json']?.codes as Catalogue;
  const english = flatten(errors);
  const translatedRules = new Set(TRANSLATED_RULES.map(ruleErrorCode));

  it('have a message for every code the server answers', () => {
    const missing = ERROR_CODES.filter(
      (code) => !translatedRules.has(code) && !english.has(code) && !english.has(`${code}_other`),
    );
    expect(missing).toEqual([]);
  });

  it('hold nothing but codes', () => {
    const codes = new Set(ERROR_CODES);
    const stray = [...english.keys()].filter((key) => !codes.has(key.replace(/_(one|other)$/, '')));
    expect(stray).toEqual([]);
  });

  it('are the server’s English sentences word for word', () => {
    for (const [code, template] of Object.entries(ERROR_MESSAGES) as [string, ErrorTemplate][]) {
      if (typeof template === 'string') expect(english.get(code), code).toBe(template);
      else {
        expect(english.get(`${code}_one`), code).toBe(template.one);
        expect(english.get(`${code}_other`), code).toBe(template.other);
      }
    }
    const t = i18n.getFixedT('en', 'errors');
    for (const rule of Object.keys(MESSAGES) as Rule[]) {
      const code = ruleErrorCode(rule);
      if (english.has(code)) {
        expect(t(`codes.${code}`, RULE_VALUES[code] ?? {}), code).toBe(MESSAGES[rule]);
      }
    }
  });
});
