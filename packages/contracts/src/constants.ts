/** Constants given by the specification (documents 000 and 001), shared by server and web. */

export const API_BASE_PATH = '/api';

/** Language codes sent in the `idioma` header (spec: 1 pt, 3 es, 5 en). 7 fr and 9 it are our choice (docs/decisions.md). */
export const LANGUAGE_CODES = { pt: 1, es: 3, en: 5, fr: 7, it: 9 } as const;
export type LanguageTag = keyof typeof LANGUAGE_CODES;
export const SUPPORTED_LANGUAGES: readonly LanguageTag[] = ['pt', 'en', 'es', 'fr', 'it'];
export const DEFAULT_LANGUAGE: LanguageTag = 'pt';
/** Header carrying the language code on every call. */
export const LANGUAGE_HEADER = 'idioma';

export function languageFromCode(code: string | number | undefined): LanguageTag {
  const numeric = Number(code);
  for (const [tag, value] of Object.entries(LANGUAGE_CODES)) {
    if (value === numeric) return tag as LanguageTag;
  }
  return DEFAULT_LANGUAGE;
}

/** Activity codes (cod_atividade) named by the spec. */
export const ACTIVITY = {
  personalArea: 8,
  suggestion: 12,
  comments: 13,
  externalDatabase: 57,
  networkCatalogue: 87,
  systemLogo: 88,
  keepStoredCredentials: 107,
  captcha: 1120,
} as const;

/** Patron category codes from the spec, default 01. */
export const PATRON_CATEGORY_CODES = [
  '01',
  '19',
  '03',
  '06',
  '07',
  '21',
  '09',
  '05',
  '12',
  'Intercamb',
  'MembroComun',
  '08',
  '04',
  '10',
] as const;
export const DEFAULT_PATRON_CATEGORY = '01';
/** The professor category (spec 000 §1, §9): its members get their own link in the acquisition suggestion form. */
export const PROFESSOR_CATEGORY = '04';

/** Search result defaults (spec 001 §3, §9). */
export const SEARCH_DEFAULTS = {
  page: 1,
  pageSize: 20,
  maxPageSize: 100,
  ordering: 'C',
  display: 'D',
  newAcquisitionsDisplay: 'C',
} as const;

/** Sort orders: C relevance, A year of publication (newest first), T title, N title number. */
export const SORT_ORDERS = ['C', 'A', 'T', 'N'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Facet type letters (spec 001 §3). L is used by Estante for the holding library (docs/decisions.md). */
export const FACET_LETTERS = {
  workType: 'T',
  year: 'Y',
  onlyWith: 'X',
  language: 'I',
  repository: 'R',
  classification: 'K',
  institution: 'Z',
  library: 'L',
  author: 'A',
  subject: 'S',
  series: 'E',
  publisher: 'P',
} as const;
export const ADDITIONAL_DATA_LETTERS = ['B', 'P', 'A', 'S', 'C', 'E', 'U', 'D', 'N', 'M', 'O', 'F', 'L', 'G'] as const;
/** Values of the X (only-with) facet. */
export const ONLY_WITH = { cover: 'C', online: 'O', accessibility: 'A' } as const;

/** Title detail tabs: route suffix → tab code (spec 000 §2). */
export const RECORD_TABS = {
  referencia: '33',
  marc: '36',
  exemplares: '30',
  'dublin-core': '115',
  reserva: '18',
  'solicitacao-emprestimo': '75',
  'colecao-kardex': '32',
  sumarios: 'summary',
  'sumarios-livros': 'book-summary',
  'dados-estatisticos': '74',
  'acervo-fechado': 'closed-collection',
} as const;
export type RecordTabSlug = keyof typeof RECORD_TABS;

/** Providers whose redirect opens an external-resource link after sign-in (spec 000 §4). */
export const EXTERNAL_RESOURCE_PROVIDERS = [
  'pearson',
  'cengage',
  'editora_forum',
  'minhabiblioteca',
  'ebrary',
  'rtonline',
  'lectio',
  'gale',
  'gale_book',
  'oxford',
  'proquest',
  'uptodate',
  'lexicomp',
  'solucto',
  'jornalderesenhas',
] as const;

export const TOAST_AUTO_CLOSE_MS = 8000;
export const ZOOM_LEVELS = [0, 20, 40, 60, 80, 100] as const;
export const COLOUR_SCHEMES = ['normal', 'inverted', 'grayscale', 'high-contrast'] as const;
export const MIN_BROWSERS = { chrome: 104, firefox: 110, edge: 110 } as const;
export const PHONE_MAX_LENGTH = 16;
export const CONTAINS_ANY_MIN_TERM_LENGTH = 3;
export const CAPTCHA_COMPACT_BELOW_PX = 575.98;
/** Personal-area mode flag of the build settings (spec 000 §9). */
export const PERSONAL_AREA_MODE = 1;
/** Numeric constants exported by the reference front end; meaning not given by the spec. */
export const UNEXPLAINED_CONSTANTS = [571, 87, 523] as const;

/** Currency symbol by language (spec 000 §9); fr/it use the institution's currency, R$ by default. */
export const CURRENCY_SYMBOL: Record<LanguageTag, string> = { pt: 'R$', en: '$', es: 'COP$', fr: 'R$', it: 'R$' };

/** The index lists of spec 000 §3: values of `tipo` in GET /api/consulta/indice. */
export const BROWSE_INDEXES = ['titulo', 'serie', 'autor', 'assunto', 'chamada', 'isbn', 'issn'] as const;
export type BrowseIndex = (typeof BROWSE_INDEXES)[number];

/** Authority types of spec 000 §3, as the import stores them; GET /api/autoridade also takes `todos`. */
export const AUTHORITY_TYPES = [
  'personal',
  'corporate',
  'meeting',
  'uniformTitle',
  'topical',
  'geographic',
  'genreForm',
  'chronological',
  'generalSubdivision',
  'geographicSubdivision',
  'chronologicalSubdivision',
  'genreFormSubdivision',
  'other',
] as const;
