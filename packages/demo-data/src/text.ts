/** Small grammar helpers for Portuguese, Spanish and English titles. */
import type { Gender } from './vocabulary/topics.ts';
import type { Lang } from './vocabulary/words.ts';

export function upperFirst(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

const POR_ARTICLES = { m: ['o', 'os'], f: ['a', 'as'] } as const;
const SPA_ARTICLES = { m: ['el', 'los'], f: ['la', 'las'] } as const;

/** Definite article: "a educação", "os direitos", "la historia", "los derechos" ('' in English). */
export function article(lang: Lang, gender: Gender, plural: boolean): string {
  if (lang === 'por') return POR_ARTICLES[gender][plural ? 1 : 0];
  if (lang === 'spa') return SPA_ARTICLES[gender][plural ? 1 : 0];
  return '';
}

const POR_CONTRACTIONS: Record<string, Record<string, string>> = {
  de: { o: 'do', a: 'da', os: 'dos', as: 'das' },
  em: { o: 'no', a: 'na', os: 'nos', as: 'nas' },
  a: { o: 'ao', a: 'à', os: 'aos', as: 'às' },
  por: { o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas' },
};

/**
 * Preposition + definite article, contracted where the language does:
 * ("de", f) → "da", ("a", f, plural) → "às"; Spanish ("de", m) → "del", ("a", f) → "a la".
 */
export function withArticle(lang: Lang, preposition: string, gender: Gender, plural: boolean): string {
  const art = article(lang, gender, plural);
  if (lang === 'por') return POR_CONTRACTIONS[preposition]?.[art] ?? `${preposition} ${art}`;
  if (lang === 'spa') {
    if (art === 'el' && preposition === 'de') return 'del';
    if (art === 'el' && preposition === 'a') return 'al';
    return `${preposition} ${art}`;
  }
  return preposition;
}

/** Adjective agreement for "masc/fem" specs: ("perdido/perdida", f) → "perdida". */
export function agree(adjective: string, gender: Gender, plural: boolean, lang: Lang): string {
  const slash = adjective.indexOf('/');
  let form = slash < 0 ? adjective : gender === 'f' ? adjective.slice(slash + 1) : adjective.slice(0, slash);
  if (plural && lang !== 'eng') {
    if (/[aeiouáéíóú]$/.test(form)) form += 's';
    else if (form.endsWith('l')) form = lang === 'por' ? `${form.slice(0, -1)}is` : `${form}es`;
    else form += 'es';
  }
  return form;
}

/** "and" in the language; Spanish "y" becomes "e" before an /i/ sound ("sociedad e identidad"). */
export function and(lang: Lang, next: string): string {
  if (lang === 'por') return 'e';
  if (lang === 'eng') return 'and';
  return /^h?i(?!e)/i.test(next) ? 'e' : 'y';
}

/** Joins a list as prose: "a, b e c" / "a, b and c". */
export function joinAnd(lang: Lang, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] as string;
  return `${items.slice(0, -1).join(', ')} ${and(lang, last)} ${last}`;
}

/** Number of nonfiling characters for 245 ind2 (an initial article and its space). */
const NONFILING_ARTICLES: Record<Lang, readonly string[]> = {
  por: ['o', 'a', 'os', 'as'],
  spa: ['el', 'la', 'los', 'las', 'lo'],
  eng: ['the', 'a', 'an'],
};

export function nonfilingCharacters(lang: Lang, title: string): number {
  const space = title.indexOf(' ');
  if (space < 0 || space > 3) return 0;
  return NONFILING_ARTICLES[lang].includes(title.slice(0, space).toLowerCase()) ? space + 1 : 0;
}
