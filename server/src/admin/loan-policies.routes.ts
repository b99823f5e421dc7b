import { ErrorResponse } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { recordChange } from './admin-audit.ts';
import { removeLoanPolicy, scopeFromPath, setLoanPolicy, showLoanPolicies } from './loan-policies.ts';

const tags = ['administration'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

const LoanPolicy = Type.Object({
  categoria: Type.Union([Type.String(), Type.Null()], { description: 'Patron category code; null for any' }),
  tipo_emprestimo: Type.Union([Type.String(), Type.Null()], { description: 'Loan type code; null for any' }),
  dias_emprestimo: Type.Integer(),
  limite_renovacoes: Type.Integer(),
  renova_em_atraso: Type.Boolean(),
  multa_diaria_centavos: Type.Integer({ description: 'Fine per late day, in cents' }),
  limite_reservas: Type.Integer(),
  dias_retirada_reserva: Type.Integer(),
  limite_emprestimos: Type.Integer(),
  limite_solicitacoes: Type.Integer(),
  limite_comentarios_pendentes: Type.Integer(),
});

// Values are checked by the use-case, not the schema, so that each wrong field is named in the answer (422
// ConfiguracaoInvalida with `campos`) rather than refused as a whole with 400; and the schema's type coercion would
// turn a null (an emptied field) into 0 or false without a word.
const Checked = (description: string) => Type.Optional(Type.Unknown({ description }));
const LoanPolicyBody = Type.Object(
  {
    dias_emprestimo: Checked('Loan period in days, 1-365'),
    limite_renovacoes: Checked('Renewals allowed, 0-99'),
    renova_em_atraso: Checked('Whether an overdue loan may be renewed (true/false)'),
    multa_diaria_centavos: Checked('Fine per late day in cents, 0-100000'),
    limite_reservas: Checked('Holds at once, 0-99'),
    dias_retirada_reserva: Checked('Days a ready hold waits on the shelf, 1-60'),
    limite_emprestimos: Checked('Loans at once, 0-999'),
    limite_solicitacoes: Checked('Loan requests at once, 0-99'),
    limite_comentarios_pendentes: Checked('Title comments awaiting approval at once, 0-99'),
  },
  { additionalProperties: false },
);

const ScopeParams = Type.Object({
  categoria: Type.String({ minLength: 1, maxLength: 40, description: 'Patron category code, or * for any' }),
  tipo: Type.String({ minLength: 1, maxLength: 40, description: 'Loan type code, or * for any' }),
});

/**
 * Loan policies per patron category and loan type (docs/staff-content.md). Registered inside the admin plugin,
 * so the site-administration guard covers them.
 */
export const loanPolicyRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/admin/politicas',
    {
      schema: {
        tags,
        summary: 'Loan policies, the fallback policy, and the categories and loan types a policy may name',
        response: {
          200: Type.Object({
            politicas: Type.Array(LoanPolicy),
            padrao: LoanPolicy,
            categorias: Type.Array(Type.Object({ codigo: Type.String(), nome: Type.String() })),
            tipos_emprestimo: Type.Array(
              Type.Object({ codigo: Type.String(), nome: Type.String(), circula: Type.Boolean() }),
            ),
          }),
          ...errors,
        },
      },
    },
    async () => showLoanPolicies(db),
  );

  app.put(
    '/admin/politicas/:categoria/:tipo',
    {
      schema: {
        tags,
        summary: 'Creates or replaces the policy of a category and loan type (422 names each field out of bounds)',
        params: ScopeParams,
        body: LoanPolicyBody,
        response: { 200: LoanPolicy, ...errors },
      },
    },
    async (request) => {
      const change = await setLoanPolicy(
        db,
        scopeFromPath(request.params.categoria, request.params.tipo),
        request.body,
      );
      recordChange(request, change.before, change.after);
      return change.after;
    },
  );

  app.delete(
    '/admin/politicas/:categoria/:tipo',
    {
      schema: {
        tags,
        summary: 'Removes the policy of a category and loan type; the desk then applies a less specific one',
        params: ScopeParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const removed = await removeLoanPolicy(db, scopeFromPath(request.params.categoria, request.params.tipo));
      recordChange(request, removed, null);
      return reply.status(204).send(null);
    },
  );
};
