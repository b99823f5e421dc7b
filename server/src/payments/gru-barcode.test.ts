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
 * competência 11/2025), as recorded in the public repository gesielr/guiasMEIlast (apps/backend/inss/
 * ESTRUTURA_CORRETA_GPS.md and DIAGNOSTICO_FINAL.md). GPS slips, not GRUs: they check the check digits only.
 */
const PUBLISHED_SEGMENT_5 = [
  ['85820000001669802701163000128001867222025113', '85820000001-5 66980270116-2 30001280018-9 67222025113-0'],
  ['85810000003036002701007000128001867222025113', '85810000003-0 03600270100-7 70001280018-4 67222025113-0'],
  ['85800000001669802701120000128001867222025113', '85800000001-1 66980270112-0 00001280018-0 67222025113-0'],
  ['85870000001669802701236000128001867222025113', '85870000001-4 66980270123-5 60001280018-8 67222025113-0'],
  ['85870000003036002701287000128001867222025113', '85870000003-0 03600270128-7 70001280018-4 67222025113-0'],
  ['85860000001669802701805000128001867222025113', '85860000001-2 66980270180-4 50001280018-1 67222025113-0'],
] as const;

/**
 * GRU Simples issued by the National Treasury's own site (consulta.tesouro.fazenda.gov.br/gru_novosite/gru_simples.asp)
 * for UG 112408 / gestão 00001 (Hospital das Forças Armadas), collection code 28883-7, R$ 120,00, payer CPF
 * 920.742.865-20 or CNPJ 70.853.056/0001-74: the typeable lines the site printed, recorded in the public repository
 * stivencamara/GRUNet, src/GRUNet.Tests/BoletoTest.cs (commit b9fb7a9d). The UG/Gestão's alias at Banco do Brasil is
 * 00204 there (the same repository's Unidade "codigoSIAFI").
 */
const TREASURY_SEGMENT_5 = [
  { taxId: '920.742.865-20', line: '85870000001-4 20000254288-1 83002041000-2 92074286520-9' },
  { taxId: '70.853.056/0001-74', line: '85800000001-1 20000254288-1 83002042708-8 53056000174-0' },
] as const;

/**
 * A whole GRU Simples slip the Treasury's site rendered (stivencamara/GRUNet, src/boleto.html: "Gerado a partir de
 * consulta.tesouro.fazenda.gov.br/gru_novosite/gru_simples_parte2.asp"): UG 112408 / 00001, code 28883-7, reference
 * 123, competência 09/2017, due 21/10/2017, R$ 0,01, CPF 920.742.865-20. The site uses the segment 9 layout
 * (value identifier 9: reference value, modulo 11), whose check digits are the same as segment 5's.
 */
const TREASURY_SEGMENT_9_LINE = '89930000000-6 00010001010-5 95523162888-3 30020414428-0';

describe('GRU bar code against slips the National Treasury issued', () => {
  it.each(TREASURY_SEGMENT_5)("lays out the Treasury site's segment 5 slip for $taxId", ({ taxId, line }) => {
    const barcode = gruSimplesBarcode({
      amountCents: 12_000,
      collectionCode: '28883-7',
      unitAlias: '00204',
      taxId,
    });
    expect(typeableLine(barcode)).toBe(line);
    expect(barcode).toBe(line.replace(/-\d( |$)/g, ''));
  });

  it("recomputes the check digits of the segment 9 slip the Treasury's site rendered", () => {
    const barcode = TREASURY_SEGMENT_9_LINE.replace(/-\d( |$)/g, '');
    expect(barcode).toHaveLength(44);
    expect(isValidArrecadacaoBarcode(barcode)).toBe(true);
    expect(typeableLine(barcode)).toBe(TREASURY_SEGMENT_9_LINE);
    // R$ 0,01 in positions 5-15; the collection code and the UG/Gestão alias 00204 in positions 30-39.
    expect(barcode.slice(4, 15)).toBe('00000000001');
    expect(barcode.slice(29, 39)).toBe('2888300204');
  });
});

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
