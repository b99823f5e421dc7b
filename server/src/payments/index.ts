/** The public module of the payment slip (GRU Simples, docs/payment-slip.md). */

export { paymentRoutes, paymentStaffRoutes } from './payments.routes.ts';
export { GRU_USAGE, GruUsageError, runGruCommand } from './payments-admin.ts';
export { PAYMENT_MESSAGES } from './payments-errors.ts';
