import { MAX_PAGE } from '@estante/contracts';
import { type TSchema, Type } from '@sinclair/typebox';

/**
 * Paging of every staff queue (docs/staff-queues.md): `pagina` from 1, `itens` per page up to 100; the answer is
 * `{ total, itens, contagens }`, `contagens` counting each status under the same library filter (what the
 * status filter's options show).
 */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export const PageQuery = {
  pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  itens: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
};

export interface Page {
  offset: number;
  limit: number;
}

export function pageOf(query: { pagina?: number; itens?: number }): Page {
  const limit = query.itens ?? DEFAULT_PAGE_SIZE;
  return { offset: ((query.pagina ?? 1) - 1) * limit, limit };
}

export const StatusCounts = Type.Record(Type.String(), Type.Integer(), {
  description: 'items per status (under the library filter)',
});

/** A queue's page with the count of each status. */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({
    total: Type.Integer({ description: 'items matching the filters, on every page' }),
    itens: Type.Array(item),
    contagens: StatusCounts,
  });
}

/** A list's page, for lists without statuses. */
export function PagedList<T extends TSchema>(item: T) {
  return Type.Object({
    total: Type.Integer({ description: 'items matching the filters, on every page' }),
    itens: Type.Array(item),
  });
}

/** `[{status, count}]` as the wire's `{ situacao: n }`, every known status present (0 when empty). */
export function countsByName(
  rows: readonly { status: string; count: number }[],
  names: readonly string[],
  nameOf: (status: string) => string = (status) => status,
): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  for (const row of rows) {
    const name = nameOf(row.status);
    counts[name] = (counts[name] ?? 0) + row.count;
  }
  return counts;
}

/** A blank filter value means no filter. */
export const blankToUndefined = (value: string | undefined): string | undefined => value?.trim() || undefined;
