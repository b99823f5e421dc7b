/** The public module of SRU: its routes for the composition root, and the catalogue page the feeds share. */

export { searchCataloguePage } from './catalogue-page.ts';
export { type PublicRecordRow, readPublicRecords } from './public-records.repository.ts';
export { SRU_PATH, sruRoutes } from './sru.routes.ts';
