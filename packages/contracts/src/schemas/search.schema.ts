import { type Static, Type } from '@sinclair/typebox';
import { MAX_PAGE, MAX_PAGE_SIZE_ACCEPTED } from './common.schema.ts';

export const AdditionalDataEntry = Type.Object({ codigo: Type.String(), descricao: Type.String() });

/** Where a result's copies are, per library (Estante's addition to the result item; docs/search.md, "Availability"). */
export const LibraryAvailability = Type.Object({
  cod_biblioteca: Type.String(),
  desc_biblioteca: Type.String({ description: 'Name of the library' }),
  situacao: Type.Union(
    [
      Type.Literal('disponivel'),
      Type.Literal('emprestado'),
      Type.Literal('consulta_local'),
      Type.Literal('indisponivel'),
    ],
    {
      description:
        'disponivel: a copy that is lent is on the shelf; emprestado: none, but some are on loan, on the hold shelf or in transit; consulta_local: none lent, a copy for library use only is on the shelf; indisponivel: the rest (lost, in repair)',
    },
  ),
  exemplares: Type.Integer({ description: 'Copies at the library' }),
  disponiveis: Type.Integer({ description: 'Copies that are lent, on the shelf now' }),
  emprestados: Type.Integer({ description: 'On loan, on the hold shelf or in transit' }),
  nao_emprestaveis: Type.Integer({ description: 'Library use only, lost or in repair' }),
  chamada: Type.Union([Type.String(), Type.Null()], {
    description:
      "Call number: the lowest of the library's copies on the shelf that are lent, else of those for library use on the shelf, else of all its copies",
  }),
  proxima_devolucao: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()], {
    description: 'Soonest due date of the copies on loan here',
  }),
  reserva: Type.Boolean({
    description:
      'A hold can be placed here, for a visitor (the hold rule of POST /reserva without the patron; the title page decides for the signed-in patron)',
  }),
});
export type LibraryAvailability = Static<typeof LibraryAvailability>;

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
  disponibilidade: Type.Optional(
    Type.Array(LibraryAvailability, {
      description: 'Per library holding copies, by name (GET /api/consulta; absent from other lists of results)',
    }),
  ),
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
    sugestao: Type.Optional(
      Type.Object(
        {
          termo: Type.Array(Type.String(), {
            description:
              'One per termo of the request, in order: the corrected term, or the term as sent when it needed no correction',
          }),
        },
        {
          description:
            "Did you mean (Estante's addition, docs/search.md): present when the search found fewer than 3 records and correcting its words from the catalogue's own vocabulary finds more; the same search with these terms is ready to run",
        },
      ),
    ),
  },
  { $id: 'SearchResponse' },
);
export type SearchResponse = Static<typeof SearchResponse>;

const repeatable = (description: string, item = Type.String({ maxLength: 10000 })) =>
  Type.Optional(Type.Union([item, Type.Array(item, { maxItems: 20 })], { description }));

/** Parameters of GET /api/consulta (docs/search.md). Rows are the k-th `termo` with the k-th `tipo`, `posicao`, `operador`. */
export const SearchQuery = Type.Object({
  termo: repeatable(
    'Term of each row of the search (repeat for an advanced search, at most 10 rows, 10,000 characters each). Right truncation: brasi* finds brasil, brasileira… (at least 3 letters before the *, else 422 TruncamentoCurto; the 100 most frequent words of the field), sa?de one letter in place of the ?; truncated words are never stemmed. Any other text is searched as plain words: quotes, parentheses, NEAR, OR and the like have no special meaning. Accents and case are ignored. A row with no searchable word (empty, punctuation, only function words like "o", "de", "the") is left out; a search with no row left answers total 0.',
  ),
  tipo: repeatable(
    'Field searched by the row with the same position: livre (every field, default), titulo, assunto, autor, chamada (call number), isbn_issn (ISBN-10/13 or ISSN, with or without hyphens), serie. Other values: 422 PesquisaInvalida.',
    Type.String({ maxLength: 20 }),
  ),
  posicao: repeatable(
    "Position of the row's words: qualquer (every word anywhere in the field, default), exata (the words as one phrase, in order), inicio (a value of the field, such as one title or one subject heading, begins with the words). Other values: 422.",
    Type.String({ maxLength: 20 }),
  ),
  operador: repeatable(
    "How each row joins the rows before it (evaluated left to right): e (and, default), ou (or), nao (and not), proximo (and: both terms within 5 words of each other in the same field), antes (and: the previous row's term occurs before this one in the same field), depois (after). Send one per row (the first is ignored) or one per gap between rows. Other values: 422.",
    Type.String({ maxLength: 20 }),
  ),
  similares: Type.Optional(
    Type.String({
      maxLength: 5,
      description:
        '1: similar words: plural, gender and verb forms of the words also match (Snowball stemmers for Portuguese, Spanish and English).',
    }),
  ),
  filtro: repeatable(
    'Facet filter LETTER:codigo, repeatable. Filters of different letters all apply (AND); values of one letter are alternatives (OR). Letters: T work type (cod_tipo_obra), Y year, I language (MARC code), X only-with (C cover, O online, A accessibility), K main class as a DDC hundred ("300"; UDC numbers under the DDC class of the same subject), L holding library code, A author, S subject, E series, P publisher; R, Z and the other additional-data letters are accepted and match nothing yet. Malformed: 422.',
    Type.String({ maxLength: 400 }),
  ),
  ordenacao: Type.Optional(
    Type.String({
      maxLength: 2,
      description:
        'C relevance (default; title matches weigh more than author/subject, then series/publisher, then notes), A publication year newest first, T title A-Z (initial articles skipped by 245 ind2), N title number (cod_acervo ascending). Other values: 422.',
    }),
  ),
  pagina: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Page number, from 1 (default 1).' }),
  ),
  quantPag: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE_ACCEPTED,
      description: 'Results per page: default 20; values above 100 are served as 100.',
    }),
  ),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const SortOption = Type.Object({
  codigo: Type.String({ description: 'Value of ordenacao' }),
  descricao: Type.String({ description: "Label in the caller's language (idioma header)" }),
  padrao: Type.Boolean({ description: 'The default ordering' }),
});
export type SortOption = Static<typeof SortOption>;

/** GET /api/consulta/opcoes-indice: the browse indexes (spec 000 §3, index types). */
export const BrowseIndexOption = Type.Object({
  codigo: Type.String({ description: 'Value of `tipo` in GET /api/consulta/indice' }),
  descricao: Type.String({ description: "Label in the caller's language (idioma header)" }),
});
export type BrowseIndexOption = Static<typeof BrowseIndexOption>;

export const BrowseQuery = Type.Object({
  tipo: Type.String({
    maxLength: 20,
    description:
      'Index: titulo, serie, autor, assunto, chamada, isbn, issn (GET /api/consulta/opcoes-indice). Other: 422.',
  }),
  termo: Type.Optional(
    Type.String({
      maxLength: 300,
      description:
        'Prefix typed by the reader: the list starts at the first heading that files at or after it (accents, case and punctuation ignored; titles file without their initial article; call numbers by class then author mark; ISBNs by their ISBN-13). Empty: the start of the index.',
    }),
  ),
  apos: Type.Optional(
    Type.String({ maxLength: 400, description: 'Next page: the `chave` of the last entry shown (from `proxima`).' }),
  ),
  antes: Type.Optional(
    Type.String({
      maxLength: 400,
      description: 'Previous page: the `chave` of the first entry shown (from `anterior`).',
    }),
  ),
  quantPag: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE_ACCEPTED,
      description: 'Entries per page: default 20, at most 100.',
    }),
  ),
});
export type BrowseQuery = Static<typeof BrowseQuery>;

export const BrowseEntry = Type.Object({
  chave: Type.String({
    description: 'Filing key of the heading (cursor for paging, and for GET /api/consulta/indice/acervos)',
  }),
  descricao: Type.String({ description: 'The heading as catalogued' }),
  total: Type.Integer({ description: 'Records filed under this heading' }),
  link: Type.String({ description: 'API path listing those records' }),
});
export const BrowseResponse = Type.Object({
  tipo: Type.String(),
  entradas: Type.Array(BrowseEntry),
  anterior: Type.Union([Type.String(), Type.Null()], {
    description: 'Value of `antes` for the previous page; null at the start',
  }),
  proxima: Type.Union([Type.String(), Type.Null()], {
    description: 'Value of `apos` for the next page; null at the end',
  }),
});
export type BrowseResponse = Static<typeof BrowseResponse>;

export const BrowseRecordsQuery = Type.Object({
  tipo: Type.String({ maxLength: 20, description: 'Index, as in GET /api/consulta/indice' }),
  chave: Type.String({ maxLength: 400, description: '`chave` of a browse entry' }),
  pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  quantPag: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE_ACCEPTED, description: 'default 20, at most 100' }),
  ),
});
export const BrowseRecordsResponse = Type.Object({
  total: Type.Integer(),
  data: Type.Array(SearchResultItem, { description: 'Ordered by title' }),
});

/** GET /api/consulta/filtros: the facet letters a search tab offers, with translated labels. */
export const SearchFilterOption = Type.Object({
  tipo: Type.String({ description: 'Facet letter, value before the colon of `filtro`' }),
  descricao: Type.String({ description: "Label in the caller's language" }),
});

export const LookupQuery = Type.Object({
  search_text: Type.Optional(
    Type.String({ maxLength: 200, description: 'Part of the name (accents and case ignored)' }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Page of 20, from 1' })),
  codCampus: Type.Optional(Type.Integer({ description: 'Libraries of this campus only' })),
});
export const LookupOption = Type.Object({ codigo: Type.String(), nome: Type.String() });
export const LookupPage = Type.Object({ total: Type.Integer(), data: Type.Array(LookupOption) });

export const RecordListQuery = Type.Object({
  acervos: Type.Union(
    [Type.String({ maxLength: 2000 }), Type.Array(Type.String({ maxLength: 20 }), { maxItems: 100 })],
    {
      description: 'cod_acervo values, repeated or comma-separated (at most 100)',
    },
  ),
});
export const AdditionalTitles = Type.Record(
  Type.String(),
  Type.Array(Type.Object({ tipo: Type.String(), titulo: Type.String() })),
  { description: 'By cod_acervo: variant (246), uniform (130/240/730) and related (76X-78X) titles' },
);
export const DefaultImage = Type.Object({
  url: Type.String({ description: 'Image shown for a title without a cover, by work type' }),
  por_tipo_obra: Type.Record(Type.String(), Type.String()),
});
export type DefaultImage = Static<typeof DefaultImage>;

/** Authorities (spec 000 §3, authority types). */
export const AuthorityTypeCode = Type.String({
  maxLength: 40,
  description:
    'todos, personal, corporate, meeting, uniformTitle, topical, geographic, genreForm, chronological, generalSubdivision, geographicSubdivision, chronologicalSubdivision, genreFormSubdivision',
});
export const AuthoritySearchQuery = Type.Object({
  termo: Type.Optional(
    Type.String({ maxLength: 300, description: 'Words of the heading or of a see-from (4XX) form' }),
  ),
  tipo: Type.Optional(AuthorityTypeCode),
  pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  quantPag: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE_ACCEPTED, description: 'default 20, at most 100' }),
  ),
});
export const AuthoritySummary = Type.Object({
  cod_autoridade: Type.Integer(),
  tipo: Type.String(),
  cabecalho: Type.String({ description: 'Authorised heading (1XX)' }),
  remissivas: Type.Array(Type.String(), { description: 'See-from forms (4XX)' }),
});
export const AuthoritySearchResponse = Type.Object({ total: Type.Integer(), data: Type.Array(AuthoritySummary) });
export const AuthorityDetail = Type.Object({
  cod_autoridade: Type.Integer(),
  tipo: Type.String(),
  etiqueta: Type.Optional(Type.String({ description: 'Tag of the heading field (100, 150…)' })),
  cabecalho: Type.String(),
  remissivas: Type.Array(Type.String(), { description: 'See-from forms (4XX): searching them finds the records' }),
  ver_tambem: Type.Array(Type.String(), { description: 'See-also headings (5XX)' }),
  notas: Type.Array(Type.String()),
  total_acervos: Type.Integer({ description: 'Records whose headings carry this heading' }),
  pesquisa: Type.String({ description: 'API path of the search for those records' }),
});
export const AuthorityComboQuery = Type.Object({
  autoridades: Type.Union(
    [Type.String({ maxLength: 500 }), Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 })],
    {
      description:
        'Headings as they appear in a record (repeat the parameter); each is matched to an authority by heading or see-from form',
    },
  ),
});
export const AuthorityComboEntry = Type.Object({
  autoridade: Type.String({ description: 'The heading as sent' }),
  cod_autoridade: Type.Union([Type.Integer(), Type.Null()]),
  cabecalho: Type.Union([Type.String(), Type.Null()], {
    description: 'Authorised form, null when no authority matches',
  }),
});
