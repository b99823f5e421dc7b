import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv } from './report-csv.ts';
import { monthsOf, reportPeriod } from './report-period.ts';

describe('report CSV', () => {
  it('quotes a field with a comma, a quote, a line break or edge spaces, doubling its quotes', () => {
    expect(csvField('Dom Casmurro')).toBe('Dom Casmurro');
    expect(csvField('Assis, Machado de')).toBe('"Assis, Machado de"');
    expect(csvField('O "Bruxo" do Cosme Velho')).toBe('"O ""Bruxo"" do Cosme Velho"');
    expect(csvField('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvField(' espaço')).toBe('" espaço"');
    expect(csvField('Ação e reação')).toBe('Ação e reação');
    expect(csvField(null)).toBe('');
    expect(csvField(0)).toBe('0');
    expect(csvField(-3)).toBe('-3');
  });

  it('keeps a text that a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('+55 11')).toBe("'+55 11");
    expect(csvField('-30 dias')).toBe("'-30 dias");
    expect(csvField('@soma')).toBe("'@soma");
  });

  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['Mês', 'Empréstimos'],
        [
          ['2026-01', 2],
          ['2026-02', null],
        ],
      ),
    ).toBe('\uFEFFMês,Empréstimos\r\n2026-01,2\r\n2026-02,\r\n');
    expect(toCsv(['Mês'], [])).toBe('\uFEFFMês\r\n');
  });

  it('names the file with safe characters only', () => {
    expect(csvFileName(['relatorio-circulacao', 'B C/"x"', '2026-01-01', undefined])).toBe(
      'relatorio-circulacao_B-C-x-_2026-01-01.csv',
    );
  });
});

describe('report period', () => {
  const today = new Date('2026-03-10T12:00:00Z');

  it('defaults to the last 12 calendar months or the last 30 days, ending today', () => {
    expect(reportPeriod({}, today, { months: 12 })).toEqual({ from: '2025-04-01', to: '2026-03-10' });
    expect(reportPeriod({}, today, { days: 30 })).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(reportPeriod({ ate: '2025-12-31' }, today, { months: 12 })).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });

  it('refuses a day that does not exist, a period backwards or longer than ten years', () => {
    expect(() => reportPeriod({ de: '2026-02-29' }, today, { months: 12 })).toThrow('PeriodoInvalido');
    expect(() => reportPeriod({ de: '2026-03-11' }, today, { months: 12 })).toThrow('PeriodoInvalido');
    expect(() => reportPeriod({ de: '2000-01-01' }, today, { months: 12 })).toThrow('PeriodoInvalido');
    expect(reportPeriod({ de: '2026-03-10' }, today, { months: 12 })).toEqual({ from: '2026-03-10', to: '2026-03-10' });
  });

  it('lists the months a period touches, across a year', () => {
    expect(monthsOf({ from: '2025-11-30', to: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
