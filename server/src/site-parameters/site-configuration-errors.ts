/** A site setting staff wrote does not fit its shape (admin commands and the staff routes answer 422 with it). */
export const INVALID_CONFIGURATION = 'ConfiguracaoInvalida';
