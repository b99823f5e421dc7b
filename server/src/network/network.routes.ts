import {
  ErrorResponse,
  type LanguageTag,
  NETWORK_SEGMENT,
  NETWORK_UNAVAILABLE_CODE,
  NetworkInstitution,
  NetworkRecordDetail,
  NetworkSearchResponse,
  NumericIdParams,
  SearchQuery,
} from '@estante/contracts';
import { DomainError, extractBibliographic, type MarcRecord, NotFoundError } from '@estante/core';
import { parseSearchQuery } from '@estante/search';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeatureOptions } from '../app-context.ts';
import { requestLanguage } from '../http/request-language.ts';
import { presentInstitutions, presentNetworkFacets, presentNetworkItem } from './network.presenter.ts';
import { listMembers, readClusterOf, readClusters } from './network.repository.ts';
import { createNetworkIndex } from './network-index.ts';
import { searchNetwork } from './network-search.ts';
import { networkStaffRoutes } from './network-staff.routes.ts';

const tags = ['network'];

/**
 * The network catalogue's public calls (spec 001 §7.11; docs/network.md), under `/api/rede`. A failure of the
 * network service answers 500 with the code ServicoCatalogoRedeIndisponivel, which the web shows as the spec's warning
 * (§8); a bad search is the same 422 as the catalogue's.
 */
export const networkRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db, log } = context;
  // Per app, like the catalogue's index: nothing shared between two apps of one process.
  const index = createNetworkIndex(db, log);
  // The site administrator's calls change the union: they wait for this index to take their change.
  await app.register(networkStaffRoutes, { context, unionIndex: index });

  async function unavailable<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      request.log.error({ err: error }, 'network catalogue failed');
      return sendUnavailable(reply, requestLanguage(request));
    }
  }

  function sendUnavailable(reply: FastifyReply, language: LanguageTag) {
    return reply.status(500).send({
      error: { code: NETWORK_UNAVAILABLE_CODE, message: context.messages.text(NETWORK_UNAVAILABLE_CODE, language) },
    });
  }

  app.get(
    `/${NETWORK_SEGMENT}/consulta`,
    {
      schema: {
        tags,
        summary: 'Search the network union catalogue',
        description:
          'The parameters of GET /api/consulta over the works harvested from the member institutions; facets Z (institution) and R (repository) count works. 500 ServicoCatalogoRedeIndisponivel when the network is not configured or fails.',
        querystring: SearchQuery,
        response: { 200: NetworkSearchResponse, 422: ErrorResponse, 500: ErrorResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const query = parseSearchQuery(request.query);
      return unavailable(request, reply, async () => {
        if ((await listMembers(db)).length === 0) return sendUnavailable(reply, language);
        const outcome = await searchNetwork(index, query);
        const rows = await readClusters(db, outcome.ids);
        const byKey = new Map<string, typeof rows>();
        for (const row of rows) byKey.set(row.match_key, [...(byKey.get(row.match_key) ?? []), row]);
        const byId = new Map(rows.map((row) => [Number(row.id), row.match_key]));
        return {
          total: outcome.total,
          data: outcome.ids
            .map((id) => byKey.get(byId.get(id) ?? ''))
            .filter((cluster) => cluster !== undefined)
            .map((cluster) => presentNetworkItem(cluster, language)),
          filtros: presentNetworkFacets(outcome.facets, language),
          id: outcome.id,
        };
      });
    },
  );

  app.get(
    `/${NETWORK_SEGMENT}/acervo/:id`,
    {
      schema: {
        tags,
        summary: 'A network item: the work and every institution holding it',
        params: NumericIdParams,
        response: { 200: NetworkRecordDetail, 404: ErrorResponse, 500: ErrorResponse },
      },
    },
    async (request, reply) =>
      unavailable(request, reply, async () => {
        const rows = await readClusterOf(db, request.params.id);
        if (rows.length === 0) throw new NotFoundError('network record');
        const item = presentNetworkItem(rows, requestLanguage(request));
        const extracted = extractBibliographic(JSON.parse(rows[0]!.marc_json!) as MarcRecord);
        return {
          ...item,
          subtitulo: extracted.subtitle ?? null,
          autores: extracted.authors.map((author) => author.name),
          assuntos: extracted.subjects,
          edicao: extracted.edition ?? null,
          descricao_fisica: extracted.physicalDescription ?? null,
          resumo: extracted.summary ?? null,
          notas: extracted.notes.filter((note) => note.tag !== '520').map((note) => note.text),
        };
      }),
  );

  app.get(
    `/${NETWORK_SEGMENT}/oai/instituicoes`,
    {
      schema: {
        tags,
        summary: 'The member institutions of the network, their repositories and last harvest',
        response: { 200: Type.Array(NetworkInstitution), 500: ErrorResponse },
      },
    },
    async (request, reply) => unavailable(request, reply, async () => presentInstitutions(await listMembers(db))),
  );
};
