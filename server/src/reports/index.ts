/** The public module of the staff reports: the routes and the access counting buildApp registers. */

export type { AccessCounter } from './access-counter.ts';
export { registerAccessCounting } from './access-counting.ts';
export { csvFileName, toCsv } from './report-csv.ts';
export { REPORT_MESSAGES } from './report-messages.ts';
export { reportRoutes } from './reports.routes.ts';
