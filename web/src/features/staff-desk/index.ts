/** The circulation desk's public module: its pages' paths (the console lazily imports routes.tsx for the screens). */
export { DESK_PATHS } from './utils/desk-paths.ts';
