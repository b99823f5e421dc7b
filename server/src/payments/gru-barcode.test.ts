import { describe, expect, it } from 'vitest';
import {
  gruSimplesBarcode,
  isValidArrecadacaoBarcode,
  isValidCpf,
  modulo10,
  modulo11,
  typeableLine,
  withGeneralCheckDigit,
} from './gru-barcode.ts';

/**
 * Published slips of the same FEBRABAN arrecadação layout, segment 5, value identifier 8 (modulo 11): the bar codes
 * and typeable lines printed on six Guias da Previdência Social issued by the Receita Federal (NIT 128.00186.72-2,
 * competência 11/2025), copied by hand from the slips.
 */
const PUBLISHED_SEGMENT_5 = [
  ['85820000001669802701163000128001867222025113', '85820000001-5 66980270116-2 30001280018-9 67222025113-0'],
  ['85810000003036002701007000128001867222025113', '85810000003-0 03600270100-7 70001280018-4 67222025113-0'],
  ['85800000001669802701120000128001867222025113', '85800000001-1 66980270112-0 00001280018-0 67222025113-0'],
  ['85870000001669802701236000128001867222025113', '85870000001-4 66980270123-5 60001280018-8 67222025113-0'],
  ['85870000003036002701287000128001867222025113', '85870000003-0 03600270128-7 70001280018-4 67222025113-0'],
  ['85860000001669802701805000128001867222025113', '85860000001-2 66980270180-4 50001280018-1 67222025113-0'],
] as const;

describe('GRU bar code: FEBRABAN arrecadação check digits', () => {
  it.each(PUBLISHED_SEGMENT_5)('recomputes the published slip %s and its typeable line', (barcode, line) => {
    expect(withGeneralCheckDigit(barcode.slice(0, 3) + barcode.slice(4))).toBe(barcode);
    expect(isValidArrecadacaoBarcode(barcode)).toBe(true);
    expect(typeableLine(barcode)).toBe(line);
  });

  it('refuses a bar code whose general check digit was changed', () => {
    expect(isValidArrecadacaoBarcode('85830000001669802701163000128001867222025113')).toBe(false);
    expect(isValidArrecadacaoBarcode('75820000001669802701163000128001867222025113')).toBe(false);
  });

  it('modulo 11: rests 0 and 1 give 0, rest 10 gives 1, others 11 − rest', () => {
    // 1×2 = 2 → 11 − 2 = 9; "5" 5×2 = 10 → rest 10 → 1; "0" → 0; "6": 12 % 11 = 1 → 0.
    expect(modulo11('1')).toBe(9);
    expect(modulo11('5')).toBe(1);
    expect(modulo11('0')).toBe(0);
    expect(modulo11('6')).toBe(0);
    // 2×9 + 1×2… weights 2..9 repeat: "100000000" has its 1 at weight 2 again (9th from the right) → 11 − 2 = 9.
    expect(modulo11('100000000')).toBe(9);
  });

  it('modulo 10: products over 9 add their digits', () => {
    // By hand, from the right: 6×2→1+2, 9, 8×2→1+6, 7, 6×2→1+2, 0, 0, 3, 2×2, 1, 0 = 37 → 10 − 7 = 3.
    expect(modulo10('01230067896')).toBe(3);
    expect(modulo10('0')).toBe(0);
    // 9×2 = 18 → 1 + 8 = 9 → 10 − 9 = 1.
    expect(modulo10('9')).toBe(1);
  });

  it('lays out a GRU Simples: 858, DV, value, 0254, collection code, UG alias, payer kind and CPF', () => {
    const barcode = gruSimplesBarcode({
      amountCents: 1250,
      collectionCode: '28832-2',
      unitAlias: '12345',
      taxId: '529.982.247-25',
    });
    // Worked by hand: the 43 digits 858 00000001250 0254 28832 12345 1 00052998224725 weigh 2..9 from the right to
    // a sum whose rest modulo 11 is 7, so the general check digit is 11 − 7 = 4. The blocks' digits the same way:
    // 85840000000 sums 99 (rest 0 → 0), 12500254288 132 (→ 0), 32123451000 125 (rest 4 → 7), 52998224725 279 (→ 7).
    expect(barcode).toBe('85840000000125002542883212345100052998224725');
    expect(barcode).toHaveLength(44);
    expect(typeableLine(barcode)).toBe('85840000000-0 12500254288-0 32123451000-7 52998224725-7');
    // A CNPJ payer: kind 2, 14 digits.
    expect(
      gruSimplesBarcode({
        amountCents: 99,
        collectionCode: '28832',
        unitAlias: '12345',
        taxId: '11222333000181',
      }).slice(29),
    ).toBe('211222333000181');
  });

  it('refuses amounts, collection codes and tax ids that do not fit the layout', () => {
    const base = { amountCents: 100, collectionCode: '28832-2', unitAlias: '12345', taxId: '52998224725' };
    expect(() => gruSimplesBarcode({ ...base, amountCents: 0 })).toThrow();
    expect(() => gruSimplesBarcode({ ...base, amountCents: 1.5 })).toThrow();
    expect(() => gruSimplesBarcode({ ...base, collectionCode: '288' })).toThrow();
    expect(() => gruSimplesBarcode({ ...base, unitAlias: '1234' })).toThrow();
    expect(() => gruSimplesBarcode({ ...base, taxId: '1234' })).toThrow();
  });

  it('checks a CPF’s two digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
  });
});
