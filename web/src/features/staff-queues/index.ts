/** The staff queues' public module: their pages' paths (the screens are loaded through routes.tsx only). */
export { QUEUE_PATHS } from './utils/queue-paths.ts';
