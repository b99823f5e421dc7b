import { InvalidInputError } from '@estante/core';

/** The validity code of the error the patron sees when a validity is in the past or not a real date. */
export const INVALID_VALIDITY = 'perfil_interesse_validade_invalida';

/** Today as YYYY-MM-DD (UTC, as every date of the server). */
export function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** An item stops matching the day after its validity. */
export function isExpired(validUntil: string, now: Date): boolean {
  return validUntil !== '' && validUntil < today(now);
}

/** Refuses a validity that is not a calendar date or is before today. */
export function checkValidity(value: string, now: Date): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value || value < today(now))
    throw new InvalidInputError(INVALID_VALIDITY);
  return value;
}
