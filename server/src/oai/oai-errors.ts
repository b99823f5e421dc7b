/** The error codes of OAI-PMH 2.0 (§3.6), answered in the response body with HTTP 200 as the protocol requires. */
export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}
