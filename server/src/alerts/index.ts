/** The public module of alerts: other features raise alerts through it; the routes are the patron's list. */
export { alertHoldAvailable, alertLoanRequestAvailable, alertStorageRequestReady } from './alert-events.ts';
export { createAlert } from './alerts.repository.ts';
export { alertRoutes } from './alerts.routes.ts';
