import {
  CITATION_STYLES,
  type CitationStyle,
  DEFAULT_CITATION_STYLE,
  ERROR_CODES,
  isCitationStyle,
} from '@estante/contracts';
import { DomainError } from '@estante/core';
import type { MessageTable } from '../i18n/server-messages.ts';

/** 422: `estilo` names no style Estante offers; details list the ones it does. */
export class InvalidCitationStyleError extends DomainError {
  constructor(style: string) {
    super('invalid', ERROR_CODES.invalidCitationStyle, `unknown citation style ${style}`, {
      estilo: style,
      estilos: CITATION_STYLES,
    });
  }
}

/** The citation texts of the server (listed in buildApp's messages). */
export const CITATION_MESSAGES: MessageTable = {
  [ERROR_CODES.invalidCitationStyle]: {
    pt: `Estilo de referência desconhecido. Use um destes: ${CITATION_STYLES.join(', ')}.`,
    en: `Unknown citation style. Use one of: ${CITATION_STYLES.join(', ')}.`,
    es: `Estilo de referencia desconocido. Use uno de estos: ${CITATION_STYLES.join(', ')}.`,
    fr: `Style de référence inconnu. Utilisez l’un de ceux-ci : ${CITATION_STYLES.join(', ')}.`,
    it: `Stile di citazione sconosciuto. Usa uno di questi: ${CITATION_STYLES.join(', ')}.`,
  },
};

/** The `estilo` query parameter: ABNT when absent, refused when unknown. */
export function citationStyleOf(value: string | undefined): CitationStyle {
  if (value === undefined || value === '') return DEFAULT_CITATION_STYLE;
  if (!isCitationStyle(value)) throw new InvalidCitationStyleError(value);
  return value;
}
