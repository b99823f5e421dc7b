import { type Static, Type } from '@sinclair/typebox';
import {
  GENDERS,
  MARITAL_STATUSES,
  PERSONAL_EMAIL_MAX,
  PERSONAL_TEXT_FIELDS,
  type PersonalTextField,
  TAX_ID_MAX,
} from '../personal-data.ts';
import { PasswordRulesSchema } from './auth.schema.ts';

/**
 * Personal-area calls on /pessoas/{self-service} (spec 001 §7.5): personal data, password change, user swap.
 * Field rules are checked by `personalDataProblems` (../personal-data.ts) on both sides; the schema only bounds sizes.
 */

const NullableText = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);
const textFields = Object.fromEntries(
  Object.entries(PERSONAL_TEXT_FIELDS).map(([field, max]) => [field, NullableText(max * 2)]),
) as { [field in PersonalTextField]: ReturnType<typeof NullableText> };
const Gender = Type.Union([Type.Literal(GENDERS[0]), Type.Literal(GENDERS[1]), Type.Null()]);
const MaritalStatus = Type.Union([
  Type.Literal(MARITAL_STATUSES[0]),
  Type.Literal(MARITAL_STATUSES[1]),
  Type.Literal(MARITAL_STATUSES[2]),
  Type.Literal(MARITAL_STATUSES[3]),
  Type.Literal(MARITAL_STATUSES[4]),
  Type.Literal(MARITAL_STATUSES[5]),
  Type.Null(),
]);

const editable = {
  email: NullableText(PERSONAL_EMAIL_MAX * 2),
  telefone: NullableText(64),
  cpf: NullableText(TAX_ID_MAX * 2),
  sexo: Gender,
  estado_civil: MaritalStatus,
  data_nascimento: NullableText(20),
  ...textFields,
};

/** GET answer: the person's data; `nome` is kept by the library, `cpf_editavel` says whether the tax id may be set. */
export const PersonalData = Type.Object({
  nome: Type.String(),
  ...editable,
  receber_email: Type.Boolean(),
  cpf_editavel: Type.Boolean(),
});
export type PersonalData = Static<typeof PersonalData>;

/** PUT body: fields left out stay as they are; null or "" clears a field. */
export const PersonalDataUpdate = Type.Partial(Type.Object({ ...editable, receber_email: Type.Boolean() }), {
  additionalProperties: false,
});
export type PersonalDataUpdate = Static<typeof PersonalDataUpdate>;

/** PUT /pessoas/{self-service}/senha (spec 001 §7.5). */
export const PasswordChangeRequest = Type.Object({
  senhaAtual: Type.String({ minLength: 1, maxLength: 500 }),
  senhaNova: Type.String({ minLength: 1, maxLength: 500 }),
});
export type PasswordChangeRequest = Static<typeof PasswordChangeRequest>;

/** GET /pessoas/{self-service}/senha: the institution's rules for the change form (the same as recovery's). */
export const PasswordRulesResponse = Type.Object({ rules: PasswordRulesSchema, name: Type.String() });
export type PasswordRulesResponse = Static<typeof PasswordRulesResponse>;

/** POST /pessoas/{self-service}/troca-usuario (spec 001 §7.5); the field is required (spec 000 §5). */
export const UserSwapRequest = Type.Object({ usuario: Type.String({ maxLength: 200 }) });
export type UserSwapRequest = Static<typeof UserSwapRequest>;
