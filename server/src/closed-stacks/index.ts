/** The public module of the closed stacks (armazém, docs/closed-stacks.md). */

export { closedStacksRoutes, closedStacksStaffRoutes } from './closed-stacks.routes.ts';
export { isClosedStacksTitle } from './closed-stacks.ts';
export { CLOSED_STACKS_USAGE, ClosedStacksUsageError, runClosedStacksCommand } from './closed-stacks-admin.ts';
export { CLOSED_STACKS_MESSAGES } from './closed-stacks-errors.ts';
export { startStorageExpiryScheduler } from './storage-expiry-scheduler.ts';
