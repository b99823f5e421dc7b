import snowball from 'snowball-stemmers';

/** Languages with a stemmer, by MARC language code (008/35-37, ISO 639-2/B). */
const STEMMER_BY_LANGUAGE = {
  por: snowball.newStemmer('portuguese'),
  spa: snowball.newStemmer('spanish'),
  eng: snowball.newStemmer('english'),
} as const;
export type StemLanguage = keyof typeof STEMMER_BY_LANGUAGE;
export const STEM_LANGUAGES = Object.keys(STEMMER_BY_LANGUAGE) as StemLanguage[];

/**
 * Plurals whose accent was folded away before stemming (`informacoes`, `paes`): the Snowball stemmers
 * expect `ções`, so the folded form is first brought back to the singular the stemmer can read.
 */
const FOLDED_PLURALS: [RegExp, string][] = [
  [/coes$/, 'cao'],
  [/oes$/, 'ao'],
  [/aes$/, 'ao'],
];

/**
 * Stems already computed, per language. A catalogue's vocabulary repeats heavily, and Snowball is the
 * largest cost of indexing a record, so the import keeps them. Bounded: cleared when it grows too large.
 * Module-level on purpose: a pure memo (a word's stem never changes), shared safely by every catalogue in the process.
 */
const STEM_CACHE_LIMIT = 200_000;
const stemCache = new Map<string, Map<string, string>>(STEM_LANGUAGES.map((language) => [language, new Map()]));

/** Stem of a folded word in a language; words of other languages (and numbers) are left as they are. */
export function stemWord(word: string, language: string | undefined): string {
  const cache = stemCache.get(language as StemLanguage);
  if (!cache) return word;
  // Not stemmed (computeStem): answered without a look-up in the large cache, for the many "de", "a", "of".
  if (word.length < 3) return word;
  const known = cache.get(word);
  if (known !== undefined) return known;
  const stem = computeStem(word, language as StemLanguage);
  if (cache.size >= STEM_CACHE_LIMIT) cache.clear();
  cache.set(word, stem);
  return stem;
}

function computeStem(word: string, language: StemLanguage): string {
  const stemmer = STEMMER_BY_LANGUAGE[language];
  if (word.length < 3 || /^\d+$/.test(word)) return word;
  let singular = word;
  if (language === 'por')
    for (const [pattern, replacement] of FOLDED_PLURALS) singular = singular.replace(pattern, replacement);
  // Stemmers may return accented or empty stems; keep the folded alphabet of the index.
  return stemmer.stem(singular) || word;
}

/** The forms a query word may take in a stemmed field: itself and its stem in each stemmer language. */
export function stemAlternatives(word: string): string[] {
  return [...new Set([word, ...STEM_LANGUAGES.map((language) => stemWord(word, language))])];
}
