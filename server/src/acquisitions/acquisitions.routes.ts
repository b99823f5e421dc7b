import { ErrorResponse, NumericIdParams, STAFF_FUNCTIONS, STAFF_MODULE } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser, staffOnly } from '../auth/index.ts';
import { requestLanguage } from '../http/request-language.ts';
import { blankToUndefined, Paged, PageQuery, pageOf } from '../queues/index.ts';
import { setAuditChange } from '../staff/index.ts';
import { ACQUISITION_CODES, AcquisitionRefusal } from './acquisition-errors.ts';
import {
  PurchaseOrder,
  PurchaseOrderDetail,
  presentOrder,
  presentOrderItem,
  presentSuggestion,
  StaffSuggestion,
} from './acquisitions.presenter.ts';
import { ORDER_STATUS_BY_NAME, ORDER_STATUS_NAMES } from './purchase-order-rules.ts';
import {
  addOrderItem,
  createOrder,
  moveOrder,
  orderDetail,
  orderQueue,
  removeOrderItem,
  updateOrder,
} from './purchase-orders.ts';
import { changeSuggestion, SUGGESTION_NOTE_MAX_LENGTH, suggestionQueue } from './suggestions.ts';

const tags = ['acquisitions (staff)'];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
};
const ACQUISITIONS_FUNCTION = { module: STAFF_MODULE, activity: STAFF_FUNCTIONS.acquisitions };

const DAY = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const nullableDay = Type.Union([DAY, Type.Null()]);
const OrderFieldsBody = {
  fornecedor: Type.Optional(Type.String({ maxLength: 200 })),
  data_cotacao: Type.Optional(nullableDay),
  previsao_entrega: Type.Optional(nullableDay),
  observacoes: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
};
const ItemParams = Type.Object({ id: Type.Integer({ minimum: 1 }), item: Type.Integer({ minimum: 1 }) });
const orderStatus = (name: string) => {
  const status = ORDER_STATUS_BY_NAME[name];
  if (!status) throw new AcquisitionRefusal(ACQUISITION_CODES.unknownOrderStatus, { situacao: name });
  return status;
};

/**
 * The acquisition staff's calls (function 9005, docs/staff-queues.md): purchase suggestions through their statuses
 * with a note to the patron, and purchase orders built from them.
 */
export const acquisitionStaffRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  // The app's context carries what the use-cases need (CirculationServices): one mailer, one clock.
  const services = context;
  const { db } = context;
  app.addHook('preHandler', staffOnly(db, ACQUISITIONS_FUNCTION));

  app.get(
    '/equipe/filas/sugestoes',
    {
      schema: {
        tags,
        summary: 'Purchase suggestions by library and status, oldest first, with the count of each status',
        querystring: Type.Object({
          biblioteca: Type.Optional(Type.String({ maxLength: 40 })),
          situacao: Type.Optional(
            Type.String({ maxLength: 40, description: 'a code of /aquisicao/sugestoes/situacao' }),
          ),
          ...PageQuery,
        }),
        response: { 200: Paged(StaffSuggestion), ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const language = requestLanguage(request);
      const queue = await suggestionQueue(
        db,
        { libraryCode: blankToUndefined(query.biblioteca), status: blankToUndefined(query.situacao) },
        pageOf(query),
      );
      return {
        total: queue.total,
        itens: queue.rows.map((row) => presentSuggestion(row, language)),
        contagens: queue.counts,
      };
    },
  );

  // The path of the circulation desk's first version (docs/circulation.md), now under the acquisitions function.
  app.post(
    '/circulacao/sugestoes/:id/situacao',
    {
      schema: {
        tags,
        summary: 'Moves a suggestion to a status of /aquisicao/sugestoes/situacao, with an optional note to the patron',
        params: NumericIdParams,
        body: Type.Object({
          situacao: Type.String({ minLength: 1, maxLength: 40 }),
          nota: Type.Optional(Type.Union([Type.String({ maxLength: SUGGESTION_NOTE_MAX_LENGTH }), Type.Null()])),
        }),
        response: {
          200: Type.Object({
            cod_sugestao: Type.Integer(),
            situacao: Type.String(),
            nota: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const change = await changeSuggestion(services, request.params.id, {
        status: request.body.situacao,
        note: request.body.nota,
      });
      setAuditChange(request, change);
      return { cod_sugestao: request.params.id, ...change.after };
    },
  );

  app.get(
    '/equipe/aquisicao/pedidos',
    {
      schema: {
        tags,
        summary: 'Purchase orders by library and status, newest first, with the count of each status',
        querystring: Type.Object({
          biblioteca: Type.Optional(Type.String({ maxLength: 40 })),
          situacao: Type.Optional(
            Type.String({ maxLength: 20, description: Object.values(ORDER_STATUS_NAMES).join(', ') }),
          ),
          ...PageQuery,
        }),
        response: { 200: Paged(PurchaseOrder), ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const status = blankToUndefined(query.situacao);
      const queue = await orderQueue(
        db,
        { libraryCode: blankToUndefined(query.biblioteca), status: status ? orderStatus(status) : undefined },
        pageOf(query),
      );
      return { total: queue.total, itens: queue.rows.map(presentOrder), contagens: queue.counts };
    },
  );

  app.post(
    '/equipe/aquisicao/pedidos',
    {
      schema: {
        tags,
        summary: 'Opens a purchase order to a supplier for a library',
        body: Type.Object({ biblioteca: Type.String({ maxLength: 40 }), ...OrderFieldsBody }),
        response: { 201: PurchaseOrderDetail, ...errors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const orderId = await createOrder(services, requireUser(request).personId, {
        libraryCode: body.biblioteca,
        supplier: body.fornecedor,
        quoteDate: body.data_cotacao,
        expectedDelivery: body.previsao_entrega,
        notes: body.observacoes,
      });
      const detail = await orderDetail(db, orderId);
      return reply.status(201).send({ ...presentOrder(detail.order), itens: [] });
    },
  );

  app.get(
    '/equipe/aquisicao/pedidos/:id',
    {
      schema: {
        tags,
        summary: 'A purchase order with its items',
        params: NumericIdParams,
        response: { 200: PurchaseOrderDetail, ...errors },
      },
    },
    async (request) => {
      const detail = await orderDetail(db, request.params.id);
      return { ...presentOrder(detail.order), itens: detail.items.map(presentOrderItem) };
    },
  );

  app.put(
    '/equipe/aquisicao/pedidos/:id',
    {
      schema: {
        tags,
        summary: "Edits an open or sent order's supplier, quote date, expected delivery and notes",
        params: NumericIdParams,
        body: Type.Object(OrderFieldsBody),
        response: { 200: PurchaseOrderDetail, ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      const change = await updateOrder(services, request.params.id, {
        supplier: body.fornecedor,
        quoteDate: body.data_cotacao,
        expectedDelivery: body.previsao_entrega,
        notes: body.observacoes,
      });
      setAuditChange(request, change);
      const detail = await orderDetail(db, request.params.id);
      return { ...presentOrder(detail.order), itens: detail.items.map(presentOrderItem) };
    },
  );

  app.post(
    '/equipe/aquisicao/pedidos/:id/itens',
    {
      schema: {
        tags,
        summary: 'Adds a title to an open order: a suggestion (which goes "em_cotacao") or one typed in',
        params: NumericIdParams,
        body: Type.Object({
          cod_sugestao: Type.Optional(Type.Integer({ minimum: 1 })),
          titulo: Type.Optional(Type.String({ maxLength: 500 })),
          autor: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
          editor: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
          isbn_issn: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
          titulo_estrangeiro: Type.Optional(Type.Boolean()),
          quantidade: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
          preco_unitario: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000, default: 0 })),
        }),
        response: { 201: PurchaseOrderDetail, ...errors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const added = await addOrderItem(services, request.params.id, {
        suggestionId: body.cod_sugestao,
        title: body.titulo,
        author: body.autor,
        publisher: body.editor,
        isbn: body.isbn_issn,
        foreignTitle: body.titulo_estrangeiro,
        quantity: body.quantidade ?? 1,
        unitPriceCents: Math.round((body.preco_unitario ?? 0) * 100),
      });
      if (added.suggestionBefore !== null)
        setAuditChange(request, {
          before: { cod_sugestao: body.cod_sugestao, situacao: added.suggestionBefore, cod_pedido: null },
          after: { cod_sugestao: body.cod_sugestao, situacao: 'em_cotacao', cod_pedido: request.params.id },
        });
      const detail = await orderDetail(db, request.params.id);
      return reply.status(201).send({ ...presentOrder(detail.order), itens: detail.items.map(presentOrderItem) });
    },
  );

  app.delete(
    '/equipe/aquisicao/pedidos/:id/itens/:item',
    {
      schema: {
        tags,
        summary: 'Removes a title from an open order; its suggestion goes back to "sugestao_compra"',
        params: ItemParams,
        response: { 200: PurchaseOrderDetail, ...errors },
      },
    },
    async (request) => {
      const removed = await removeOrderItem(services, request.params.id, request.params.item);
      setAuditChange(request, { before: presentRemovedItem(removed.item), after: null });
      const detail = await orderDetail(db, request.params.id);
      return { ...presentOrder(detail.order), itens: detail.items.map(presentOrderItem) };
    },
  );

  app.post(
    '/equipe/aquisicao/pedidos/:id/situacao',
    {
      schema: {
        tags,
        summary:
          'Moves an order: aberto → enviado → recebido, or cancelado; its suggestions follow (docs/staff-queues.md)',
        params: NumericIdParams,
        body: Type.Object({
          situacao: Type.String({ maxLength: 20, description: Object.values(ORDER_STATUS_NAMES).join(', ') }),
          recebidos: Type.Optional(
            Type.Array(
              Type.Object({ cod_item: Type.Integer({ minimum: 1 }), quantidade: Type.Integer({ minimum: 0 }) }),
              {
                maxItems: 1000,
                description: 'copies received per item when fewer than ordered arrived (recebido only)',
              },
            ),
          ),
        }),
        response: { 200: PurchaseOrderDetail, ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      const received = body.recebidos
        ? new Map(body.recebidos.map((entry) => [entry.cod_item, entry.quantidade]))
        : undefined;
      const change = await moveOrder(services, request.params.id, orderStatus(body.situacao.trim()), received);
      setAuditChange(request, { before: { situacao: change.before }, after: { situacao: change.after } });
      const detail = await orderDetail(db, request.params.id);
      return { ...presentOrder(detail.order), itens: detail.items.map(presentOrderItem) };
    },
  );
};

function presentRemovedItem(item: { id: number; suggestion_id: number | null; title: string; quantity: number }) {
  return { cod_item: item.id, cod_sugestao: item.suggestion_id, titulo: item.title, quantidade: item.quantity };
}
