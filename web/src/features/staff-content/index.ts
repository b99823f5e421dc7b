/** The content and settings area of the staff console: what the console's route table and menu use. */
export { CONTENT_PAGES, contentPath } from './utils/content-paths.ts';
