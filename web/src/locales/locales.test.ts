import { ERROR_CODES, FACETS, SUPPORTED_LANGUAGES, WORK_TYPES } from '@estante/contracts';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n.ts';

// Every translation file, keyed "<language>/<namespace>".
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
// The web app's code, where keys are used (tests excluded: a key used only by a test is unused).
const webSources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts', '!../**/*.d.ts'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
).map(([, text]) => text);
// Server and shared code, where the error codes the web translates (errors:<code>) are thrown.
const codeSources = Object.values(
  import.meta.glob<string>(['../../../server/src/**/*.ts', '../../../packages/*/src/**/*.ts', '!**/*.test.ts'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
);
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

  it('uses every key somewhere in the code, in every namespace', () => {
    const web = webSources.join('\n');
    const everywhere = `${web}\n${codeSources.join('\n')}`;
    const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A key is used when its full dotted name appears as a whole token (t('a.b'), 'ns:a.b', a table of keys),
    // or when one of its parents is completed at run time (t(`workType.${code}`), `errors:campo.${field}`).
    const literal = (text: string, key: string) => new RegExp(`(?<![\\w.])${escapeRegExp(key)}(?![\\w])`).test(text);
    const dynamicParent = (text: string, key: string) => {
      const parts = key.split('.');
      for (let length = parts.length - 1; length >= 1; length--) {
        const parent = escapeRegExp(parts.slice(0, length).join('.'));
        if (new RegExp(`(?<![\\w.])${parent}\\.(\\$\\{|['"\`]\\s*\\+)`).test(text)) return true;
      }
      return false;
    };
    const errorCodes = new Set<string>(Object.values(ERROR_CODES));
    // The facet registry in contracts names each group's label key; the web reads it from there.
    const facetLabelKeys = new Set<string>(FACETS.map((facet) => `search:${facet.labelKey}`));
    const unused: string[] = [];
    for (const namespace of NAMESPACES) {
      for (const key of baseKeys(flatten(translations(REFERENCE, namespace)))) {
        // Server error codes reach the web in answers: they are used where the server or contracts name them.
        const isErrorCode = namespace === 'errors' && !key.includes('.');
        const used =
          facetLabelKeys.has(`${namespace}:${key}`) ||
          literal(web, key) ||
          dynamicParent(web, key) ||
          (isErrorCode && (errorCodes.has(key) || literal(everywhere, key)));
        if (!used) unused.push(`${namespace}:${key}`);
      }
    }
    expect({ unused }).toEqual({ unused: [] });
  });

  it('names every work type (common:workType.<code>)', () => {
    const workTypes = translations(REFERENCE, 'common').workType as Record<string, string>;
    for (const { code } of WORK_TYPES) expect(workTypes).toHaveProperty(String(code));
  });

  it('translates every error code the server may send (errors:<code>)', () => {
    const errors = translations(REFERENCE, 'errors');
    for (const code of Object.values(ERROR_CODES)) expect(errors).toHaveProperty(code);
  });
});
