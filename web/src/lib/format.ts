import type { LanguageTag } from '@estante/contracts';
import { currentLanguage } from './i18n.ts';

/**
 * Numbers, money and dates in the interface language (spec 000 §9, 001 §9): currency symbol R$ in Portuguese,
 * $ in English, COP$ in Spanish; two decimals with a comma separator by default. French and Italian use the
 * euro symbol of their locales with the comma (docs/web.md). Every screen formats through these helpers.
 */

/** BCP 47 locale used for formatting each interface language. */
export const FORMAT_LOCALES: Record<LanguageTag, string> = {
  pt: 'pt-BR',
  en: 'en-US',
  es: 'es-CO',
  fr: 'fr-FR',
  it: 'it-IT',
};

/** Currency symbol shown before the amount, per language. */
export const CURRENCY_SYMBOLS: Record<LanguageTag, string> = {
  pt: 'R$',
  en: '$',
  es: 'COP$',
  fr: '€',
  it: '€',
};

/** A number with a fixed count of decimals (default 2), grouped and separated as the language writes it. */
export function formatNumber(value: number, options: { decimals?: number; language?: LanguageTag } = {}): string {
  const decimals = options.decimals ?? 2;
  return new Intl.NumberFormat(FORMAT_LOCALES[options.language ?? currentLanguage()], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A whole number (counts of titles, copies): 1.234 in Portuguese, 1,234 in English. */
export function formatInteger(value: number, language: LanguageTag = currentLanguage()): string {
  return new Intl.NumberFormat(FORMAT_LOCALES[language], { maximumFractionDigits: 0 }).format(value);
}

/**
 * Money held as integer cents (docs/decisions.md) → "R$ 12,50". The spec's default is two decimals with a comma;
 * English writes "$ 12.50", as an English reader expects.
 */
export function formatMoney(cents: number, language: LanguageTag = currentLanguage()): string {
  const amount = formatNumber(Math.abs(cents) / 100, { decimals: 2, language });
  return `${cents < 0 ? '−' : ''}${CURRENCY_SYMBOLS[language]} ${amount}`;
}

/** Turns "YYYY-MM-DD" into a local date (not UTC midnight, which would show the day before in Brazil). */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** A date: 23/11/2026 in Portuguese, 11/23/2026 in English. */
export function formatDate(value: string | Date, language: LanguageTag = currentLanguage()): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(toDate(value));
}

/** A date and time to the minute, in the visitor's time zone. */
export function formatDateTime(value: string | Date, language: LanguageTag = currentLanguage()): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(toDate(value));
}
