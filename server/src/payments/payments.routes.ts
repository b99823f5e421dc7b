import { ErrorResponse, GruPaymentRecorded, GruRequestBody, GruSlipPage } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { CIRCULATION_FUNCTION, requireUser, staffOnly } from '../auth/index.ts';
import { setAuditChange } from '../staff/index.ts';
import { debtsByLibrary, issueGruSlip, recordSlipPayment } from './gru.ts';
import { typeableLine } from './gru-barcode.ts';
import { listSlips } from './payments.repository.ts';

const tags = ['payment slip'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

/** The patron's payment slip (spec 001 §7.6 POST /unidade-informacao/gru; docs/payment-slip.md). */
export const paymentRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  app.get(
    '/unidade-informacao/gru',
    {
      schema: {
        tags,
        summary: 'What the signed-in patron owes per library: the amounts a slip can be issued for',
        response: {
          200: Type.Array(
            Type.Object({ cod_biblioteca: Type.String(), desc_biblioteca: Type.String(), valor: Type.Number() }),
          ),
          ...errors,
        },
      },
    },
    async (request) =>
      (await debtsByLibrary(context.db, requireUser(request).personId)).map((library) => ({
        cod_biblioteca: library.code,
        desc_biblioteca: library.name,
        valor: library.cents / 100,
      })),
  );

  app.post(
    '/unidade-informacao/gru',
    {
      schema: {
        tags,
        summary: 'The GRU Simples (PDF) for what the patron owes at one library',
        body: GruRequestBody,
        produces: ['application/pdf'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const slip = await issueGruSlip(context, user.personId, {
        amount: request.body.valor,
        libraryCode: request.body.codBiblioteca,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="gru-${slip.reference}.pdf"`)
        .header('cache-control', 'no-store')
        .send(slip.pdf);
    },
  );
};

/** Staff: slips issued, and recording a slip's payment (circulation function). */
export const paymentStaffRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  app.addHook('preHandler', staffOnly(context.db, CIRCULATION_FUNCTION));

  app.get(
    '/equipe/gru',
    {
      schema: {
        tags,
        summary: 'Payment slips issued, newest first, by library and status (emitida, paga)',
        querystring: Type.Object({
          biblioteca: Type.Optional(Type.String({ maxLength: 40 })),
          situacao: Type.Optional(Type.Union([Type.Literal('emitida'), Type.Literal('paga')])),
          pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
          itens: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
        }),
        response: { 200: GruSlipPage, ...errors },
      },
    },
    async (request) => {
      const { biblioteca, situacao, pagina = 1, itens = 20 } = request.query;
      const page = await listSlips(context.db, {
        libraryCode: biblioteca || undefined,
        paid: situacao === undefined ? undefined : situacao === 'paga',
        offset: (pagina - 1) * itens,
        limit: itens,
      });
      return {
        total: page.total,
        itens: page.items.map((slip) => ({
          numero_referencia: slip.reference,
          cod_pessoa: slip.person_id,
          nome: slip.person_name,
          cod_biblioteca: slip.library_code,
          desc_biblioteca: slip.library_name,
          valor: slip.amount_cents / 100,
          vencimento: slip.due_date,
          codigo_barras: slip.barcode,
          linha_digitavel: typeableLine(slip.barcode),
          emitida_em: slip.issued_at,
          paga_em: slip.paid_at,
        })),
      };
    },
  );

  app.post(
    '/equipe/gru/:referencia/pagamento',
    {
      schema: {
        tags,
        summary: "Records a slip's payment: each debt it covers is paid in full",
        params: Type.Object({ referencia: Type.String({ pattern: '^\\d{17}$' }) }),
        response: { 200: GruPaymentRecorded, ...errors },
      },
    },
    async (request) => {
      const staff = requireUser(request);
      const paid = await recordSlipPayment(context, request.params.referencia, staff.personId);
      setAuditChange(request, { before: paid.before, after: paid.after });
      return {
        numero_referencia: request.params.referencia,
        paga_em: paid.paidAt,
        debitos_quitados: paid.debtIds,
        valor_recebido: paid.before.amount_cents / 100,
      };
    },
  );
};
