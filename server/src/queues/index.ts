/** The public module of the staff queues (docs/staff-queues.md): their routes, messages and the paging they share. */
export {
  blankToUndefined,
  countsByName,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type Page,
  Paged,
  PagedList,
  PageQuery,
  pageOf,
} from './paging.ts';
export { QUEUE_MESSAGES } from './queue-messages.ts';
export { privacyRequestRoutes, queueStaffRoutes } from './queues.routes.ts';
export { QUEUE_CODES } from './queues.ts';
