/** The public module of the site parameters: what other features use. */
export {
  deleteActivity,
  findActivity,
  isActivityEnabled,
  listActivities,
  saveActivity,
} from './activity.repository.ts';
export {
  findCampus,
  findLibraryByCode,
  insertCampus,
  type LibraryValues,
  listCampuses,
  listLibraries,
  listLibrariesWithoutCampus,
  renameCampus,
  saveLibrary,
} from './campus.repository.ts';
export { presentInstitution } from './institution.presenter.ts';
export {
  DEFAULT_INSTITUTION,
  ensureInstitution,
  findCurrentInstitution,
  type InstitutionUpdate,
  institutionParameters,
  institutionSettings,
  replaceInstitutionSettings,
  updateInstitution,
} from './institution.repository.ts';
export {
  type FieldProblem,
  type FieldProblemCode,
  INVALID_CONFIGURATION,
  InvalidConfigurationError,
  isWebLink,
  refuseProblems,
} from './site-configuration-errors.ts';
export {
  presentCampus,
  presentLibraryUnit,
  privacyRetentionDays,
  type SelfServiceSettings,
  selfServiceSettings,
} from './site-parameters.presenter.ts';
export { siteParametersRoutes } from './site-parameters.routes.ts';
export { deleteSiteSection, findSiteSection, listSiteSections, saveSiteSection } from './site-section.repository.ts';
