import {
  ErrorResponse,
  NetworkHarvestResult,
  NetworkMember,
  NetworkMemberInput,
  NumericIdParams,
  STAFF_FUNCTIONS,
  STAFF_MODULE,
} from '@estante/contracts';
import { NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { staffOnly } from '../auth/index.ts';
import { presentMember } from './network.presenter.ts';
import { deleteMember, findMember, insertMember, listMembers, updateMember } from './network.repository.ts';
import { harvestMember } from './network-harvester.ts';
import type { NetworkIndexService } from './network-index.ts';
import { memberValues } from './network-members.ts';

const tags = ['network'];
const SITE_ADMIN = { module: STAFF_MODULE, activity: STAFF_FUNCTIONS.siteAdmin } as const;

/**
 * The network's members, configured by the site administrator (function 9001; docs/network.md): one row per
 * repository harvested, each of one institution. `colheita` harvests a member now, as the schedule would. A change to
 * the union (a harvest, a member changed or removed) answers once this server's union index holds it.
 */
export const networkStaffRoutes: FastifyPluginAsyncTypebox<
  FeatureOptions & { unionIndex: NetworkIndexService }
> = async (app, { context, unionIndex }) => {
  const { db } = context;
  const guard = staffOnly(db, SITE_ADMIN);
  const base = '/equipe/rede/membros';

  async function requireMember(id: number) {
    const member = await findMember(db, id);
    if (!member) throw new NotFoundError('network member');
    return member;
  }

  app.get(
    base,
    {
      preHandler: guard,
      schema: { tags, summary: 'Network members and their harvests', response: { 200: Type.Array(NetworkMember) } },
    },
    async () => (await listMembers(db)).map(presentMember),
  );

  app.post(
    base,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Adds a repository to harvest',
        body: NetworkMemberInput,
        response: { 201: NetworkMember, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const id = await insertMember(db, memberValues(request.body), context.now().toISOString());
      return reply.status(201).send(presentMember(await requireMember(id)));
    },
  );

  app.put(
    `${base}/:id`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Changes a member (a new address, format or set harvests it again from the start)',
        params: NumericIdParams,
        body: NetworkMemberInput,
        response: { 200: NetworkMember, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      await requireMember(request.params.id);
      await updateMember(db, request.params.id, memberValues(request.body));
      await unionIndex.refreshed();
      return presentMember(await requireMember(request.params.id));
    },
  );

  app.delete(
    `${base}/:id`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Removes a member and its harvested records',
        params: NumericIdParams,
        response: { 204: Type.Null(), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!(await deleteMember(db, request.params.id))) throw new NotFoundError('network member');
      await unionIndex.refreshed();
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:id/colheita`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Harvests a member now (incrementally, from its last complete harvest)',
        params: NumericIdParams,
        response: { 200: NetworkHarvestResult, 404: ErrorResponse },
      },
    },
    async (request) => {
      const outcome = await harvestMember({ db, now: context.now }, await requireMember(request.params.id));
      await unionIndex.refreshed();
      return {
        ok: outcome.ok,
        gravados: outcome.written,
        apagados: outcome.deleted,
        paginas: outcome.pages,
        registros: outcome.records,
        erro: outcome.error ?? null,
        falha: outcome.failure ?? null,
      };
    },
  );
};
