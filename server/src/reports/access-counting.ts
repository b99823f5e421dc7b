import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { type AccessCounter, createAccessCounter } from './access-counter.ts';
import type { AccessKind } from './access-counts.repository.ts';

/** The catalogue requests the access statistics count, by route (docs/staff-reports.md, "Access statistics"). */
export function accessKindOf(method: string, route: string | undefined, query: unknown): AccessKind | undefined {
  if (method !== 'GET') return undefined;
  if (route === '/api/acervo/:id') return 'record_view';
  if (route !== '/api/consulta') return undefined;
  // A search is its first page: turning pages of the same results is no new search.
  const page = (query as { pagina?: unknown } | undefined)?.pagina;
  return page === undefined || page === 1 ? 'search' : undefined;
}

/**
 * Counts successful searches and title-page views of every route registered afterwards (an onResponse hook, after
 * the answer is sent), and writes the counts left when the app closes. buildApp calls it before the routes.
 */
export function registerAccessCounting(app: FastifyInstance, context: AppContext): AccessCounter {
  const counter = createAccessCounter(context.db, () => context.now(), context.log);
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 200) return;
    const kind = accessKindOf(request.method, request.routeOptions.url, request.query);
    if (kind) counter.count(kind);
  });
  // preClose, not onClose: onClose hooks run last-added first, and buildApp's last one closes the database.
  app.addHook('preClose', async () => {
    await counter.flush();
  });
  return counter;
}
