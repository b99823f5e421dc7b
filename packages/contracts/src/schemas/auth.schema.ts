import { type Static, Type } from '@sinclair/typebox';

/**
 * Sign-in calls (spec 001 §7.1, §7.5; docs/auth.md). Field names are the spec's where it gives them.
 */

/** POST /oauth/token, as JSON or application/x-www-form-urlencoded. Each grant's fields are checked by the server. */
export const TokenRequest = Type.Object({
  grant_type: Type.String({ minLength: 1, maxLength: 100 }),
  client_id: Type.Optional(Type.String({ maxLength: 100 })),
  client_secret: Type.Optional(Type.String({ maxLength: 500 })),
  username: Type.Optional(Type.String({ maxLength: 200 })),
  password: Type.Optional(Type.String({ maxLength: 500 })),
  recaptcha_token: Type.Optional(Type.String({ maxLength: 4096 })),
  /** Password grant, category-select institutions (docs/auth.md): the patron category the user code is read in. */
  categoria: Type.Optional(Type.String({ maxLength: 20 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 200 })),
  token: Type.Optional(Type.String({ maxLength: 4096 })),
});
export type TokenRequest = Static<typeof TokenRequest>;

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
  refresh_token: Type.Optional(Type.String()),
});
export type TokenResponse = Static<typeof TokenResponse>;

/** POST /oauth/revoke (RFC 7009): ends the sign-in the refresh token belongs to (logout). */
export const RevokeRequest = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const AuthPermission = Type.Object({ cod_modulo: Type.Integer(), cod_atividade: Type.Integer() });
export type AuthPermission = Static<typeof AuthPermission>;

/** GET /api/pessoas: the signed-in user (spec 000 §3 "User data response"). */
export const UserDataResponse = Type.Object({
  user: Type.Object({
    cod_pessoa: Type.Integer(),
    nome_pessoa: Type.String(),
    login: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    categoria: Type.String(),
    desc_categoria: Type.String(),
  }),
  authPermissions: Type.Array(AuthPermission),
  /** Blocked by the library or locked after failures: the web treats the login as 430. */
  bloqueio: Type.Boolean(),
});
export type UserDataResponse = Static<typeof UserDataResponse>;

/** Person option of the duplicate-person and login selectors (spec 000 §3). */
export const PersonOption = Type.Object({
  codigo: Type.String({ description: 'The user code to sign in or switch with' }),
  nome: Type.String(),
  base: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type PersonOption = Static<typeof PersonOption>;

export const DuplicatesQuery = Type.Object({ usuario: Type.String({ minLength: 1, maxLength: 200 }) });

export const SwitchLoginRequest = Type.Object({
  codigo: Type.String({ minLength: 1, maxLength: 200 }),
  base: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
});

export const LinkResponse = Type.Object({ url: Type.String() });
export type LinkResponse = Static<typeof LinkResponse>;

export const ExternalResourceQuery = Type.Object({
  nome: Type.String({ minLength: 1, maxLength: 50 }),
  /** The page in the provider to open (a link of a title); only on the provider's own hosts. */
  url: Type.Optional(Type.String({ maxLength: 2000 })),
});
export const PersonalAreaQuery = Type.Object({ url: Type.Optional(Type.String({ maxLength: 2000 })) });

export const OneTimeTokenValidation = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4096 }),
  nome: Type.String({ minLength: 1, maxLength: 50 }),
});
export const OneTimeTokenIdentity = Type.Object({
  cod_pessoa: Type.Integer(),
  nome: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  login: Type.Union([Type.String(), Type.Null()]),
});

/** Password recovery on /api/pessoas/{id}/recuperar-senha, where {id} is the user code. */
export const RecoveryParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
export const RecoveryStartQuery = Type.Object({ recaptcha_token: Type.Optional(Type.String({ maxLength: 4096 })) });
export const RecoveryStartResponse = Type.Object({
  emails: Type.Array(Type.String(), { description: 'Masked addresses the code was sent to' }),
  name: Type.String(),
  length: Type.Integer({ description: 'Number of digits of the code' }),
  tte: Type.Integer({ description: 'Seconds until the code expires' }),
});
export type RecoveryStartResponse = Static<typeof RecoveryStartResponse>;
export const RecoveryValidateRequest = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }) });
export const PasswordRulesSchema = Type.Object({
  length: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  has_numbers: Type.Boolean(),
  only_numbers: Type.Boolean(),
  special_char: Type.Boolean(),
  diff_case: Type.Boolean(),
  diff_name: Type.Boolean(),
  last_pw: Type.Integer(),
});
export const RecoveryValidateResponse = Type.Object({ rules: PasswordRulesSchema, name: Type.String() });
export type RecoveryValidateResponse = Static<typeof RecoveryValidateResponse>;
export const RecoveryChangeRequest = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 20 }),
  password: Type.String({ minLength: 1, maxLength: 500 }),
});

/** GET /api/captcha/desafio: an ALTCHA (v2) challenge for the widget. */
export const CaptchaStatusResponse = Type.Object({ enabled: Type.Boolean() });
