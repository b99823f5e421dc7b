import { isCalendarDate } from '@estante/core/circulation-dates';
import { ERROR_CODES } from './errors.ts';
import { filterPhone, isDigitsOnly, splitRecipients } from './validation.ts';

/**
 * Personal data of the personal area (spec 000 §3 "Personal data", §5 "tax id digits only", 001 §5 e-mail
 * and phone): the fields, their allowed values and the one check that web and server both run.
 * Kept free of TypeBox so the web bundle imports only this.
 */

/** Spec 000 §3: gender female, male. */
export const GENDERS = ['F', 'M'] as const;
export type Gender = (typeof GENDERS)[number];

/** Spec 000 §3: single, married, separated, divorced, widowed, other. */
export const MARITAL_STATUSES = ['solteiro', 'casado', 'separado', 'divorciado', 'viuvo', 'outro'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** Free-text fields a patron edits, with their maximum lengths. */
export const PERSONAL_TEXT_FIELDS = {
  logradouro: 200,
  complemento: 100,
  cep: 12,
  cidade: 100,
  bairro: 100,
  rg: 30,
  nacionalidade: 60,
  escolaridade: 100,
  localizacao: 100,
  profissao: 100,
} as const;
export type PersonalTextField = keyof typeof PERSONAL_TEXT_FIELDS;

/** Several addresses may be kept, separated by a semicolon (as the basket's e-mail form accepts). */
export const PERSONAL_EMAIL_MAX = 320;
/** Tax ids (CPF 11 digits, CNPJ 14; other countries' ids are also digits) are at most this long. */
export const TAX_ID_MAX = 20;

/** The editable personal data, as PUT /pessoas/{self-service}/dados-pessoais receives it. */
export type PersonalDataInput = { [field in PersonalTextField]?: string | null } & {
  email?: string | null;
  telefone?: string | null;
  cpf?: string | null;
  sexo?: Gender | null;
  estado_civil?: MaritalStatus | null;
  data_nascimento?: string | null;
  receber_email?: boolean;
};

export const PERSONAL_DATA_CODES = {
  invalidEmail: ERROR_CODES.invalidEmail,
  required: ERROR_CODES.requiredFieldMissing,
  invalidPhone: 'TelefoneInvalido',
  taxIdDigitsOnly: 'CpfSomenteNumeros',
  invalidBirthDate: 'DataNascimentoInvalida',
  tooLong: 'CampoMuitoLongo',
  taxIdLocked: 'CpfNaoAlteravel',
  taxIdTaken: 'CpfJaCadastrado',
} as const;

export interface PersonalDataProblem {
  campo: string;
  code: string;
}

const blank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';

/**
 * Every problem of the input, in form order; empty when it may be saved. `today` (YYYY-MM-DD) bounds the
 * birth date. Fields left out are not checked (they stay as they are), except that receiving e-mails needs
 * an address, in the input or `currentEmail`.
 */
export function personalDataProblems(
  input: PersonalDataInput,
  today: string,
  currentEmail: string | null = null,
): PersonalDataProblem[] {
  const problems: PersonalDataProblem[] = [];
  const email = input.email === undefined ? currentEmail : input.email;
  if (!blank(input.email)) {
    const { invalid } = splitRecipients(input.email!);
    if (invalid.length > 0 || input.email!.length > PERSONAL_EMAIL_MAX)
      problems.push({ campo: 'email', code: PERSONAL_DATA_CODES.invalidEmail });
  } else if (input.receber_email === true && blank(email)) {
    problems.push({ campo: 'email', code: PERSONAL_DATA_CODES.required });
  }
  if (!blank(input.telefone) && filterPhone(input.telefone!) !== input.telefone)
    problems.push({ campo: 'telefone', code: PERSONAL_DATA_CODES.invalidPhone });
  if (!blank(input.cpf) && (!isDigitsOnly(input.cpf!.trim()) || input.cpf!.trim().length > TAX_ID_MAX))
    problems.push({ campo: 'cpf', code: PERSONAL_DATA_CODES.taxIdDigitsOnly });
  if (!blank(input.data_nascimento)) {
    const date = input.data_nascimento!.trim();
    if (!isCalendarDate(date) || date > today || date < '1900-01-01')
      problems.push({ campo: 'data_nascimento', code: PERSONAL_DATA_CODES.invalidBirthDate });
  }
  for (const [field, max] of Object.entries(PERSONAL_TEXT_FIELDS)) {
    const value = input[field as PersonalTextField];
    if (!blank(value) && value!.trim().length > max) problems.push({ campo: field, code: PERSONAL_DATA_CODES.tooLong });
  }
  return problems;
}
