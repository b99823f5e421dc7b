import { type Static, Type } from '@sinclair/typebox';

/**
 * Personal-area services on catalogue data (spec 001 §7.3): the teaching plan of a professor, the permanent
 * basket and the electronic databases. Design choices in docs/web.md ("Personal-area services").
 */

/** Refusal codes of these services; the server writes them in the caller's language. */
export const ACCOUNT_SERVICE_CODES = {
  professorsOnly: 'PlanoEnsinoSomenteProfessores',
} as const;

/** An ISO calendar day; anything else is refused with 400 by the schema. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

// --- Teaching plan ---------------------------------------------------------------------------------------

export const TeachingOffering = Type.Object({
  departamento: Type.Union([Type.String(), Type.Null()], { description: 'Department code' }),
  ano: Type.Integer(),
  semestre: Type.Integer(),
  periodo: Type.Integer({ description: 'Term of the course curriculum' }),
});

export const TeachingDiscipline = Type.Object({
  codigo: Type.String(),
  nome: Type.String(),
  ofertas: Type.Array(TeachingOffering),
});
export type TeachingDiscipline = Static<typeof TeachingDiscipline>;

export const TeachingPlanOptions = Type.Object({
  disciplinas: Type.Array(TeachingDiscipline),
  departamentos: Type.Array(Type.Object({ codigo: Type.String(), nome: Type.String() })),
  bibliotecas: Type.Array(Type.Object({ codigo: Type.String(), nome: Type.String() })),
});
export type TeachingPlanOptions = Static<typeof TeachingPlanOptions>;

export const TeachingPlanQuery = Type.Object({
  departamento: Type.Optional(Type.String({ maxLength: 40 })),
  ano: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
  semestre: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  periodo: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  disciplina: Type.Optional(Type.String({ maxLength: 40 })),
  biblioteca: Type.Optional(Type.String({ maxLength: 40, description: 'Library code; every library when left out' })),
});
export type TeachingPlanQuery = Static<typeof TeachingPlanQuery>;

export const TeachingPlanTitle = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  autor: Type.Union([Type.String(), Type.Null()]),
  ano: Type.Union([Type.Integer(), Type.Null()]),
  editora: Type.Union([Type.String(), Type.Null()]),
  edicao: Type.Union([Type.String(), Type.Null()]),
  isbn: Type.Union([Type.String(), Type.Null()]),
  disciplinas: Type.Array(Type.String({ description: 'Codes of the disciplines that list the title' })),
  exemplares: Type.Integer({ description: 'Copies held in the chosen library (or all libraries)' }),
  disponiveis: Type.Integer({ description: 'Of those, copies available on the shelf' }),
});
export type TeachingPlanTitle = Static<typeof TeachingPlanTitle>;

// --- Permanent basket ------------------------------------------------------------------------------------

export const PermanentBasketAdd = Type.Object({
  acervos: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }),
});
export type PermanentBasketAdd = Static<typeof PermanentBasketAdd>;

export const PermanentBasketRemove = Type.Object({ acervo: Type.Integer({ minimum: 1 }) });
export type PermanentBasketRemove = Static<typeof PermanentBasketRemove>;

/** tipoBusca: `todos` lists every saved title; `periodo` only those saved between dataIni and dataFim. */
export const PERMANENT_BASKET_SEARCH_TYPES = ['todos', 'periodo'] as const;
export type PermanentBasketSearchType = (typeof PERMANENT_BASKET_SEARCH_TYPES)[number];

export const PermanentBasketQuery = Type.Object({
  tipoBusca: Type.Optional(Type.Union(PERMANENT_BASKET_SEARCH_TYPES.map((value) => Type.Literal(value)))),
  dataIni: Type.Optional(Day),
  dataFim: Type.Optional(Day),
});
export type PermanentBasketQuery = Static<typeof PermanentBasketQuery>;

export const PermanentBasketTitle = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  autor: Type.Union([Type.String(), Type.Null()]),
  ano: Type.Union([Type.Integer(), Type.Null()]),
  data: Type.String({ description: 'When it was saved, ISO 8601 UTC' }),
});
export type PermanentBasketTitle = Static<typeof PermanentBasketTitle>;

export const PermanentBasketAddResult = Type.Object({
  adicionados: Type.Integer({ description: 'Titles newly saved; those already saved keep their date' }),
});

// --- Electronic databases --------------------------------------------------------------------------------

export const ElectronicDatabase = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  descricao: Type.Union([Type.String(), Type.Null()]),
  link: Type.String(),
  acesso: Type.Union([Type.String(), Type.Null()], { description: 'How to get in (network, proxy, sign-in)' }),
});
export type ElectronicDatabase = Static<typeof ElectronicDatabase>;
