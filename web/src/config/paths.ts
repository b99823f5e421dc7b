import type { RecordTabSlug } from '@estante/contracts';

/**
 * Every route of the web app (spec 000 §2), in one place.
 * `path` is the React Router pattern; `getHref` builds a link to it.
 */

/** Names of the search parameters kept in the URL, so that a search can be bookmarked (Blacklight/VuFind habit). */
export const SEARCH_URL_PARAMS = { term: 'termo', page: 'pagina' } as const;

/** Query parameter of /login naming where to go after sign-in (spec 000 §2). */
export const LOGIN_REDIRECT_PARAM = 'redirect';

export interface SearchHrefOptions {
  term?: string;
  page?: number;
  /** A field search (GET /api/consulta's tipo and posicao): `assunto` + `exata` searches a heading in the subjects. */
  field?: string;
  position?: string;
}

function searchQuery({ term, page, field, position }: SearchHrefOptions = {}): string {
  const params = new URLSearchParams();
  const trimmed = term?.trim();
  if (trimmed) params.set(SEARCH_URL_PARAMS.term, trimmed);
  if (trimmed && field) params.set('tipo', field);
  if (trimmed && position) params.set('posicao', position);
  if (trimmed && page !== undefined && page > 1) params.set(SEARCH_URL_PARAMS.page, String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

const encode = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: {
    path: '/',
    getHref: (search?: SearchHrefOptions) => `/${searchQuery(search)}`,
  },
  /** A search guide (tab of the home screen); same screen as home. */
  guide: {
    path: '/:guia',
    getHref: (guide: string, search?: SearchHrefOptions) => `/${encode(guide)}${searchQuery(search)}`,
  },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) =>
      redirectTo && redirectTo !== '/'
        ? `/login?${new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: redirectTo }).toString()}`
        : '/login',
  },
  logout: { path: '/sair', getHref: () => '/sair' },
  redirectHandler: { path: '/pergamum_redireciona', getHref: () => '/pergamum_redireciona' },
  oauthResponse: { path: '/oauth-response', getHref: () => '/oauth-response' },
  samlResponse: { path: '/saml-response', getHref: () => '/saml-response' },
  grupoA: { path: '/grupoa', getHref: () => '/grupoa' },
  pearson: { path: '/pearson', getHref: () => '/pearson' },
  basket: { path: '/cesta', getHref: () => '/cesta' },
  selfServiceApp: { path: '/meupergamum/app', getHref: () => '/meupergamum/app' },
  /** The self-service area; its nested routes come later. */
  selfService: { path: '/meupergamum/*', getHref: () => '/meupergamum' },
  record: {
    path: '/acervo/:codAcervo',
    getHref: (recordId: number | string, tab?: RecordTabSlug) => `/acervo/${encode(recordId)}${tab ? `/${tab}` : ''}`,
  },
  authority: {
    path: '/autoridade/:codAutoridade',
    getHref: (authorityId: number | string) => `/autoridade/${encode(authorityId)}`,
  },
  authorityMarc: {
    path: '/autoridade/:codAutoridade/marc',
    getHref: (authorityId: number | string) => `/autoridade/${encode(authorityId)}/marc`,
  },
  notFound: { path: '*' },
} as const;
