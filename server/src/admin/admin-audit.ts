import type { FastifyRequest } from 'fastify';
import { setAuditChange } from '../staff/index.ts';

/**
 * Hands the before and after of a changed configuration item (institution, a section in one language, a loan
 * policy) to the staff audit trail, which writes them with the request's audit row (docs/staff.md).
 */
export function recordChange(request: FastifyRequest, before: unknown, after: unknown): void {
  setAuditChange(request, { before, after });
}
