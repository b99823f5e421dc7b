import { ERROR_CODES, SUPPORTED_LANGUAGES, WORK_TYPES } from '@estante/contracts';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n.ts';

// Every translation file, keyed "<language>/<namespace>".
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
const REFERENCE = 'pt';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function translations(language: string, namespace: string): Record<string, unknown> {
  const file = files[`./${language}/${namespace}.json`];
  if (!file) throw new Error(`missing file ${language}/${namespace}.json`);
  return file;
}

/** Dotted key → text, for every leaf. */
function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [child, text] of flatten(value as Record<string, unknown>, path)) entries.set(child, text);
    } else {
      entries.set(path, String(value));
    }
  }
  return entries;
}

/** Keys with plural forms reduced to their base, since languages have different plural categories. */
function baseKeys(entries: Map<string, string>): string[] {
  return [...new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1]!).sort();
}

describe('locales', () => {
  it('has a file for every language and namespace, and no others', () => {
    const expected = SUPPORTED_LANGUAGES.flatMap((language) => NAMESPACES.map((ns) => `./${language}/${ns}.json`));
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  for (const language of SUPPORTED_LANGUAGES.filter((tag) => tag !== REFERENCE)) {
    for (const namespace of NAMESPACES) {
      it(`${language}/${namespace} has exactly the keys of ${REFERENCE}`, () => {
        const reference = baseKeys(flatten(translations(REFERENCE, namespace)));
        const translated = baseKeys(flatten(translations(language, namespace)));
        expect({ missing: reference.filter((key) => !translated.includes(key)) }).toEqual({ missing: [] });
        expect({ extra: translated.filter((key) => !reference.includes(key)) }).toEqual({ extra: [] });
      });

      it(`${language}/${namespace} uses the same {{variables}} as ${REFERENCE}`, () => {
        const reference = flatten(translations(REFERENCE, namespace));
        const translated = flatten(translations(language, namespace));
        for (const [key, text] of translated) {
          const base = key.replace(PLURAL_SUFFIX, '');
          const referenceText = reference.get(key) ?? reference.get(`${base}_other`) ?? reference.get(base) ?? '';
          expect({ key, variables: variables(text) }).toEqual({ key, variables: variables(referenceText) });
        }
      });
    }
  }

  for (const language of SUPPORTED_LANGUAGES) {
    it(`${language} has every plural form the language needs, and no empty text`, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const namespace of NAMESPACES) {
        const entries = flatten(translations(language, namespace));
        for (const [key, text] of entries) expect({ key, text: text.trim() }).not.toEqual({ key, text: '' });
        const plurals = new Set([...entries.keys()].filter((key) => PLURAL_SUFFIX.test(key)));
        for (const base of new Set([...plurals].map((key) => key.replace(PLURAL_SUFFIX, '')))) {
          const forms = [...plurals]
            .filter((key) => key.replace(PLURAL_SUFFIX, '') === base)
            .map((key) => key.slice(base.length + 1));
          expect({ key: `${namespace}:${base}`, forms: forms.sort() }).toEqual({
            key: `${namespace}:${base}`,
            forms: [...categories].sort(),
          });
        }
      }
    });
  }

  it('names every work type (common:workType.<code>)', () => {
    const workTypes = translations(REFERENCE, 'common').workType as Record<string, string>;
    for (const { code } of WORK_TYPES) expect(workTypes).toHaveProperty(String(code));
  });

  it('translates every error code the server may send (errors:<code>)', () => {
    const errors = translations(REFERENCE, 'errors');
    for (const code of Object.values(ERROR_CODES)) expect(errors).toHaveProperty(code);
  });
});
