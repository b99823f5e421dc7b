/** The public module of serials: the kardex routes, and the holdings store the demo seed writes to. */
export { serialsRoutes } from './kardex.routes.ts';
export { saveHoldingsRecord, saveIssueContents } from './serials.repository.ts';
