/** The public module of library units: feedback, acquisition suggestions and their refusals. */
export { changeSuggestionStatus } from './acquisition-suggestions.ts';
export {
  type AcquisitionSuggestionListItem,
  type GeneralCommentListItem,
  listAcquisitionSuggestions,
  listGeneralComments,
} from './feedback.repository.ts';
export { LIBRARY_UNITS_MESSAGES, RequiredFieldError, UnknownLibraryError } from './feedback-errors.ts';
export { libraryUnitsRoutes } from './library-units.routes.ts';
export { sendAcquisitionSuggestion } from './send-feedback.ts';
export { suggestionStatusText } from './suggestion-statuses.ts';
