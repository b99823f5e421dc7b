import { DomainError } from '@estante/core';
import type { MessageTable } from '../i18n/server-messages.ts';

/** Refusals of the HTTP layer itself (docs/security.md, "Hostile clients"), with their statuses. */
export const HTTP_ERROR_CODES = {
  jsonTooDeep: 'JsonMuitoAninhado',
  bodyTooLarge: 'CorpoMuitoGrande',
  serverBusy: 'ServidorSobrecarregado',
  searchTimedOut: 'PesquisaDemorada',
} as const;

export const STATUS_BY_HTTP_CODE: Record<string, number> = {
  [HTTP_ERROR_CODES.jsonTooDeep]: 400,
  [HTTP_ERROR_CODES.bodyTooLarge]: 413,
  [HTTP_ERROR_CODES.serverBusy]: 503,
  [HTTP_ERROR_CODES.searchTimedOut]: 503,
};

/** 400: arrays and objects nested deeper than the limit, refused before the body is parsed. */
export class JsonTooDeepError extends DomainError {
  constructor(maxDepth: number) {
    super('invalid', HTTP_ERROR_CODES.jsonTooDeep, undefined, { profundidadeMaxima: maxDepth });
  }
}

/** 413: a body over the route's limit. */
export class BodyTooLargeError extends DomainError {
  constructor() {
    super('invalid', HTTP_ERROR_CODES.bodyTooLarge);
  }
}

/** 503 with Retry-After: the process is overloaded and sheds the request before doing any work for it. */
export class ServerBusyError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rule', HTTP_ERROR_CODES.serverBusy, undefined, { retryAfterSeconds });
  }
}

/** 503 with Retry-After: a search ran past its time limit and was abandoned between two of its steps. */
export class SearchTimedOutError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rule', HTTP_ERROR_CODES.searchTimedOut, undefined, { retryAfterSeconds });
  }
}

/** Texts of the HTTP layer's refusals, listed in buildApp's messages. */
export const HTTP_MESSAGES: MessageTable = {
  [HTTP_ERROR_CODES.jsonTooDeep]: {
    pt: 'O corpo da requisição tem estruturas aninhadas demais.',
    en: 'The request body is nested too deeply.',
    es: 'El cuerpo de la solicitud tiene demasiados niveles de anidación.',
    fr: 'Le corps de la requête est trop profondément imbriqué.',
    it: 'Il corpo della richiesta ha troppi livelli di annidamento.',
  },
  [HTTP_ERROR_CODES.bodyTooLarge]: {
    pt: 'O corpo da requisição é grande demais.',
    en: 'The request body is too large.',
    es: 'El cuerpo de la solicitud es demasiado grande.',
    fr: 'Le corps de la requête est trop volumineux.',
    it: 'Il corpo della richiesta è troppo grande.',
  },
  [HTTP_ERROR_CODES.serverBusy]: {
    pt: 'O servidor está sobrecarregado. Tente novamente em alguns instantes.',
    en: 'The server is overloaded. Please try again in a few moments.',
    es: 'El servidor está sobrecargado. Inténtelo de nuevo en unos instantes.',
    fr: 'Le serveur est surchargé. Veuillez réessayer dans quelques instants.',
    it: 'Il server è sovraccarico. Riprovare tra qualche istante.',
  },
  [HTTP_ERROR_CODES.searchTimedOut]: {
    pt: 'A pesquisa demorou demais e foi interrompida. Tente novamente ou refine os termos.',
    en: 'The search took too long and was stopped. Please try again or refine your terms.',
    es: 'La búsqueda tardó demasiado y se interrumpió. Inténtelo de nuevo o precise los términos.',
    fr: 'La recherche a pris trop de temps et a été interrompue. Réessayez ou précisez les termes.',
    it: 'La ricerca ha richiesto troppo tempo ed è stata interrotta. Riprovare o precisare i termini.',
  },
};
