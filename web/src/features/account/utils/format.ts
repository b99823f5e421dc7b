import type { LanguageTag } from '@estante/contracts';

/**
 * Currency symbol by language (spec 000 §9: R$ Portuguese, $ English, COP$ Spanish); French and Italian show
 * the institution's own currency, R$. Two decimals with a comma by default (spec 001 §9); English uses a point.
 */
const SYMBOLS: Record<LanguageTag, string> = { pt: 'R$', en: '$', es: 'COP$', fr: 'R$', it: 'R$' };

export function formatMoney(value: number, language: string): string {
  const tag = (language.slice(0, 2) in SYMBOLS ? language.slice(0, 2) : 'pt') as LanguageTag;
  const [whole, cents] = Math.abs(value).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, tag === 'en' ? ',' : '.');
  const amount = tag === 'en' ? `${grouped}.${cents}` : `${grouped},${cents}`;
  return `${value < 0 ? '-' : ''}${SYMBOLS[tag]} ${amount}`;
}

/** A YYYY-MM-DD date or an ISO instant as the visitor's language writes dates. */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = value.length === 10 ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeZone: value.length === 10 ? 'UTC' : undefined,
  }).format(date);
}
