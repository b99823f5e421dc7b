import type { LanguageTag } from '@estante/contracts';
import { CURRENCY_SYMBOL, DEFAULT_LANGUAGE } from '@estante/contracts';
import { currentLanguage, isLanguageTag } from './i18n.ts';

/**
 * Numbers, money and dates in the interface language (spec 000 §9, 001 §9). Every screen formats through these
 * helpers, so one amount or one date reads the same on every screen.
 */

/** BCP 47 locale used for formatting each interface language. */
export const FORMAT_LOCALES: Record<LanguageTag, string> = {
  pt: 'pt-BR',
  en: 'en-US',
  es: 'es-CO',
  fr: 'fr-FR',
  it: 'it-IT',
};

/** Our language of a tag as i18next or a caller writes it ("pt", "pt-BR", "en-US"); Portuguese when unknown. */
function languageOf(language: string): LanguageTag {
  const primary = language.slice(0, 2).toLowerCase();
  return isLanguageTag(primary) ? primary : DEFAULT_LANGUAGE;
}

/** A number with a fixed count of decimals (default 2), grouped and separated as the language writes it. */
export function formatNumber(value: number, options: { decimals?: number; language?: string } = {}): string {
  const decimals = options.decimals ?? 2;
  return new Intl.NumberFormat(FORMAT_LOCALES[languageOf(options.language ?? currentLanguage())], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A whole number (counts of titles, copies): 1.234 in Portuguese, 1,234 in English. */
export function formatInteger(value: number, language: string = currentLanguage()): string {
  return new Intl.NumberFormat(FORMAT_LOCALES[languageOf(language)], { maximumFractionDigits: 0 }).format(value);
}

/**
 * Money held as integer cents (docs/decisions.md), in the institution's currency (BRL): "R$ 1.234,56". The symbol
 * is the language's (spec 000 §9: R$ Portuguese, $ English, COP$ Spanish; French and Italian R$, contracts
 * CURRENCY_SYMBOL), before the amount and a space; two decimals, grouped and separated as the language writes
 * numbers (a comma by default, spec 001 §9; a point in English).
 */
export function formatMoney(cents: number, language: string = currentLanguage()): string {
  const tag = languageOf(language);
  const amount = formatNumber(Math.abs(cents) / 100, { decimals: 2, language: tag });
  return `${cents < 0 ? '−' : ''}${CURRENCY_SYMBOL[tag]} ${amount}`;
}

/** The API writes money as an amount with two decimals (contracts `Money`); the formatter takes integer cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Turns "YYYY-MM-DD" into a local date (not UTC midnight, which would show the day before in Brazil). */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** A date: 23/11/2026 in Portuguese, 11/23/2026 in English; nothing for a missing date. */
export function formatDate(value: string | Date | null | undefined, language: string = currentLanguage()): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(FORMAT_LOCALES[languageOf(language)], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(toDate(value));
}

/** A date and time to the minute, in the visitor's time zone. */
export function formatDateTime(value: string | Date, language: string = currentLanguage()): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALES[languageOf(language)], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(toDate(value));
}
