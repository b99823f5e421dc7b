/** The public module of the catalogue: what other features, the CLIs and the composition root use. */

export { basketRoutes } from './basket.routes.ts';
export { BASKET_MAIL_MESSAGES } from './basket-mail.ts';
export { CATALOGUE_WORK_MESSAGES } from './catalogue-work-messages.ts';
// The kardex (server/src/serials) lists a periodical's copies (bound volumes) like the copies tab.
export { listCopies } from './copies.repository.ts';
export { describeCoverImport, importCoverFolder } from './cover-import.ts';
export { COVER_MESSAGES } from './cover-messages.ts';
export { removeCover, storeCover } from './cover-store.ts';
export {
  addElectronicDatabase,
  changeElectronicDatabase,
  type DatabaseFields,
  listElectronicDatabases,
  removeElectronicDatabase,
} from './electronic-databases.repository.ts';
export { electronicDatabaseRoutes } from './electronic-databases.routes.ts';
export { importJobRoutes } from './import/import-jobs.routes.ts';
export { startImportScheduler } from './import/import-jobs.ts';
export { importMarcRecords } from './import/import-marc.ts';
export { linkRoutes } from './links.routes.ts';
export { permanentBasketRoutes } from './permanent-basket.routes.ts';
export { recordRoutes } from './record.routes.ts';
export { recordAdminRoutes } from './record-admin.routes.ts';
export { presentCopy } from './record-sections.presenter.ts';
export { recordSectionRoutes } from './record-sections.routes.ts';
