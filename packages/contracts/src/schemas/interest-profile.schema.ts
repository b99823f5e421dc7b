import { type Static, Type } from '@sinclair/typebox';

/**
 * Interest profile, selective dissemination of information (spec 001 §7.10, /perfil-interesse; docs/interest-profile.md).
 * Field names are the spec's where it gives them (tipoDSI, validade, itens, codigo, codTipoArea, fasciculo, artigo,
 * sumario, bibliotecas, idiomas); the rest is ours.
 */

/** tipoDSI: A author heading, S subject heading, C knowledge area (main class of the classification). */
export const DSI_TYPES = { author: 'A', subject: 'S', area: 'C' } as const;
export const DSI_TYPE_CODES = [DSI_TYPES.author, DSI_TYPES.subject, DSI_TYPES.area] as const;
export type DsiType = (typeof DSI_TYPE_CODES)[number];

/** codTipoArea of a knowledge area: the classification the main class comes from; 0 for headings. */
export const AREA_SCHEMES = { none: 0, ddc: 1, udc: 2 } as const;

/** A validity date, YYYY-MM-DD: today or later when written. */
const Validity = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, today or later' });
const Code = Type.String({ minLength: 1, maxLength: 300 });

const Option = Type.Object({ codigo: Type.String(), descricao: Type.String() });

export const InterestProfileInfo = Type.Object({
  tiposDSI: Type.Array(Option),
  tiposObra: Type.Array(Option),
  idiomas: Type.Array(Option),
  bibliotecas: Type.Array(Option),
});
export type InterestProfileInfo = Static<typeof InterestProfileInfo>;

export const HeadingSearchQuery = Type.Object({
  tipoPesquisa: Type.Union(DSI_TYPE_CODES.map((code) => Type.Literal(code))),
  termoPesquisa: Type.String({ maxLength: 200 }),
});

export const HeadingCandidate = Type.Object({
  codigo: Type.String(),
  descricao: Type.String(),
  codTipoArea: Type.Integer(),
  total: Type.Integer({ description: 'Titles of the catalogue under it' }),
});
export type HeadingCandidate = Static<typeof HeadingCandidate>;

export const HeadingItemsCreate = Type.Object({
  tipoDSI: Type.Union(DSI_TYPE_CODES.map((code) => Type.Literal(code))),
  validade: Validity,
  itens: Type.Array(Type.Object({ codigo: Code, codTipoArea: Type.Optional(Type.Integer()) }), {
    minItems: 1,
    maxItems: 50,
  }),
});

export const HeadingItemKey = Type.Object({
  codigo: Code,
  tipoDSI: Type.Union(DSI_TYPE_CODES.map((code) => Type.Literal(code))),
  codTipoArea: Type.Integer(),
});
export const HeadingItemValidity = Type.Composite([HeadingItemKey, Type.Object({ validade: Validity })]);

const Validated = {
  validade: Type.String({ description: 'YYYY-MM-DD' }),
  vencido: Type.Boolean({ description: 'Past its validity: kept, but no longer matched' }),
};

export const HeadingItem = Type.Object({
  codigo: Type.String(),
  descricao: Type.String(),
  tipoDSI: Type.String(),
  codTipoArea: Type.Integer(),
  ...Validated,
});
export type HeadingItem = Static<typeof HeadingItem>;

export const SerialSearchQuery = Type.Object({
  termoPesquisa: Type.String({ maxLength: 200 }),
  bibliotecas: Type.Optional(Type.String({ maxLength: 500, description: 'Library codes, comma-separated' })),
});

export const SerialCandidate = Type.Object({
  codigo: Type.String({ description: 'cod_acervo of the serial record' }),
  descricao: Type.String(),
  issn: Type.Union([Type.String(), Type.Null()]),
});
export type SerialCandidate = Static<typeof SerialCandidate>;

const SerialOptions = {
  fasciculo: Type.Boolean({ description: 'Notify new issues (copies) of the serial' }),
  artigo: Type.Boolean({ description: 'Notify new records of the serial (articles, same ISSN or series)' }),
  sumario: Type.Boolean({ description: 'Send the tables of contents with the notice' }),
  bibliotecas: Type.Array(Type.String(), { description: 'Library codes; empty: every library' }),
};

export const SerialItemsCreate = Type.Object({
  validade: Validity,
  itens: Type.Array(
    Type.Object({
      codigo: Code,
      fasciculo: Type.Optional(Type.Boolean()),
      artigo: Type.Optional(Type.Boolean()),
      sumario: Type.Optional(Type.Boolean()),
      bibliotecas: Type.Optional(Type.Array(Type.String())),
    }),
    { minItems: 1, maxItems: 50 },
  ),
});
export const SerialItemUpdate = Type.Object({ codigo: Code, validade: Validity, ...SerialOptions });
export const SerialItem = Type.Object({
  codigo: Type.String(),
  descricao: Type.String(),
  ...Validated,
  ...SerialOptions,
});
export type SerialItem = Static<typeof SerialItem>;

const WorkTypeOptions = {
  bibliotecas: Type.Array(Type.String(), { description: 'Library codes; empty: every library' }),
  idiomas: Type.Array(Type.String(), { description: 'MARC language codes; empty: every language' }),
};
export const WorkTypeItemsCreate = Type.Object({
  validade: Validity,
  itens: Type.Array(
    Type.Object({
      codigo: Code,
      bibliotecas: Type.Optional(Type.Array(Type.String())),
      idiomas: Type.Optional(Type.Array(Type.String())),
    }),
    { minItems: 1, maxItems: 50 },
  ),
});
export const WorkTypeItemUpdate = Type.Object({ codigo: Code, validade: Validity, ...WorkTypeOptions });
export const WorkTypeItem = Type.Object({
  codigo: Type.String(),
  descricao: Type.String(),
  ...Validated,
  ...WorkTypeOptions,
});
export type WorkTypeItem = Static<typeof WorkTypeItem>;

export const CodeOnly = Type.Object({ codigo: Code });

export const MatchingTitle = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  autor: Type.Union([Type.String(), Type.Null()]),
  ano_publicacao: Type.Union([Type.Integer(), Type.Null()]),
  incluido_em: Type.String({ description: 'When the record (or the new issue) was added, ISO 8601' }),
  motivos: Type.Array(Type.String(), { description: 'The profile items it matches, as the list shows them' }),
});
export type MatchingTitle = Static<typeof MatchingTitle>;

export const MatchingTitles = Type.Object({
  desde: Type.String({ description: 'Titles added after this instant (the last notice) are listed' }),
  titulos: Type.Array(MatchingTitle),
});
export type MatchingTitles = Static<typeof MatchingTitles>;
