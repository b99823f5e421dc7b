import { InvalidInputError, isCalendarDate } from '@estante/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { auditJson } from './audit-redaction.ts';
import { type AuditFilter, type AuditRow, insertAuditRow, listAuditRows } from './staff-audit.repository.ts';

/** A row as the use-case saw it before and after the staff action (any JSON; redacted and capped when written). */
export interface AuditChange {
  before?: unknown;
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The change a staff route recorded with setAuditChange; written with the request's audit row. */
    staffAuditChange: AuditChange | null;
  }
}

/**
 * Records what a staff action changed: the row before and after, for the audit trail's diff. Call it from a staff
 * route once the use-case has answered (a later call replaces an earlier one); a request no staff guard let
 * through, or a GET, writes no row, so the call is then harmless.
 */
export function setAuditChange(request: FastifyRequest, change: AuditChange): void {
  request.staffAuditChange = change;
}

/** Calls that change nothing are not audited. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes the audit row of every staff action: each call other than GET that a staff guard let through, whatever
 * its outcome (a refused or failed action is a row too, with its status). It runs in onSend, before the answer
 * leaves: the row is in the database when the client reads the reply, so the audit screen shows an action as soon
 * as it is done. The action itself has already committed by then; a failed audit write does not turn it into an
 * error (that would misreport what happened) but is logged at error level with the whole row, so the log holds
 * what the table could not (docs/staff.md, "Audit trail").
 */
export function registerStaffAudit(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('staffAction', null);
  app.decorateRequest('staffAuditChange', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const action = request.staffAction;
    if (!action || READS.has(request.method)) return payload;
    const change = request.staffAuditChange;
    const row = {
      personId: action.personId,
      loginId: action.loginId,
      actedAt: context.now().toISOString(),
      functionCode: action.fn.activity,
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0]!,
      paramsJson: auditJson(nonEmpty(request.params)),
      queryJson: auditJson(nonEmpty(request.query)),
      bodyJson: auditJson(request.body),
      statusCode: reply.statusCode,
      beforeJson: auditJson(change?.before),
      afterJson: auditJson(change?.after),
    };
    try {
      await insertAuditRow(context.db, row);
    } catch (error) {
      request.log.error({ err: error, staffAudit: row }, 'staff audit row not written');
    }
    return payload;
  });
}

function nonEmpty(value: unknown): unknown {
  return value && typeof value === 'object' && Object.keys(value).length > 0 ? value : undefined;
}

/** One page of the audit trail, filters applied; dates are whole UTC days, both ends inclusive. */
export async function readAuditTrail(
  context: AppContext,
  request: { login?: string; functionCode?: number; fromDay?: string; toDay?: string; route?: string },
  page: { page: number; pageSize: number },
): Promise<{ total: number; rows: AuditRow[] }> {
  for (const day of [request.fromDay, request.toDay]) {
    if (day !== undefined && !isCalendarDate(day)) throw new InvalidInputError('DataInvalida', { data: day });
  }
  const filter: AuditFilter = {
    login: request.login?.trim() || undefined,
    functionCode: request.functionCode,
    from: request.fromDay ? `${request.fromDay}T00:00:00.000Z` : undefined,
    until: request.toDay ? nextDay(request.toDay) : undefined,
    route: request.route?.trim() || undefined,
  };
  return listAuditRows(context.db, filter, { offset: (page.page - 1) * page.pageSize, limit: page.pageSize });
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}
