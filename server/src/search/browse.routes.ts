import {
  BrowseIndexOption,
  BrowseQuery,
  BrowseRecordsQuery,
  BrowseRecordsResponse,
  BrowseResponse,
  ErrorResponse,
} from '@estante/contracts';
import { InvalidSearchError } from '@estante/search';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { FeatureOptions } from '../app-context.ts';
import type { Database } from '../database/schema.ts';
import { requestLanguage } from '../http/request-language.ts';
import { browseHeadings, browseKeyOf, hasHeading, recordsOfHeading } from './browse.repository.ts';
import { BROWSE_KINDS, type BrowseKind } from './browse-entries.ts';
import { BROWSE_LABELS } from './search-labels.ts';
import { presentSearchResult } from './search-result.presenter.ts';
import { findResultRowsByIds } from './search-result.repository.ts';

const tags = ['search'];
const DEFAULT_SIZE = 20;
const MAX_SIZE = 100;

function browseKind(value: string): BrowseKind {
  if ((BROWSE_KINDS as readonly string[]).includes(value)) return value as BrowseKind;
  throw new InvalidSearchError('tipo', value, `expected one of ${BROWSE_KINDS.join(', ')}`);
}

/** A page of an index positioned at a prefix, or before/after a key; null cursors at either end. */
export async function browseIndex(
  db: Kysely<Database>,
  kind: BrowseKind,
  query: { termo?: string; apos?: string; antes?: string; quantPag?: number },
): Promise<BrowseResponse> {
  const size = Math.min(query.quantPag ?? DEFAULT_SIZE, MAX_SIZE);
  let headings =
    query.antes !== undefined
      ? await browseHeadings(db, kind, { before: query.antes }, size)
      : query.apos !== undefined
        ? await browseHeadings(db, kind, { after: query.apos }, size)
        : await browseHeadings(db, kind, { from: browseKeyOf(kind, query.termo ?? '') }, size);
  // A prefix past the last heading shows the end of the index rather than an empty page.
  if (headings.length === 0 && query.antes === undefined && query.apos === undefined) {
    headings = await browseHeadings(db, kind, { end: true }, size);
  }
  const first = headings[0];
  const last = headings.at(-1);
  return {
    tipo: kind,
    entradas: headings.map((heading) => ({
      chave: heading.key,
      descricao: heading.label,
      total: heading.count,
      link: `/api/consulta/indice/acervos?tipo=${kind}&chave=${encodeURIComponent(heading.key)}`,
    })),
    anterior: first && (await hasHeading(db, kind, 'before', first.key)) ? first.key : null,
    proxima: last && (await hasHeading(db, kind, 'after', last.key)) ? last.key : null,
  };
}

/** Browse indexes (spec 000 §3, index types): title, series, author, subject, call number, ISBN, ISSN. */
export const browseRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/consulta/opcoes-indice',
    {
      schema: {
        tags,
        summary: "Browse indexes, with labels in the caller's language",
        response: { 200: Type.Array(BrowseIndexOption) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      return BROWSE_KINDS.map((kind) => ({ codigo: kind, descricao: BROWSE_LABELS[kind][language] }));
    },
  );

  app.get(
    '/consulta/indice',
    {
      schema: {
        tags,
        summary: 'Browse an index alphabetically, positioned at a prefix, paging both ways',
        description:
          'Distinct headings in filing order with the number of records filed under each. Without `apos`/`antes` the page starts at the first heading filing at or after `termo` (the end of the index when none does). `proxima`/`anterior` are the cursors of the next/previous page (null at either end). See docs/search.md.',
        querystring: BrowseQuery,
        response: { 200: BrowseResponse, 422: ErrorResponse },
      },
    },
    async (request) => browseIndex(db, browseKind(request.query.tipo), request.query),
  );

  app.get(
    '/consulta/indice/acervos',
    {
      schema: {
        tags,
        summary: 'The records filed under one browse heading, by title',
        querystring: BrowseRecordsQuery,
        response: { 200: BrowseRecordsResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const kind = browseKind(request.query.tipo);
      const size = Math.min(request.query.quantPag ?? DEFAULT_SIZE, MAX_SIZE);
      const page = request.query.pagina ?? 1;
      const { total, ids } = await recordsOfHeading(db, kind, request.query.chave, {
        offset: (page - 1) * size,
        limit: size,
      });
      const rows = new Map((await findResultRowsByIds(db, ids)).map((row) => [row.id, row]));
      return {
        total,
        data: ids.flatMap((id) => (rows.has(id) ? [presentSearchResult(rows.get(id)!, undefined, language)] : [])),
      };
    },
  );
};
