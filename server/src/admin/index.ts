/** The public module of site administration: the staff API and the site changes the demo seeder applies too. */

export { adminRoutes } from './admin.routes.ts';
export { ADMIN_MESSAGES } from './admin-messages.ts';
export { databasesAdminRoutes } from './databases-admin.routes.ts';
export { addCampus, changeActivity, changeInstitution, changeLibrary, setSection } from './site-admin.ts';
