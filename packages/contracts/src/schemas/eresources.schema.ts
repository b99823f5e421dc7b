import { type Static, Type } from '@sinclair/typebox';

/** Electronic resources, their connectors and access statistics (docs/e-resources.md, spec 001 §7.14). */

export const ERESOURCE_CONNECTORS = [
  'ezproxy',
  'signed-url',
  'one-time-token',
  'pearson',
  'grupoa',
  'target',
  'deposit',
] as const;
export type EresourceConnector = (typeof ERESOURCE_CONNECTORS)[number];
const Connector = Type.Unsafe<EresourceConnector>(Type.String({ enum: [...ERESOURCE_CONNECTORS] }));

/** What the browser says of itself (spec: userId, browser, device, os), kept short. */
const ClientFields = {
  browser: Type.Optional(Type.String({ maxLength: 60 })),
  device: Type.Optional(Type.String({ maxLength: 60 })),
  os: Type.Optional(Type.String({ maxLength: 60 })),
};

export const RestrictedAccessParams = Type.Object({
  a: Type.Integer({ minimum: 1, description: 'cod_acervo' }),
  b: Type.Integer({ minimum: 1, description: 'seq_paragrafo: the link’s 1-based position among the title’s links' }),
});
export const RestrictedAccessRequest = Type.Object({
  userId: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 60 }), Type.Null()])),
  ...ClientFields,
});
export const RestrictedAccessResponse = Type.Object({
  url: Type.String(),
  /** Spec 001 §7.14: open /pearson (this `url`) in a new window. */
  pearson: Type.Boolean(),
  recurso: Type.Optional(Type.String()),
});
export type RestrictedAccessResponse = Static<typeof RestrictedAccessResponse>;

export const TitleLink = Type.Object({
  seq_paragrafo: Type.Integer(),
  url: Type.String(),
  descricao: Type.Optional(Type.String()),
  restrito: Type.Boolean(),
  /** The provider's label when a configured provider serves the link. */
  recurso: Type.Optional(Type.String()),
});
export type TitleLink = Static<typeof TitleLink>;

export const AccessStatisticRequest = Type.Object({
  cod_acervo: Type.Integer({ minimum: 1 }),
  seq_paragrafo: Type.Optional(Type.Integer({ minimum: 1 })),
  url: Type.String({ minLength: 1, maxLength: 2000 }),
  user_id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 60 }), Type.Null()])),
  ...ClientFields,
});

export const GrupoARequest = Type.Object({ sessionid: Type.String({ minLength: 1, maxLength: 200 }) });
export const RedirectTokenRequest = Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }) });
/** GET /consulta/documentos-target: one product (coluna_um) of the Target GEDWeb document server, and a term. */
export const TargetDocumentsQuery = Type.Object({
  coluna_um: Type.String({ minLength: 1, maxLength: 100 }),
  termo: Type.Optional(Type.String({ maxLength: 200 })),
});
export type TargetDocumentsQuery = Static<typeof TargetDocumentsQuery>;
/** A standard of the document server, opened by /vinculos/target/{id}. */
export const TargetDocument = Type.Object({ id: Type.Integer(), codigo: Type.String(), titulo: Type.String() });
export type TargetDocument = Static<typeof TargetDocument>;

export const RedirectBaseRequest = Type.Object({
  base: Type.String({ minLength: 1, maxLength: 2000, description: 'A path of this site the new tab opens at' }),
});

export const EresourceProvider = Type.Object({
  nome: Type.String(),
  rotulo: Type.String(),
  conector: Connector,
  url_base: Type.String(),
  hosts: Type.Array(Type.String()),
  parametros: Type.Record(Type.String(), Type.Unknown()),
  /** The secret itself is never sent back. */
  segredo_definido: Type.Boolean(),
  ativo: Type.Boolean(),
  atualizado_em: Type.String(),
});
export type EresourceProvider = Static<typeof EresourceProvider>;

export const EresourceProviderInput = Type.Object({
  rotulo: Type.String({ minLength: 1, maxLength: 120 }),
  conector: Connector,
  url_base: Type.String({ minLength: 1, maxLength: 2000 }),
  hosts: Type.Array(Type.String({ maxLength: 253 }), { maxItems: 50 }),
  parametros: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]))),
  /** Omitted keeps the stored secret; null clears it. */
  segredo: Type.Optional(Type.Union([Type.String({ minLength: 8, maxLength: 500 }), Type.Null()])),
  ativo: Type.Optional(Type.Boolean()),
});
export type EresourceProviderInput = Static<typeof EresourceProviderInput>;

export const SignedLinkRequest = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2000 }),
  horas: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 90 })),
});

export const ACCESS_STATISTICS_GROUPINGS = ['titulo', 'recurso'] as const;
export const AccessStatisticsQuery = Type.Object({
  agrupamento: Type.Optional(
    Type.Unsafe<'titulo' | 'recurso'>(Type.String({ enum: [...ACCESS_STATISTICS_GROUPINGS] })),
  ),
  inicio: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'First month, YYYY-MM' }),
  fim: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'Last month, YYYY-MM' }),
  formato: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')])),
});
export const AccessStatisticsRow = Type.Object({
  cod_acervo: Type.Union([Type.Integer(), Type.Null()]),
  titulo: Type.String(),
  plataforma: Type.String(),
  total: Type.Integer(),
  /** Requests per month, one per month of the period in order. */
  meses: Type.Array(Type.Integer()),
});
export const AccessStatistics = Type.Object({
  meses: Type.Array(Type.String()),
  itens: Type.Array(AccessStatisticsRow),
});
export type AccessStatistics = Static<typeof AccessStatistics>;
