import { i18n } from './i18n.ts';

/** One formatter per interface language: building one loads locale data, which a list of facets paid per value. */
const displayNames = new Map<string, Intl.DisplayNames>();

function languageNames(interfaceLanguage: string): Intl.DisplayNames {
  let names = displayNames.get(interfaceLanguage);
  if (!names) {
    names = new Intl.DisplayNames([interfaceLanguage], { type: 'language', fallback: 'code' });
    displayNames.set(interfaceLanguage, names);
  }
  return names;
}

/**
 * Name of a language code of the record (MARC 21 008/35-37 and 041 use ISO 639-2/B, e.g. `por`, `fre`)
 * in the interface language. Unknown codes are shown as they are.
 */
export function languageName(code: string, interfaceLanguage: string): string | undefined {
  const normalised = code.trim().toLowerCase();
  // MARC: und = undetermined, zxx = no linguistic content; nothing useful to show.
  if (!normalised || normalised === 'und' || normalised === 'zxx') return undefined;
  // The common ones are translations (scripts/generate-language-names.ts): the browser's first Intl.DisplayNames
  // loads its locale data, tens of milliseconds on a phone, which the first render of a title page paid.
  const known = i18n.getResource(interfaceLanguage, 'common', `languageNames.${normalised}`) as unknown;
  if (typeof known === 'string') return known;
  try {
    const name = languageNames(interfaceLanguage).of(normalised);
    if (!name || name.toLowerCase() === normalised) return code;
    return name.charAt(0).toLocaleUpperCase(interfaceLanguage) + name.slice(1);
  } catch {
    return code;
  }
}
