import {
  AUDIT_PAGE_SIZE,
  ErrorResponse,
  type StaffAuditEntry,
  StaffAuditPage,
  StaffAuditQuery,
  StaffSession,
} from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser, SITE_ADMIN_FUNCTION, staffOnly } from '../auth/index.ts';
import { presentAuditRow } from './staff-audit.presenter.ts';
import { readAuditTrail } from './staff-audit.ts';
import { readStaffSession } from './staff-session.ts';

const tags = ['staff console'];

/** The staff console's own API: the acting person's functions and queue counts, and the audit trail. */
export const staffConsoleRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  app.get(
    '/equipe/sessao',
    {
      schema: {
        tags,
        summary: 'The staff functions the signed-in person holds and the counts of their queues (empty for a patron)',
        response: { 200: StaffSession, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Counts move with every action: never served from a cache.
      reply.header('cache-control', 'no-store');
      return readStaffSession(context, user.personId);
    },
  );

  app.get(
    '/equipe/auditoria',
    {
      preHandler: staffOnly(context.db, SITE_ADMIN_FUNCTION),
      schema: {
        tags,
        summary: 'The audit trail of staff actions, newest first (site administration)',
        querystring: StaffAuditQuery,
        response: {
          200: StaffAuditPage,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const pageSize = query.itens ?? AUDIT_PAGE_SIZE;
      const { total, rows } = await readAuditTrail(
        context,
        { login: query.login, functionCode: query.funcao, fromDay: query.de, toDay: query.ate, route: query.rota },
        { page: query.pagina ?? 1, pageSize },
      );
      reply.header('cache-control', 'no-store');
      return { total, itens: rows.map(presentAuditRow) satisfies StaffAuditEntry[] };
    },
  );
};
