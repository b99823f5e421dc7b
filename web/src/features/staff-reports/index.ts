/** The reports area's public module: where it lives, for the staff console's menu. The screens load lazily (routes.tsx). */
export { REPORTS_PATH, REPORTS_SEGMENT } from './utils/report-paths.ts';
