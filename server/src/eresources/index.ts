/** The public module of electronic resources (docs/e-resources.md): routes, messages, the admin command. */

export { oneTimeTokenLink } from './eresource-access.ts';
export { findProvider } from './eresources.repository.ts';
export { eresourceRoutes } from './eresources.routes.ts';
export { ERESOURCE_USAGE, EresourceUsageError, runEresourceCommand } from './eresources-admin.ts';
export { ERESOURCE_MESSAGES } from './eresources-messages.ts';
export { eresourceStaffRoutes } from './eresources-staff.routes.ts';
export { hasTargetDocumentServer, targetProductsOfProvider } from './target-products.ts';
