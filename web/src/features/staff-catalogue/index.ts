/** The catalogue work area of the staff console: what the console's route table and menu use. */
export { CATALOGUE_AREA, CATALOGUE_PAGES } from './utils/catalogue-paths.ts';
