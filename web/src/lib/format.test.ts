import { describe, expect, it } from 'vitest';
import { formatDate, formatInteger, formatMoney, formatNumber, toCents } from './format.ts';

// Intl output uses narrow/no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting per language (spec 000 §9, 001 §9)', () => {
  it('writes money in the institution currency with the language symbol, two decimals and its separators', () => {
    // The one money format of the web app (debts, fines, totals): symbol, a space, the amount.
    expect(formatMoney(123456, 'pt')).toBe('R$ 1.234,56');
    expect(formatMoney(123456, 'pt-BR')).toBe('R$ 1.234,56');
    expect(formatMoney(1250, 'pt-BR')).toBe('R$ 12,50');
    expect(formatMoney(123456, 'en')).toBe('$ 1,234.56');
    expect(formatMoney(1250, 'en')).toBe('$ 12.50');
    expect(formatMoney(123456, 'es')).toBe('COP$ 1.234,56');
    expect(formatMoney(300, 'es')).toBe('COP$ 3,00');
    expect(formatMoney(-250, 'pt')).toBe('−R$ 2,50');
    expect(formatMoney(0, 'en')).toBe('$ 0.00');
    // French and Italian show the institution's own currency (contracts CURRENCY_SYMBOL), their own separators.
    expect(plain(formatMoney(123456, 'fr'))).toBe('R$ 1 234,56');
    expect(formatMoney(5, 'fr')).toBe('R$ 0,05');
    expect(formatMoney(1250, 'it')).toBe('R$ 12,50');
  });

  it('takes the amounts of the API (two decimals) as cents without rounding drift', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1234.56)).toBe(123456);
  });

  it('uses two decimals with a comma by default, and groups whole numbers', () => {
    expect(formatNumber(2.5, { language: 'pt' })).toBe('2,50');
    expect(formatNumber(2.5, { language: 'it' })).toBe('2,50');
    expect(formatNumber(2.5, { language: 'en', decimals: 1 })).toBe('2.5');
    expect(formatInteger(12345, 'pt')).toBe('12.345');
    expect(formatInteger(12345, 'en')).toBe('12,345');
  });

  it('writes calendar dates without shifting the day', () => {
    expect(formatDate('2026-01-05', 'pt')).toBe('05/01/2026');
    expect(formatDate('2026-01-05', 'en')).toBe('01/05/2026');
    expect(formatDate('2026-01-05', 'it')).toBe('05/01/2026');
    expect(formatDate('2026-11-30', 'pt-BR')).toBe('30/11/2026');
    expect(formatDate('2026-11-30', 'en-US')).toBe('11/30/2026');
    expect(formatDate('2026-11-30', 'es')).toBe('30/11/2026');
    expect(formatDate(null, 'pt')).toBe('');
  });
});
