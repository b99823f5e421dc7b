/** The public module of the health check. */
export { healthRoutes } from './health.routes.ts';
