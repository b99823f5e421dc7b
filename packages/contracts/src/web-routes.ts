import { RECORD_TABS } from './constants.ts';

/**
 * The web app's routes (spec 000 §2) as data, defined once: the web's router builds its paths from them
 * (web/src/config/paths.ts) and the server answers an unknown path with 404 before the page loads
 * (server/src/http/web-app.plugin.ts), so both agree on what exists.
 */
export const WEB_ROUTES = {
  home: '/',
  login: '/login',
  logout: '/sair',
  redirectHandler: '/pergamum_redireciona',
  oauthResponse: '/oauth-response',
  samlResponse: '/saml-response',
  grupoA: '/grupoa',
  pearson: '/pearson',
  basket: '/cesta',
  selfServiceApp: '/meupergamum/app',
  /** The self-service area; its nested routes are the web's (an unknown one shows the account home). */
  selfService: '/meupergamum/*',
  /** A search guide: one of SEARCH_GUIDES, anything else is not found. */
  guide: '/:guia',
  record: '/acervo/:codAcervo',
  /** A section of the title page: one of RECORD_TABS. */
  recordSection: '/acervo/:codAcervo/:aba',
  authority: '/autoridade/:codAutoridade',
  authorityMarc: '/autoridade/:codAutoridade/marc',
  /** The staff console (docs/staff.md); its nested routes are the web's. Lazily loaded, staff only. */
  staff: '/equipe/*',
  /** The library's own pages, from the site sections (docs/staff-content.md "The library's pages"). */
  libraryInformation: '/biblioteca',
  faq: '/perguntas-frequentes',
  events: '/eventos',
  /** What the library keeps about patrons and for how long (docs/privacy.md); the controls are in the personal area. */
  privacy: '/privacidade',
  /** The network union catalogue (docs/network.md). */
  network: '/rede',
} as const;

export type WebRouteName = keyof typeof WEB_ROUTES;

/**
 * The search guides `/{guia}` may name: the browse screens (docs/web.md), course reserves, the special collections and the
 * standards documents of a Target GEDWeb server (docs/search-guides.md). No guide comes from the configuration.
 */
export const SEARCH_GUIDES = [
  'indice',
  'autoridades',
  'bibliografia',
  'arquivo',
  'atos-normativos',
  'jurisprudencia',
  'target_gedweb',
] as const;
export type SearchGuide = (typeof SEARCH_GUIDES)[number];

export function isSearchGuide(value: string): value is SearchGuide {
  return (SEARCH_GUIDES as readonly string[]).includes(value);
}

/** A route of the web app a path matches, with its parameters (percent-decoded). */
export interface WebRouteMatch {
  name: WebRouteName;
  params: Record<string, string>;
}

/** A record or authority id in a path: a positive integer, as the API accepts it. */
export function isRouteId(value: string): boolean {
  return /^[1-9][0-9]{0,14}$/.test(value);
}

/** Static paths first, `/:guia` last, as the router ranks them. */
const ROUTE_ORDER = (Object.keys(WEB_ROUTES) as WebRouteName[]).sort(
  (a, b) => Number(a === 'guide') - Number(b === 'guide'),
);

function matchPattern(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part === '*') return params;
    const segment = segments[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return segments.length === parts.length ? params : undefined;
}

/**
 * The route a pathname shows, or undefined for the not-found screen. Static paths rank above `/:guia` as in the
 * router; parameters are checked against their closed lists (guides, tabs) and ids must be positive integers.
 * Whether the record or authority exists is the caller's question.
 */
export function matchWebRoute(pathname: string): WebRouteMatch | undefined {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  // The router ignores one trailing slash; `//` or an empty segment in the middle is not a route.
  const inner = pathname.split('/').slice(1, -1);
  if (inner.includes('')) return undefined;
  for (const name of ROUTE_ORDER) {
    const params = matchPattern(WEB_ROUTES[name], segments);
    if (!params) continue;
    if (name === 'guide' && !isSearchGuide(params.guia ?? '')) return undefined;
    if (name === 'recordSection' && !Object.hasOwn(RECORD_TABS, params.aba ?? '')) return undefined;
    if (params.codAcervo !== undefined && !isRouteId(params.codAcervo)) return undefined;
    if (params.codAutoridade !== undefined && !isRouteId(params.codAutoridade)) return undefined;
    return { name, params };
  }
  return undefined;
}
