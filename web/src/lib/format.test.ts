import { describe, expect, it } from 'vitest';
import { formatDate, formatInteger, formatMoney, formatNumber } from './format.ts';

// Intl output uses narrow/no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting per language (spec 000 §9, 001 §9)', () => {
  it('writes money with the language currency symbol and two decimals', () => {
    expect(plain(formatMoney(123456, 'pt'))).toBe('R$ 1.234,56');
    expect(plain(formatMoney(123456, 'en'))).toBe('$ 1,234.56');
    expect(plain(formatMoney(123456, 'es'))).toBe('COP$ 1.234,56');
    expect(plain(formatMoney(-250, 'pt'))).toBe('−R$ 2,50');
    expect(plain(formatMoney(5, 'fr'))).toBe('€ 0,05');
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
  });
});
