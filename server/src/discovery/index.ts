/** The public module of discovery: its routes and the page markup for machines, for the composition root. */

export { discoveryRoutes } from './discovery.routes.ts';
export { pageExtras } from './page-head.ts';
