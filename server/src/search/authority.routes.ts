import {
  AUTHORITY_TYPES,
  AuthorityComboEntry,
  AuthorityComboQuery,
  AuthorityDetail,
  AuthoritySearchQuery,
  AuthoritySearchResponse,
  ErrorResponse,
  MarcRecordJson,
  NumericIdParams,
} from '@estante/contracts';
import { extractAuthority, foldForSearch, type MarcRecord, NotFoundError } from '@estante/core';
import { compileSearch, InvalidSearchError, parseSearchQuery } from '@estante/search';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { authoritiesByFormKeys, findAuthority, searchAuthorities } from './authority.repository.ts';

const tags = ['authorities'];

/**
 * The catalogue fields whose headings an authority type controls: names head 1XX/7XX and are subjects
 * in 600/610/611; uniform titles are titles; the rest are subjects (6XX).
 */
function searchTypesOf(type: string): ('autor' | 'assunto' | 'titulo' | 'livre')[] {
  if (['personal', 'corporate', 'meeting'].includes(type)) return ['autor', 'assunto'];
  if (type === 'uniformTitle') return ['titulo'];
  if (type === 'other') return ['livre'];
  return ['assunto'];
}

/** The search for the records under a heading: the heading as a phrase in each controlled field, OR-ed. */
function headingSearch(heading: string, type: string) {
  const types = searchTypesOf(type);
  // A heading's `*` and `?` are its own punctuation, not truncation.
  const term = heading.replace(/[*?]/g, ' ');
  return {
    termo: types.map(() => term),
    tipo: types,
    posicao: types.map(() => 'exata'),
    operador: types.map((_, index) => (index === 0 ? 'e' : 'ou')),
  };
}

function list(value: string | string[]): string[] {
  return Array.isArray(value) ? value : [value];
}

/** Authorities (spec 001 §7.3): search by type, detail, MARC view, and heading look-up for records. */
export const authorityRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/autoridade',
    {
      schema: {
        tags,
        summary: 'Search the authority file by words of a heading or see-from form, by authority type',
        querystring: AuthoritySearchQuery,
        response: { 200: AuthoritySearchResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const { termo = '', tipo = 'todos' } = request.query;
      if (tipo !== 'todos' && !(AUTHORITY_TYPES as readonly string[]).includes(tipo)) {
        throw new InvalidSearchError('tipo', tipo, `expected todos or one of ${AUTHORITY_TYPES.join(', ')}`);
      }
      const size = Math.min(request.query.quantPag ?? 20, 100);
      const folded = foldForSearch(termo);
      const { total, rows } = await searchAuthorities(
        db,
        { words: folded ? folded.split(' ').slice(0, 16) : [], type: tipo === 'todos' ? undefined : tipo },
        { offset: ((request.query.pagina ?? 1) - 1) * size, limit: size },
      );
      return {
        total,
        data: rows.map((row) => ({
          cod_autoridade: row.id,
          tipo: row.authority_type,
          cabecalho: row.heading,
          remissivas: JSON.parse(row.see_from_json) as string[],
        })),
      };
    },
  );

  app.get(
    '/autoridade/combo',
    {
      schema: {
        tags,
        summary: "The authority of each heading of a record (by heading or see-from form), to link a record's headings",
        querystring: AuthorityComboQuery,
        response: { 200: Type.Array(AuthorityComboEntry) },
      },
    },
    async (request) => {
      const headings = list(request.query.autoridades).slice(0, 100);
      const keys = headings.map((heading) => foldForSearch(heading).slice(0, 300));
      const found = await authoritiesByFormKeys(db, keys.filter(Boolean));
      return headings.map((heading, index) => {
        const authority = found.get(keys[index]!);
        return { autoridade: heading, cod_autoridade: authority?.id ?? null, cabecalho: authority?.heading ?? null };
      });
    },
  );

  async function requireAuthority(id: number) {
    const row = await findAuthority(db, id);
    if (!row) throw new NotFoundError(`authority ${id}`);
    return row;
  }

  app.get(
    '/autoridade/:id',
    {
      schema: {
        tags,
        summary: 'Authority detail: heading, see-from and see-also forms, notes, and the records under the heading',
        params: NumericIdParams,
        response: { 200: AuthorityDetail, 404: ErrorResponse },
      },
    },
    async (request) => {
      const row = await requireAuthority(request.params.id);
      const extracted = extractAuthority(JSON.parse(row.marc_json) as MarcRecord);
      const params = headingSearch(row.heading, row.authority_type);
      const compiled = row.heading ? compileSearch(parseSearchQuery(params)) : undefined;
      const total = compiled ? (await context.search.current()).catalogue.count(compiled.expression) : 0;
      return {
        cod_autoridade: row.id,
        tipo: row.authority_type,
        etiqueta: extracted.headingTag,
        cabecalho: row.heading,
        remissivas: JSON.parse(row.see_from_json) as string[],
        ver_tambem: JSON.parse(row.see_also_json) as string[],
        notas: extracted.notes.map((note) => note.text),
        total_acervos: total,
        pesquisa: `/api/consulta?${new URLSearchParams(
          Object.entries(params).flatMap(([key, values]) => values.map((value): [string, string] => [key, value])),
        ).toString()}`,
      };
    },
  );

  app.get(
    '/autoridade/:id/marc',
    {
      schema: {
        tags,
        summary: 'The MARC 21 authority record as JSON (shape of @natlibfi/marc-record)',
        params: NumericIdParams,
        response: { 200: MarcRecordJson, 404: ErrorResponse },
      },
    },
    async (request) => JSON.parse((await requireAuthority(request.params.id)).marc_json),
  );
};
