/** The public module of circulation: what other features and the composition root use (the rest is internal). */
export { addSuspension, receivePayment } from './account-operations.ts';
export { circulationRoutes } from './circulation.routes.ts';
export { CIRCULATION_USAGE, CirculationUsageError, runCirculationCommand } from './circulation-admin.ts';
export { CIRCULATION_MESSAGES } from './circulation-messages.ts';
export type { CirculationServices } from './circulation-services.ts';
export { circulationStaffRoutes } from './circulation-staff.routes.ts';
export { checkIn, checkOut } from './desk-operations.ts';
export { titleHoldDecisions } from './hold-decisions.ts';
export { startHoldExpiryScheduler } from './hold-expiry-scheduler.ts';
export { placeHold } from './holds.ts';
export { deleteLoanPolicy, loadPolicies, saveLoanPolicy } from './loan-policy.repository.ts';
export { loanRequestRoutes } from './loan-requests.routes.ts';
export { noDebtsRoutes } from './no-debts.routes.ts';
export { recordCommentRoutes } from './record-comments.routes.ts';
export { recordCommentStaffRoutes } from './record-comments-staff.routes.ts';
export { renewLoans } from './renew-loans.ts';
