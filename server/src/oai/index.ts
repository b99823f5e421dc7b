/** The public module of the OAI-PMH provider (docs/oai-pmh.md). */
export { OAI_PATH, oaiRoutes } from './oai.routes.ts';
