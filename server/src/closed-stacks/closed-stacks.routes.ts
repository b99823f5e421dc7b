import {
  ClosedStackRule,
  ClosedStackRuleView,
  ErrorResponse,
  NumericIdParams,
  StorageQueuePage,
  StorageRequestBody,
  StorageRequestCreated,
  StorageRequestItem,
  StorageRequestMove,
  StorageRequestStatusSchema,
  WarehouseData,
} from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { CIRCULATION_FUNCTION, requireUser, staffOnly } from '../auth/index.ts';
import type { StorageRequestStatus } from '../database/schema.ts';
import { setAuditChange } from '../staff/index.ts';
import { presentQueueItem, presentRule, presentStorageCopy, presentStorageRequest } from './closed-stacks.presenter.ts';
import {
  findLibrary,
  listClosedStacks,
  OPEN_STATUSES,
  requestsOfPerson,
  storageQueue,
} from './closed-stacks.repository.ts';
import {
  cancelOwnStorageRequest,
  moveStorageRequest,
  requestFromStorage,
  STATUS_BY_CODE,
  STATUS_CODES,
  setClosedStack,
  warehouseData,
} from './closed-stacks.ts';
import { CLOSED_STACKS_CODES, StorageInputError } from './closed-stacks-errors.ts';

const tags = ['closed stacks'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

const WarehouseQuery = Type.Object({
  cod_biblioteca: Type.Optional(Type.String({ maxLength: 40 })),
  tomo: Type.Optional(Type.String({ maxLength: 40 })),
  parte: Type.Optional(Type.String({ maxLength: 40 })),
  volume: Type.Optional(Type.String({ maxLength: 40 })),
});

/** The closed stacks' public and patron calls (spec 001 §7.3; docs/closed-stacks.md). */
export const closedStacksRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/acervo/:id/dados-armazem',
    {
      schema: {
        tags,
        summary: 'Closed-collection (storage) data: whether the title is kept closed, and its copies there',
        params: NumericIdParams,
        querystring: WarehouseQuery,
        response: { 200: WarehouseData, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { cod_biblioteca, volume, tomo, parte } = request.query;
      const data = await warehouseData(db, request.params.id, {
        libraryCode: cod_biblioteca,
        volume,
        tome: tomo,
        part: parte,
      });
      return { acervo_fechado: data.closed, exemplares: data.copies.map(presentStorageCopy) };
    },
  );

  app.post(
    '/gravar-armazem',
    {
      schema: {
        tags,
        summary: 'Asks for copies from the closed stacks of one library (the basket); answers the protocol',
        querystring: Type.Object({ cod_biblioteca: Type.String({ minLength: 1, maxLength: 40 }) }),
        body: StorageRequestBody,
        response: { 201: StorageRequestCreated, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await requestFromStorage(
        context,
        user.personId,
        request.query.cod_biblioteca,
        request.body.cesta.map((item) => ({ recordId: item.cod_acervo, copyId: item.cod_exemplar })),
      );
      reply.code(201);
      return { protocolo: created.protocol, itens: created.items.map(presentStorageRequest) };
    },
  );

  app.get(
    '/armazem/solicitacoes',
    {
      schema: {
        tags,
        summary: "The signed-in patron's storage requests, newest first",
        response: { 200: Type.Array(StorageRequestItem), ...errors },
      },
    },
    async (request) => (await requestsOfPerson(db, requireUser(request).personId)).map(presentStorageRequest),
  );

  app.post(
    '/armazem/solicitacoes/:id/cancelar',
    {
      schema: {
        tags,
        summary: 'The patron cancels their own storage request while it is still SOLICITADO (nobody went to fetch it)',
        params: NumericIdParams,
        response: { 200: StorageRequestItem, ...errors },
      },
    },
    async (request) => {
      const { after } = await cancelOwnStorageRequest(context, requireUser(request).personId, request.params.id);
      return presentStorageRequest(after);
    },
  );
};

const RuleParams = Type.Object({
  biblioteca: Type.String({ minLength: 1, maxLength: 40 }),
  tipo: Type.Union([Type.Literal('localizacao'), Type.Literal('colecao')]),
  codigo: Type.String({ minLength: 1, maxLength: 80 }),
});
const kindOf = (tipo: 'localizacao' | 'colecao') => (tipo === 'localizacao' ? 'location' : 'collection');

/** Staff: the storage queue and the library's closed locations and collections (circulation function). */
export const closedStacksStaffRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;
  app.addHook('preHandler', staffOnly(db, CIRCULATION_FUNCTION));

  app.get(
    '/equipe/armazem/solicitacoes',
    {
      schema: {
        tags,
        summary: 'Storage requests by library and status (open ones by default), oldest first',
        querystring: Type.Object({
          biblioteca: Type.Optional(Type.String({ maxLength: 40 })),
          situacao: Type.Optional(StorageRequestStatusSchema),
          pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
          itens: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
        }),
        response: { 200: StorageQueuePage, ...errors },
      },
    },
    async (request) => {
      const { biblioteca, situacao, pagina = 1, itens = 20 } = request.query;
      if (biblioteca && !(await findLibrary(db, biblioteca)))
        throw new StorageInputError(CLOSED_STACKS_CODES.unknownLibrary, { biblioteca });
      const page = await storageQueue(db, {
        libraryCode: biblioteca || undefined,
        statuses: situacao ? [STATUS_BY_CODE[situacao]] : OPEN_STATUSES,
        offset: (pagina - 1) * itens,
        limit: itens,
      });
      const situacoes = Object.fromEntries(
        Object.entries(page.byStatus).map(([status, count]) => [STATUS_CODES[status as StorageRequestStatus], count]),
      );
      return { total: page.total, situacoes, itens: page.items.map(presentQueueItem) };
    },
  );

  app.post(
    '/equipe/armazem/solicitacoes/:id/situacao',
    {
      schema: {
        tags,
        summary: 'Moves a storage request: EM_BUSCA, DISPONIVEL (alert and e-mail to the patron), ENTREGUE, CANCELADO',
        params: NumericIdParams,
        body: StorageRequestMove,
        response: { 200: StorageRequestItem, ...errors },
      },
    },
    async (request) => {
      const to = STATUS_BY_CODE[request.body.situacao] as 'fetching' | 'ready' | 'delivered' | 'cancelled';
      const change = await moveStorageRequest(context, request.params.id, to);
      setAuditChange(request, change);
      return presentStorageRequest(change.after as Parameters<typeof presentStorageRequest>[0]);
    },
  );

  app.get(
    '/equipe/armazem/locais',
    {
      schema: {
        tags,
        summary: "The libraries' closed locations and collections",
        querystring: Type.Object({ biblioteca: Type.Optional(Type.String({ maxLength: 40 })) }),
        response: { 200: Type.Array(ClosedStackRuleView), ...errors },
      },
    },
    async (request) => (await listClosedStacks(db, request.query.biblioteca || undefined)).map(presentRule),
  );

  app.post(
    '/equipe/armazem/locais',
    {
      schema: {
        tags,
        summary: 'Closes a location or collection of a library: its copies are fetched on request',
        body: ClosedStackRule,
        response: { 201: Type.Array(ClosedStackRuleView), ...errors },
      },
    },
    async (request, reply) => {
      const { cod_biblioteca, tipo, codigo } = request.body;
      await setClosedStack(context, { libraryCode: cod_biblioteca, kind: kindOf(tipo), code: codigo }, true);
      setAuditChange(request, { before: null, after: request.body });
      reply.code(201);
      return (await listClosedStacks(db, cod_biblioteca)).map(presentRule);
    },
  );

  app.delete(
    '/equipe/armazem/locais/:biblioteca/:tipo/:codigo',
    {
      schema: {
        tags,
        summary: 'Reopens a closed location or collection',
        params: RuleParams,
        response: { 200: Type.Array(ClosedStackRuleView), ...errors },
      },
    },
    async (request) => {
      const { biblioteca, tipo, codigo } = request.params;
      const removed = await setClosedStack(
        context,
        { libraryCode: biblioteca, kind: kindOf(tipo), code: codigo },
        false,
      );
      if (!removed) throw new StorageInputError(CLOSED_STACKS_CODES.unknownRule, { codigo });
      setAuditChange(request, { before: request.params, after: null });
      return (await listClosedStacks(db, biblioteca)).map(presentRule);
    },
  );
};
