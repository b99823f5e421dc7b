import { DEFAULT_LANGUAGE, type LanguageTag } from '@estante/contracts';

/** A feature's server texts: message code → text in each language. Each feature exports its own table. */
export type MessageTable = Readonly<Record<string, Readonly<Record<LanguageTag, string>>>>;

/**
 * Messages the server sends in `error.message`, in the caller's language (idioma header).
 * The web prefers its own translation of `error.code`; these serve API clients and logs.
 */
export const COMMON_MESSAGES: MessageTable = {
  OcorreuErroInesperado: {
    pt: 'Ocorreu um erro inesperado.',
    en: 'An unexpected error occurred.',
    es: 'Ocurrió un error inesperado.',
    fr: 'Une erreur inattendue est survenue.',
    it: 'Si è verificato un errore imprevisto.',
  },
  RegistroNaoEncontrado: {
    pt: 'Registro não encontrado.',
    en: 'Record not found.',
    es: 'Registro no encontrado.',
    fr: 'Notice introuvable.',
    it: 'Record non trovato.',
  },
  RequisicaoInvalida: {
    pt: 'Requisição inválida.',
    en: 'Invalid request.',
    es: 'Solicitud no válida.',
    fr: 'Requête invalide.',
    it: 'Richiesta non valida.',
  },
  NaoAutorizado: {
    pt: 'É necessário entrar para continuar.',
    en: 'You need to sign in to continue.',
    es: 'Debe iniciar sesión para continuar.',
    fr: 'Vous devez vous connecter pour continuer.',
    it: 'È necessario accedere per continuare.',
  },
  AcessoNegado: {
    pt: 'Acesso negado.',
    en: 'Access denied.',
    es: 'Acceso denegado.',
    fr: 'Accès refusé.',
    it: 'Accesso negato.',
  },
  PesquisaInvalida: {
    pt: 'A pesquisa não pôde ser interpretada.',
    en: 'The search could not be understood.',
    es: 'No se pudo interpretar la búsqueda.',
    fr: "La recherche n'a pas pu être interprétée.",
    it: 'Non è stato possibile interpretare la ricerca.',
  },
};

/** The texts of one app, built once by buildApp from every feature's table (AppContext.messages). */
export interface ServerMessages {
  /** Translates a message code; unknown codes are returned as they are. */
  text(code: string, language?: LanguageTag): string;
}

/**
 * One immutable lookup over the tables, in order: a code's first table wins (two features naming the same code,
 * such as CampoMuitoLongo, keep the text of the one listed first), and a feature's text wins over the common one
 * (the search's PesquisaInvalida says what to check).
 */
export function createServerMessages(tables: readonly MessageTable[]): ServerMessages {
  const texts = new Map<string, Readonly<Record<LanguageTag, string>>>();
  for (const table of [...tables, COMMON_MESSAGES])
    for (const [code, messages] of Object.entries(table)) if (!texts.has(code)) texts.set(code, messages);
  return {
    text: (code, language = DEFAULT_LANGUAGE) =>
      texts.get(code)?.[language] ?? texts.get(code)?.[DEFAULT_LANGUAGE] ?? code,
  };
}
