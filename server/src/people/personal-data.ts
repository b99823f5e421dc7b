import {
  PERSONAL_DATA_CODES,
  PERSONAL_TEXT_FIELDS,
  type PersonalData,
  type PersonalDataUpdate,
  type PersonalTextField,
  personalDataProblems,
} from '@estante/contracts';
import { calendarDate, InvalidInputError } from '@estante/core';
import type { Kysely, Updateable } from 'kysely';
import type { PersonRow } from '../auth/index.ts';
import type { Database, PersonTable } from '../database/schema.ts';
import { isTaxIdTaken, updatePersonalFields } from './personal-data.repository.ts';

/** API field → people column, for the free-text fields. */
const TEXT_COLUMNS: Record<PersonalTextField, keyof PersonTable> = {
  logradouro: 'street',
  complemento: 'complement',
  cep: 'postal_code',
  cidade: 'city',
  bairro: 'district',
  rg: 'national_id',
  nacionalidade: 'nationality',
  escolaridade: 'education',
  localizacao: 'location',
  profissao: 'job',
};

/**
 * A tax id links person records of one human (login by tax id, user swap), so a patron may only fill it in
 * while none is registered, and never with one another person has: changing it is the library's job.
 */
const taxIdEditable = (person: PersonRow) => !person.tax_id;

/** GET /pessoas/{self-service}/dados-pessoais. */
export function presentPersonalData(person: PersonRow): PersonalData {
  const texts = Object.fromEntries(
    Object.entries(TEXT_COLUMNS).map(([field, column]) => [field, (person[column] as string | null) ?? null]),
  ) as Record<PersonalTextField, string | null>;
  return {
    nome: person.name,
    email: person.email,
    telefone: person.phone,
    cpf: person.tax_id,
    sexo: person.gender === 'F' || person.gender === 'M' ? person.gender : null,
    estado_civil: (person.marital_status as PersonalData['estado_civil']) ?? null,
    data_nascimento: person.birth_date,
    ...texts,
    receber_email: person.receives_email === 1,
    cpf_editavel: taxIdEditable(person),
  };
}

const clean = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/**
 * PUT /pessoas/{self-service}/dados-pessoais: every rule is checked again here (the web checks the same
 * function first); the first problem is the error, all of them are in `details.problemas`. Fields left out
 * stay as they are. Nothing is written unless everything is valid.
 */
export async function updatePersonalData(
  db: Kysely<Database>,
  person: PersonRow,
  input: PersonalDataUpdate,
  now: Date,
): Promise<void> {
  const problems = personalDataProblems(input, calendarDate(now), person.email);
  const taxId = clean(input.cpf);
  if (taxId !== undefined && taxId !== person.tax_id && problems.every((problem) => problem.campo !== 'cpf')) {
    if (!taxIdEditable(person)) problems.push({ campo: 'cpf', code: PERSONAL_DATA_CODES.taxIdLocked });
    else if (taxId) {
      if (await isTaxIdTaken(db, taxId)) problems.push({ campo: 'cpf', code: PERSONAL_DATA_CODES.taxIdTaken });
    }
  }
  if (problems.length > 0)
    throw new InvalidInputError(problems[0]!.code, { campo: problems[0]!.campo, problemas: problems });

  const changes: Updateable<PersonTable> = { updated_at: now.toISOString() };
  if (input.email !== undefined)
    changes.email =
      clean(input.email)
        ?.split(';')
        .map((part) => part.trim())
        .filter(Boolean)
        .join(';') || null;
  if (input.telefone !== undefined) changes.phone = clean(input.telefone);
  if (taxId !== undefined && taxIdEditable(person)) changes.tax_id = taxId;
  if (input.sexo !== undefined) changes.gender = input.sexo;
  if (input.estado_civil !== undefined) changes.marital_status = input.estado_civil;
  if (input.data_nascimento !== undefined) changes.birth_date = clean(input.data_nascimento);
  if (input.receber_email !== undefined) changes.receives_email = input.receber_email ? 1 : 0;
  for (const field of Object.keys(PERSONAL_TEXT_FIELDS) as PersonalTextField[]) {
    if (input[field] !== undefined) (changes as Record<string, unknown>)[TEXT_COLUMNS[field]] = clean(input[field]);
  }
  await updatePersonalFields(db, person.id, changes);
}
