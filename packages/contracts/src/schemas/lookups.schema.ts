import { type Static, Type } from '@sinclair/typebox';
import { MAX_PAGE } from './common.schema.ts';
import { FacetEntry, SearchResultItem } from './search.schema.ts';

/** GET /api/consulta/cursos, /disciplinas, /professores (spec 001 §7.2): search_text, page, plus narrowing codes. */
export const TeachingLookupQuery = Type.Object({
  search_text: Type.Optional(
    Type.String({ maxLength: 200, description: 'Part of the name (accents and case ignored)' }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Page of 20, from 1' })),
  codCampus: Type.Optional(Type.Integer({ description: 'Courses of this campus only' })),
  codCurso: Type.Optional(Type.String({ maxLength: 50, description: 'Disciplines of this course only' })),
  codDisciplina: Type.Optional(Type.String({ maxLength: 50, description: 'Professors of this discipline only' })),
});
export type TeachingLookupQuery = Static<typeof TeachingLookupQuery>;

/** One choice of a search tab: code and label in the caller's language. */
export const SearchTabOption = Type.Object({
  codigo: Type.String(),
  descricao: Type.String(),
  /** Records of the catalogue holding the value (the search guides' choices, docs/search-guides.md). */
  total: Type.Optional(Type.Integer()),
});
/** The choices of a search tab, by field (`tipo`, `tribunal`…): opcoes-arquivo, -atos-normativos, jurisprudencia. */
export const SearchTabOptions = Type.Record(Type.String(), Type.Array(SearchTabOption));
export type SearchTabOptions = Static<typeof SearchTabOptions>;

export const NewAcquisitionsQuery = Type.Object({
  tipo: Type.Optional(
    Type.Union([Type.Literal('NA_C'), Type.Literal('NA_A')], {
      description: 'NA_C by course (codigo: course code), NA_A by area (codigo: main class)',
    }),
  ),
  codigo: Type.Optional(Type.String({ maxLength: 50 })),
  pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  quantPag: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type NewAcquisitionsQuery = Static<typeof NewAcquisitionsQuery>;

/** Titles added to the catalogue in the last `dias` days, newest first, with counts by course and by area. */
export const NewAcquisitions = Type.Object({
  total: Type.Integer(),
  dias: Type.Integer(),
  data: Type.Array(SearchResultItem),
  filtros: Type.Array(FacetEntry),
});
export type NewAcquisitions = Static<typeof NewAcquisitions>;
