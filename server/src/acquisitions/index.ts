/** The public module of acquisitions (docs/staff-queues.md, docs/acquisitions.md): routes and their messages. */
export { ACQUISITION_MESSAGES } from './acquisition-errors.ts';
export { acquisitionPatronRoutes } from './acquisition-patron.routes.ts';
export { acquisitionStaffRoutes } from './acquisitions.routes.ts';
