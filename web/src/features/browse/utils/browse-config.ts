import { AUTHORITY_TYPES } from '@estante/contracts';

export { BROWSE_INDEXES } from '@estante/contracts';

/** The authority types offered on the list screen (`todos` first; `other` has no list of its own). */
export const AUTHORITY_TYPE_CHOICES = ['todos', ...AUTHORITY_TYPES.filter((type) => type !== 'other')] as const;

/** The search guides (/{guia}) that open the browse screens instead of the search. */
export const BROWSE_GUIDE = 'indice';
export const AUTHORITIES_GUIDE = 'autoridades';

/** The web search URL of an API search path ("/api/consulta?…" → "/?…"). */
export function searchUrlOfApiPath(apiPath: string): string {
  const query = apiPath.split('?')[1];
  return query ? `/?${query}` : '/';
}
