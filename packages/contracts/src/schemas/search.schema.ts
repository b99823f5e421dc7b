import { type Static, Type } from '@sinclair/typebox';

export const AdditionalDataEntry = Type.Object({ codigo: Type.String(), descricao: Type.String() });

/** Search result item (spec 001 §3) plus Estante's display fields. */
export const SearchResultItem = Type.Object({
  cod_acervo: Type.Integer(),
  cod_tipo_obra: Type.Integer(),
  desc_tipo_obra: Type.String(),
  ano_publicacao: Type.Optional(Type.String()),
  idioma: Type.Optional(Type.String()),
  idioma_desc: Type.Optional(Type.String()),
  link_capa: Type.Optional(Type.String()),
  acesso_remoto: Type.Optional(Type.String({ description: 'cr means online' })),
  possui_acessibilidade: Type.Optional(Type.String({ description: 'S means yes' })),
  cod_tipo_area_conhec: Type.Optional(Type.String()),
  desc_tipo_area_conhec: Type.Optional(Type.String()),
  cod_area_conhecimento: Type.Optional(Type.String()),
  rota: Type.String({ description: 'Web route of the title' }),
  dados_adicionais: Type.Record(Type.String(), Type.Array(AdditionalDataEntry)),
  cursos_disc: Type.Array(Type.Object({ codigo: Type.String(), campus: Type.String() })),
  areas_conhecimento: Type.Array(Type.Object({ descricao: Type.String(), codigo: Type.String() })),
  titulo: Type.String(),
  autor: Type.Optional(Type.String()),
  imprenta: Type.Optional(Type.String()),
  edicao: Type.Optional(Type.String()),
  chamada: Type.Optional(Type.String()),
  isbn: Type.Optional(Type.String()),
  issn: Type.Optional(Type.String()),
  destaque: Type.Optional(Type.String({ description: 'Title with matched words wrapped in <mark>' })),
});
export type SearchResultItem = Static<typeof SearchResultItem>;

export const FacetEntry = Type.Object({
  tipo: Type.String(),
  codigo: Type.String(),
  descricao: Type.String(),
  total: Type.Integer(),
  totalSemFiltro: Type.Integer(),
  mostrarQtdOriginal: Type.Boolean(),
});
export type FacetEntry = Static<typeof FacetEntry>;

export const SearchResponse = Type.Object(
  {
    total: Type.Integer(),
    data: Type.Array(SearchResultItem),
    filtros: Type.Array(FacetEntry),
    id: Type.String({ description: 'Identifier of this search, for the history log' }),
  },
  { $id: 'SearchResponse' },
);
export type SearchResponse = Static<typeof SearchResponse>;

export const SearchQuery = Type.Object({
  termo: Type.Optional(Type.Union([Type.String({ maxLength: 10000 }), Type.Array(Type.String({ maxLength: 10000 }))])),
  tipo: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  posicao: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  operador: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  similares: Type.Optional(Type.String()),
  filtro: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  ordenacao: Type.Optional(Type.String()),
  pagina: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  quantPag: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type SearchQuery = Static<typeof SearchQuery>;
