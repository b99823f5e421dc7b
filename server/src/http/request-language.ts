import { LANGUAGE_HEADER, type LanguageTag, languageFromCode } from '@estante/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller's language from the `idioma` header (1 pt, 3 es, 5 en, 7 fr, 9 it); Portuguese by default. */
export function requestLanguage(request: FastifyRequest): LanguageTag {
  const header = request.headers[LANGUAGE_HEADER];
  return languageFromCode(Array.isArray(header) ? header[0] : header);
}
