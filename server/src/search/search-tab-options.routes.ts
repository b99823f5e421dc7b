import {
  type CollectionGuide,
  ErrorResponse,
  type LanguageTag,
  SearchTabOption,
  SearchTabOptions,
} from '@estante/contracts';
import { foldForSearch } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { FeatureOptions } from '../app-context.ts';
import type { ServerKeyStore } from '../auth/index.ts';
import type { Database } from '../database/schema.ts';
import { targetProductsOfProvider } from '../eresources/index.ts';
import { requestLanguage } from '../http/request-language.ts';
import { guideOptions } from './search-guides.ts';
import { searchOptionsOf } from './search-tab-options.repository.ts';

const tags = ['search'];

/** The search routes' options: the standards products' call opens the Target provider's sealed secret with `keys`. */
export type SearchRouteOptions = FeatureOptions & { keys: ServerKeyStore };

/** `search_options.kind` of each call. */
export const SEARCH_OPTION_KINDS = ['arquivo', 'atos-normativos', 'jurisprudencia', 'target'] as const;
export type SearchOptionKind = (typeof SEARCH_OPTION_KINDS)[number];

interface OptionRow {
  group_key: string;
  code: string;
  labels_json: string;
}

function labelOf(row: OptionRow, language: LanguageTag): string {
  const labels = JSON.parse(row.labels_json) as Partial<Record<LanguageTag, string>>;
  return labels[language] ?? labels.pt ?? row.code;
}

async function optionsOf(db: Kysely<Database>, kind: SearchOptionKind): Promise<OptionRow[]> {
  return searchOptionsOf(db, kind);
}

/**
 * Spec 001 §5 containsAny: a product matches when its folded label holds any word of the term of 3 characters or
 * more; a term with no such word lists every product.
 */
export function containsAny(text: string, term: string | undefined): boolean {
  const words = foldForSearch(term ?? '')
    .split(' ')
    .filter((word) => word.length >= 3);
  if (words.length === 0) return true;
  const folded = foldForSearch(text);
  return words.some((word) => folded.includes(word));
}

/**
 * Choices of the archive, normative-acts and case-law search guides, from the catalogue's records with their
 * counts (docs/search-guides.md), and the products of the standards document server (spec 001 §7.2), from
 * `search_options` (docs/search.md), or from the configured Target GEDWeb provider (docs/e-resources.md).
 */
export const searchTabOptionRoutes: FastifyPluginAsyncTypebox<SearchRouteOptions> = async (app, { context, keys }) => {
  const { db } = context;

  // The guides' choices are the catalogue's own values (search-guides.ts); search_options only names them.
  const groupedCall = (path: string, kind: CollectionGuide, summary: string) =>
    app.get(path, { schema: { tags, summary, response: { 200: SearchTabOptions } } }, async (request) =>
      guideOptions(db, kind, requestLanguage(request)),
    );
  groupedCall(
    '/consulta/opcoes-arquivo',
    'arquivo',
    'Choices of the archive search tab by field (tipo_documental, nivel…), labels in the caller language',
  );
  groupedCall(
    '/consulta/opcoes-atos-normativos',
    'atos-normativos',
    'Choices of the normative-acts search tab by field (tipo, esfera, orgao…), labels in the caller language',
  );
  groupedCall(
    '/consulta/jurisprudencia-options',
    'jurisprudencia',
    'Choices of the case-law search tab by field (tribunal, tipo…), labels in the caller language',
  );

  app.get(
    '/consulta/produtos-target',
    {
      schema: {
        tags,
        summary: 'Products (standards collections) of the document server whose name holds a word of termoPesquisa',
        querystring: Type.Object({ termoPesquisa: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: Type.Array(SearchTabOption), 422: ErrorResponse },
      },
    },
    async (request) => {
      // A configured Target GEDWeb provider answers its own product list; without one, the seeded list.
      const fromProvider = await targetProductsOfProvider(db, keys, request.query.termoPesquisa);
      if (fromProvider) return fromProvider;
      const language = requestLanguage(request);
      return (await optionsOf(db, 'target'))
        .map((row) => ({ codigo: row.code, descricao: labelOf(row, language) }))
        .filter((option) => containsAny(`${option.codigo} ${option.descricao}`, request.query.termoPesquisa));
    },
  );
};
