import type { KardexIssue } from '@estante/contracts';
import type { TFunction } from 'i18next';
import { FORMAT_LOCALES } from '../../../lib/format.ts';

const SEASONS = new Set(['21', '22', '23', '24']);
const FREQUENCIES = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'm', 'q', 's', 't', 'w', 'x']);

function localeOf(language: string): string {
  return FORMAT_LOCALES[language.slice(0, 2) as keyof typeof FORMAT_LOCALES] ?? 'pt-BR';
}

/** The 853 $w code in the interface language ("t" → "Three times a year"), or "N issues a year". */
export function frequencyLabel(t: TFunction<'kardex'>, code: string): string {
  if (FREQUENCIES.has(code)) return t(`frequency.${code}` as 'frequency.a');
  const count = Number(code);
  return Number.isFinite(count) ? t('perYear', { count }) : code;
}

function monthName(month: string, language: string): string {
  const number = Number(month);
  if (!Number.isInteger(number) || number < 1 || number > 12) return month;
  return new Intl.DateTimeFormat(localeOf(language), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, number - 1, 1)),
  );
}

function designationValue(t: TFunction<'kardex'>, language: string, entry: { legenda: string; valor: string }): string {
  const caption = entry.legenda.toLowerCase();
  const parts = entry.valor.split('/');
  if (caption.includes('season'))
    return parts.map((part) => (SEASONS.has(part) ? t(`season.${part}` as 'season.21') : part)).join('/');
  if (caption.includes('month')) return parts.map((part) => monthName(part, language)).join('/');
  return entry.valor;
}

/** "v. 30, n. 2" from the enumeration; captions in parentheses ("(year)") stand for a date and are not shown. */
export function numberingText(t: TFunction<'kardex'>, language: string, issue: KardexIssue): string {
  return issue.enumeracao
    .map((entry) =>
      /^\(.*\)$/.test(entry.legenda) || entry.legenda === ''
        ? designationValue(t, language, entry)
        : `${entry.legenda}${entry.legenda.endsWith('.') ? ' ' : ''}${entry.valor}`,
    )
    .join(', ');
}

/** "May 2025" from the chronology, months and seasons in the interface language. */
export function dateText(t: TFunction<'kardex'>, language: string, issue: KardexIssue): string {
  const values = issue.cronologia.map((entry) => designationValue(t, language, entry));
  return values.reverse().join(' ');
}

/** The issue as a patron reads it: "v. 30, n. 2 (May 2025)". */
export function issueText(t: TFunction<'kardex'>, language: string, issue: KardexIssue): string {
  const numbering = numberingText(t, language, issue);
  const date = dateText(t, language, issue);
  if (!numbering) return date || issue.rotulo;
  return date ? `${numbering} (${date})` : numbering;
}

/** What a grid cell shows: the issue's own number (its last numbering level), or its month or season. */
export function cellText(t: TFunction<'kardex'>, language: string, issue: KardexIssue, column: number): string {
  const last = issue.enumeracao.at(-1);
  if (last && !/year/i.test(last.legenda)) {
    const value = designationValue(t, language, last);
    return /^\(.*\)$/.test(last.legenda) || last.legenda === ''
      ? value
      : `${last.legenda}${last.legenda.endsWith('.') ? ' ' : ''}${value}`;
  }
  return String(column);
}
