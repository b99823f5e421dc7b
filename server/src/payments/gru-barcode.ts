/**
 * The bar code and typeable line of a GRU Simples (Guia de Recolhimento da União), as the National Treasury lays
 * it out on the FEBRABAN "arrecadação" bar code (Layout Padrão de Arrecadação/Recebimento com Utilização do Código de
 * Barras), segment 5 (government bodies). Pure: no I/O. docs/payment-slip.md cites the layout and the examples the
 * tests check against.
 *
 *   pos  1     "8"     arrecadação product
 *   pos  2     "5"     segment: órgãos governamentais
 *   pos  3     "8"     value identifier: effective value in reais, check digits modulo 11
 *   pos  4     DV      general check digit (modulo 11 over the other 43 digits)
 *   pos  5-15  value   in cents, 11 digits
 *   pos 16-19  "0254"  the Treasury's (STN) code at FEBRABAN
 *   pos 20-24  collection code (código de recolhimento) without its check digit
 *   pos 25-29  the SIAFI alias of the managing unit and its gestão (UG/Gestão)
 *   pos 30     payer kind: 1 CPF, 2 CNPJ
 *   pos 31-44  the payer's CPF or CNPJ, zero-padded to 14 digits
 */

/** Value identifiers of the FEBRABAN arrecadação layout (position 3): which modulus the check digits use. */
const MODULO_10_IDENTIFIERS = new Set(['6', '7']);
const MODULO_11_IDENTIFIERS = new Set(['8', '9']);

/** The Treasury's code at FEBRABAN, positions 16-19 of a GRU Simples bar code. */
export const STN_FEBRABAN_CODE = '0254';

/** FEBRABAN modulo 10: weights 2,1,2,1… from the right, digits of each product summed; 10 − rest, 0 for 10. */
export function modulo10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index--) {
    const product = Number(digits[index]) * weight;
    sum += Math.floor(product / 10) + (product % 10);
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * FEBRABAN arrecadação modulo 11: weights 2..9 repeating from the right; rest 0 or 1 gives 0, rest 10 gives 1,
 * otherwise 11 − rest.
 */
export function modulo11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index--) {
    sum += Number(digits[index]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  if (rest === 0 || rest === 1) return 0;
  if (rest === 10) return 1;
  return 11 - rest;
}

function checkDigit(valueIdentifier: string, digits: string): number {
  if (MODULO_10_IDENTIFIERS.has(valueIdentifier)) return modulo10(digits);
  if (MODULO_11_IDENTIFIERS.has(valueIdentifier)) return modulo11(digits);
  throw new Error(`value identifier ${valueIdentifier} is not one of 6, 7, 8, 9`);
}

/** Puts the general check digit (position 4) into the 43 other digits of an arrecadação bar code. */
export function withGeneralCheckDigit(digits43: string): string {
  if (!/^8\d{42}$/.test(digits43)) throw new Error('an arrecadação bar code has 43 digits besides its check digit');
  const digit = checkDigit(digits43[2]!, digits43);
  return `${digits43.slice(0, 3)}${digit}${digits43.slice(3)}`;
}

/** Whether a 44-digit arrecadação bar code's general check digit is right. */
export function isValidArrecadacaoBarcode(barcode: string): boolean {
  if (!/^8\d{43}$/.test(barcode)) return false;
  return withGeneralCheckDigit(barcode.slice(0, 3) + barcode.slice(4)) === barcode;
}

/**
 * The typeable line (linha digitável): the 44 digits in four blocks of 11, each followed by its own check digit in
 * the modulus of the value identifier; printed as "85890000000-1 …".
 */
export function typeableLine(barcode: string): string {
  if (!/^8\d{43}$/.test(barcode)) throw new Error('an arrecadação bar code has 44 digits and starts with 8');
  const identifier = barcode[2]!;
  const blocks = [0, 11, 22, 33].map((start) => barcode.slice(start, start + 11));
  return blocks.map((block) => `${block}-${checkDigit(identifier, block)}`).join(' ');
}

export interface GruBarcodeInput {
  /** Amount in cents, at most 11 digits. */
  amountCents: number;
  /** Código de recolhimento as printed, "28832-2", or its five digits. */
  collectionCode: string;
  /** The managing unit's SIAFI alias for its UG/Gestão (5 digits). */
  unitAlias: string;
  /** CPF (11 digits) or CNPJ (14). */
  taxId: string;
}

/** The 44-digit bar code of a GRU Simples, segment 5 layout (see the module comment). */
export function gruSimplesBarcode(input: GruBarcodeInput): string {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > 99_999_999_999)
    throw new Error('the amount must be a positive whole number of cents, at most 11 digits');
  const collection = input.collectionCode.replace(/\D/g, '').slice(0, 5);
  if (collection.length !== 5) throw new Error('the collection code has five digits before its check digit');
  if (!/^\d{5}$/.test(input.unitAlias)) throw new Error('the unit alias has five digits');
  const taxId = input.taxId.replace(/\D/g, '');
  if (taxId.length !== 11 && taxId.length !== 14) throw new Error('a CPF has 11 digits and a CNPJ 14');
  const payerKind = taxId.length === 11 ? '1' : '2';
  const digits43 =
    '858' +
    String(input.amountCents).padStart(11, '0') +
    STN_FEBRABAN_CODE +
    collection +
    input.unitAlias +
    payerKind +
    taxId.padStart(14, '0');
  return withGeneralCheckDigit(digits43);
}

/** Whether a CPF's two check digits are right (Receita Federal's modulo 11 rule); repeated digits are refused. */
export function isValidCpf(value: string): boolean {
  const cpf = value.replace(/\D/g, '');
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digit = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index++) sum += Number(cpf[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}
