/** The public module of library units: feedback, acquisition suggestions and their refusals. */
export { changeSuggestionStatus } from './acquisition-suggestions.ts';
export {
  type AcquisitionSuggestionListItem,
  type GeneralCommentListItem,
  listAcquisitionSuggestions,
  listGeneralComments,
} from './feedback.repository.ts';
export {
  LIBRARY_UNITS_MESSAGES,
  RequiredFieldError,
  UNKNOWN_SUGGESTION_STATUS,
  UnknownLibraryError,
} from './feedback-errors.ts';
export { libraryUnitsRoutes } from './library-units.routes.ts';
export { sendAcquisitionSuggestion } from './send-feedback.ts';
export { isSuggestionStatus, SUGGESTION_STATUSES, suggestionStatusText } from './suggestion-statuses.ts';
