import type { FastifyInstance } from 'fastify';

/**
 * The largest integer any request may carry: ids are PostgreSQL `integer` (serial) columns, so anything larger would
 * reach the database only to fail there as a 500 (`pagina=2^63` did: issue 27, finding 6).
 */
export const MAX_REQUEST_INTEGER = 2_147_483_647;

const REQUEST_PARTS = ['querystring', 'params', 'body', 'headers'] as const;

function isIntegerSchema(schema: Record<string, unknown>): boolean {
  return schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
}

/**
 * A copy of a request schema in which every integer without an upper bound gets MAX_REQUEST_INTEGER. A copy: the
 * contracts' schema objects are shared by many routes and by the response schemas.
 */
export function boundIntegers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => boundIntegers(item)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = boundIntegers(value);
  if (isIntegerSchema(copy) && copy.maximum === undefined && copy.exclusiveMaximum === undefined)
    copy.maximum = MAX_REQUEST_INTEGER;
  return copy as T;
}

/**
 * Every route's request schemas get an upper bound on their integers (400 RequisicaoInvalida beyond it). The paging
 * parameters have tighter bounds of their own in the contracts. Must run before the routes are registered (onRoute).
 */
export function registerIntegerBounds(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const schema: Record<string, unknown> = { ...route.schema };
    for (const part of REQUEST_PARTS) if (schema[part]) schema[part] = boundIntegers(schema[part]);
    route.schema = schema;
  });
}
