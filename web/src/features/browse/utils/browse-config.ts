/** The index lists of spec 000 §3 (values of `tipo` in GET /api/consulta/indice). */
export const BROWSE_INDEXES = ['titulo', 'serie', 'autor', 'assunto', 'chamada', 'isbn', 'issn'] as const;

/** Authority types of spec 000 §3 (values of `tipo` in GET /api/autoridade). */
export const AUTHORITY_TYPES = [
  'todos',
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
] as const;

/** The search guides (/{guia}) that open the browse screens instead of the search. */
export const BROWSE_GUIDE = 'indice';
export const AUTHORITIES_GUIDE = 'autoridades';

/** The web search URL of an API search path ("/api/consulta?…" → "/?…"). */
export function searchUrlOfApiPath(apiPath: string): string {
  const query = apiPath.split('?')[1];
  return query ? `/?${query}` : '/';
}
