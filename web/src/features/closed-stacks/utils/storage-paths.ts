/**
 * Where the patron's storage requests live: in the personal area (/meupergamum, which composes the screen; see
 * web/src/features/account), named like the API's /armazem/solicitacoes. Kept here so links need no import of it.
 */
export const STORAGE_REQUESTS_SEGMENT = 'armazem';
export const STORAGE_REQUESTS_HREF = `/meupergamum/${STORAGE_REQUESTS_SEGMENT}`;
