import { LANGUAGE_HEADER, type LanguageTag, languageFromCode, SUPPORTED_LANGUAGES } from '@estante/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { savePersonLanguage } from './person.repository.ts';

/**
 * The patron's language for mail sent without a request (hold ready): the `idioma` of their last sign-in or token
 * refresh (docs/circulation.md "E-mail language"). A request without the header leaves it as it was; the row is
 * written only when the language changes.
 */
export async function rememberLanguage(db: Kysely<Database>, personId: number, request: FastifyRequest): Promise<void> {
  const header = request.headers[LANGUAGE_HEADER];
  const code = Array.isArray(header) ? header[0] : header;
  if (!code) return;
  const language = languageFromCode(code);
  await savePersonLanguage(db, personId, language);
}

/** The stored language, Portuguese (the institution's) when none is known. */
export function personLanguage(stored: string | null | undefined): LanguageTag {
  return SUPPORTED_LANGUAGES.find((language) => language === stored) ?? 'pt';
}
