import { DEFAULT_LANGUAGE, type LanguageTag } from '@estante/contracts';

/**
 * Messages the server sends in `error.message`, in the caller's language (idioma header).
 * The web prefers its own translation of `error.code`; these serve API clients and logs.
 */
const MESSAGES: Record<string, Record<LanguageTag, string>> = {
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

/** Translates a message key; unknown keys are returned as they are. */
export function serverMessage(code: string, language: LanguageTag = DEFAULT_LANGUAGE): string {
  return MESSAGES[code]?.[language] ?? MESSAGES[code]?.[DEFAULT_LANGUAGE] ?? code;
}

export function registerServerMessages(code: string, messages: Record<LanguageTag, string>): void {
  MESSAGES[code] = messages;
}
