import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format.ts';

describe('personal area formats', () => {
  it('shows the currency of each language with 2 decimals and a comma by default', () => {
    expect(formatMoney(12.5, 'pt')).toBe('R$ 12,50');
    expect(formatMoney(1234.5, 'pt')).toBe('R$ 1.234,50');
    expect(formatMoney(12.5, 'en')).toBe('$ 12.50');
    expect(formatMoney(3, 'es')).toBe('COP$ 3,00');
    expect(formatMoney(0.1, 'fr')).toBe('R$ 0,10');
  });
  it('writes calendar dates without shifting the day', () => {
    expect(formatDate('2026-11-30', 'pt-BR')).toBe('30/11/2026');
    expect(formatDate('2026-11-30', 'en-US')).toBe('11/30/26');
    expect(formatDate(null, 'pt')).toBe('');
  });
});
