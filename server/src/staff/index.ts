/** The staff console's public module (docs/staff.md): its routes, the app-wide staff hooks and the audit call. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { registerStaffAudit } from './staff-audit.ts';
import { trackStaffRoutes } from './staff-route-registry.ts';

export { staffConsoleRoutes } from './staff.routes.ts';
export { type AuditChange, setAuditChange } from './staff-audit.ts';
export type { StaffRoute } from './staff-route-registry.ts';

/**
 * The app-wide part of the staff console, registered once by buildApp before any route: every staff route is known
 * and checked before its body is read (staff-route-registry.ts), and every staff action writes an audit row
 * (staff-audit.ts).
 */
export function registerStaffConsole(app: FastifyInstance, context: AppContext): void {
  trackStaffRoutes(app);
  registerStaffAudit(app, context);
}
