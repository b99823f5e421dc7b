import { type RecordTabSlug, STAFF_WEB_ROOT, WEB_ROUTES } from '@estante/contracts';

/**
 * Every route of the web app (spec 000 §2). `path` is the React Router pattern, from WEB_ROUTES in contracts (which
 * the server reads too, to answer unknown paths with 404); `getHref` builds a link to it.
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
    path: WEB_ROUTES.home,
    getHref: (search?: SearchHrefOptions) => `/${searchQuery(search)}`,
  },
  /** A search guide (tab of the home screen); same screen as home. */
  guide: {
    path: WEB_ROUTES.guide,
    getHref: (guide: string, search?: SearchHrefOptions) => `/${encode(guide)}${searchQuery(search)}`,
  },
  login: {
    path: WEB_ROUTES.login,
    getHref: (redirectTo?: string) =>
      redirectTo && redirectTo !== '/'
        ? `/login?${new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: redirectTo }).toString()}`
        : '/login',
  },
  logout: { path: WEB_ROUTES.logout, getHref: () => '/sair' },
  redirectHandler: { path: WEB_ROUTES.redirectHandler, getHref: () => '/pergamum_redireciona' },
  oauthResponse: { path: WEB_ROUTES.oauthResponse, getHref: () => '/oauth-response' },
  samlResponse: { path: WEB_ROUTES.samlResponse, getHref: () => '/saml-response' },
  grupoA: { path: WEB_ROUTES.grupoA, getHref: () => '/grupoa' },
  pearson: { path: WEB_ROUTES.pearson, getHref: () => '/pearson' },
  basket: { path: WEB_ROUTES.basket, getHref: () => '/cesta' },
  selfServiceApp: { path: WEB_ROUTES.selfServiceApp, getHref: () => '/meupergamum/app' },
  /** The self-service area; its nested routes come later. */
  selfService: { path: WEB_ROUTES.selfService, getHref: () => '/meupergamum' },
  record: {
    path: WEB_ROUTES.record,
    getHref: (recordId: number | string, tab?: RecordTabSlug) => `/acervo/${encode(recordId)}${tab ? `/${tab}` : ''}`,
  },
  authority: {
    path: WEB_ROUTES.authority,
    getHref: (authorityId: number | string) => `/autoridade/${encode(authorityId)}`,
  },
  authorityMarc: {
    path: WEB_ROUTES.authorityMarc,
    getHref: (authorityId: number | string) => `/autoridade/${encode(authorityId)}/marc`,
  },
  /** The staff console (docs/staff.md): `page` is a path below /equipe, e.g. `auditoria`. */
  staff: {
    path: WEB_ROUTES.staff,
    getHref: (page?: string) => (page ? `${STAFF_WEB_ROOT}/${page}` : STAFF_WEB_ROOT),
  },
  libraryInformation: { path: WEB_ROUTES.libraryInformation, getHref: () => '/biblioteca' },
  faq: { path: WEB_ROUTES.faq, getHref: () => '/perguntas-frequentes' },
  events: { path: WEB_ROUTES.events, getHref: () => '/eventos' },
  privacy: { path: WEB_ROUTES.privacy, getHref: () => '/privacidade' },
  network: { path: WEB_ROUTES.network, getHref: () => '/rede' },
  notFound: { path: '*' },
} as const;
