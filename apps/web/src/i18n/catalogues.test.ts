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
import { INTERFACE_LANGUAGES, LATIN_ALLOWED } from '@nibble/core/languages';
import { describe, expect, it } from 'vitest';
import glossaryText from '../../../../docs/glossary.md?raw';
import { RULE_VALUES } from './errorText.ts';
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
    INTERFACE_LANGUAGES.flatMap((l) => NAMESPACES.map((n) => `./locales/${l}/${n}.json`)),
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
      latinWords(text).some((word) => !LATIN_ALLOWED.includes(word)),
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

/** One row of docs/glossary.md's table: the words per language, what to avoid, where used. */
interface GlossaryRow {
  english: string;
  words: Record<'ml' | 'hi', string[]>;
  avoid: string[];
  keys: string[];
}

const backticked = (cell: string): string[] =>
  [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

/** The glossary table, read from the Markdown the translators edit (docs/glossary.md). */
const GLOSSARY: GlossaryRow[] = glossaryText
  .split('\n')
  .filter(
    (line) => line.startsWith('| ') && !line.startsWith('| English') && !line.startsWith('| ---'),
  )
  .map((line) => {
    const [english = '', ml = '', hi = '', avoid = '', keys = ''] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const forms = (cell: string) =>
      cell
        .split(' / ')
        .map((form) => form.trim())
        .filter(Boolean);
    return {
      english,
      words: { ml: forms(ml), hi: forms(hi) },
      avoid: backticked(avoid),
      keys: backticked(keys),
    };
  });

const MALAYALAM = /[\u0D00-\u0D7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;

/** A Malayalam word's last chillu as the consonant it becomes before an ending (ൻ → ന). */
const CHILLU: Record<string, string> = { ൺ: 'ണ', ൻ: 'ന', ർ: 'ര', ൽ: 'ല', ൾ: 'ള', ൿ: 'ക' };

/** The stem a Malayalam word keeps when it takes an ending: ചിത്രം → ചിത്ര, ഡിസൈൻ → ഡിസൈന. */
const stem = (word: string): string =>
  word.replace(/[\u0D4D\u0D02]$/, '').replace(/[ൺൻർൽൾൿ]$/, (chillu) => CHILLU[chillu] ?? chillu);

/**
 * Does a message hold a glossary form? "…" marks where a value goes, so each piece must be
 * there, as written or (Malayalam) as the stem it keeps before an ending.
 */
const holds = (message: string, form: string): boolean =>
  form
    .split('…')
    .map((piece) => piece.trim())
    .filter(Boolean)
    .every((piece) => message.includes(piece) || message.includes(stem(piece)));

describe('the glossary (docs/glossary.md)', () => {
  it('is read as a table of terms', () => {
    expect(GLOSSARY.length).toBeGreaterThan(50);
    expect(
      GLOSSARY.filter((row) => row.words.ml.length === 0 || row.words.hi.length === 0),
    ).toEqual([]);
  });

  it('names only messages that exist', () => {
    const keys = GLOSSARY.flatMap((row) => row.keys);
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });

  describe.each(['ml', 'hi'] as const)('in %s', (language) => {
    const translated = messagesOf(language);
    const script = language === 'ml' ? MALAYALAM : DEVANAGARI;

    it('renders each term with the glossary word where the glossary says', () => {
      const drifted = GLOSSARY.flatMap((row) =>
        row.keys
          .filter(
            (key) => !row.words[language].some((form) => holds(translated.get(key) ?? '', form)),
          )
          .map(
            (key) =>
              `${row.english} → ${row.words[language].join(' / ')}; ${key}: ${translated.get(key)}`,
          ),
      );
      expect(drifted).toEqual([]);
    });

    it('uses none of the words the glossary rules out', () => {
      const avoided = GLOSSARY.flatMap((row) => row.avoid.filter((word) => script.test(word)));
      const found = [...translated].flatMap(([key, text]) =>
        avoided.filter((word) => text.includes(word)).map((word) => `${key}: “${word}” in ${text}`),
      );
      expect(found).toEqual([]);
    });
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
