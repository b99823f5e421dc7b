/** The public module of acquisitions (docs/staff-queues.md): the staff routes and their messages. */
export { ACQUISITION_MESSAGES } from './acquisition-errors.ts';
export { acquisitionStaffRoutes } from './acquisitions.routes.ts';
