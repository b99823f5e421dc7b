import { ERROR_CODES } from '@estante/contracts';
import { InvalidInputError, RuleViolationError } from '@estante/core';
import type { MessageTable } from '../i18n/server-messages.ts';

/** A required field is empty after trimming (spec 000 §5); `details.campo` names it. */
export class RequiredFieldError extends InvalidInputError {
  constructor(field: string) {
    super(ERROR_CODES.requiredFieldMissing, { campo: field });
  }
}

/** The library chosen does not exist or is not one of the institution's. */
export const UNKNOWN_LIBRARY_CODE = 'BibliotecaInvalida';
export class UnknownLibraryError extends InvalidInputError {
  constructor(code: string) {
    super(UNKNOWN_LIBRARY_CODE, { biblioteca: code });
  }
}

/** Spec 000 §8: "Comment 422: limite_comentarios_excedido" (not sent). */
export class CommentLimitExceededError extends RuleViolationError {
  constructor(limit: number) {
    super(ERROR_CODES.commentLimitExceeded, { limite: limit });
  }
}

/** Issue 27 (finding 8): a patron's open suggestions, at most. */
export const TOO_MANY_OPEN_SUGGESTIONS = 'SugestoesAbertasDemais';
export class TooManyOpenSuggestionsError extends RuleViolationError {
  constructor(limit: number) {
    super(TOO_MANY_OPEN_SUGGESTIONS, { limite: limit });
  }
}

/** Issue 27 (finding 8): a patron's suggestions in 24 hours, at most; `tentarApos` says when one more fits. */
export const TOO_MANY_SUGGESTIONS_TODAY = 'SugestoesPorDiaDemais';
export class TooManySuggestionsTodayError extends RuleViolationError {
  constructor(limit: number, retryAt: Date) {
    super(TOO_MANY_SUGGESTIONS_TODAY, { limite: limit, tentarApos: retryAt.toISOString() });
  }
}

/** A staff member moved a suggestion to a status the spec does not know. */
export const UNKNOWN_SUGGESTION_STATUS = 'SituacaoSugestaoInvalida';

/** Server texts of the library units' refusals (feedback, acquisition suggestions). */
export const LIBRARY_UNITS_MESSAGES: MessageTable = {
  [TOO_MANY_OPEN_SUGGESTIONS]: {
    pt: 'Você já tem 10 sugestões de aquisição em andamento, o máximo. Aguarde a biblioteca analisar alguma antes de enviar outra.',
    en: 'You already have 10 acquisition suggestions in progress, the most allowed. Wait until the library reviews one before sending another.',
    es: 'Ya tiene 10 sugerencias de adquisición en curso, el máximo. Espere a que la biblioteca analice alguna antes de enviar otra.',
    fr: 'Vous avez déjà 10 suggestions d’acquisition en cours, le maximum. Attendez que la bibliothèque en examine une avant d’en envoyer une autre.',
    it: 'Hai già 10 suggerimenti di acquisto in corso, il massimo. Attendi che la biblioteca ne esamini uno prima di inviarne un altro.',
  },
  [TOO_MANY_SUGGESTIONS_TODAY]: {
    pt: 'Você pode enviar no máximo 5 sugestões de aquisição em 24 horas. Tente novamente mais tarde.',
    en: 'You can send at most 5 acquisition suggestions in 24 hours. Please try again later.',
    es: 'Puede enviar como máximo 5 sugerencias de adquisición en 24 horas. Inténtelo de nuevo más tarde.',
    fr: 'Vous pouvez envoyer au plus 5 suggestions d’acquisition en 24 heures. Réessayez plus tard.',
    it: 'Puoi inviare al massimo 5 suggerimenti di acquisto in 24 ore. Riprova più tardi.',
  },
  [ERROR_CODES.requiredFieldMissing]: {
    pt: 'Campo obrigatório não preenchido.',
    en: 'A required field is empty.',
    es: 'Campo obligatorio no completado.',
    fr: 'Un champ obligatoire n’est pas rempli.',
    it: 'Campo obbligatorio non compilato.',
  },
  [UNKNOWN_LIBRARY_CODE]: {
    pt: 'Escolha uma biblioteca da lista.',
    en: 'Choose a library from the list.',
    es: 'Elija una biblioteca de la lista.',
    fr: 'Choisissez une bibliothèque dans la liste.',
    it: 'Scegli una biblioteca dall’elenco.',
  },
  [ERROR_CODES.commentLimitExceeded]: {
    pt: 'Você atingiu o limite de comentários aguardando análise. O comentário não foi enviado.',
    en: 'You have reached the limit of comments awaiting review. The comment was not sent.',
    es: 'Alcanzó el límite de comentarios en espera de revisión. El comentario no fue enviado.',
    fr: 'Vous avez atteint la limite de commentaires en attente d’examen. Le commentaire n’a pas été envoyé.',
    it: 'Hai raggiunto il limite di commenti in attesa di revisione. Il commento non è stato inviato.',
  },
  [UNKNOWN_SUGGESTION_STATUS]: {
    pt: 'Situação de sugestão desconhecida.',
    en: 'Unknown suggestion status.',
    es: 'Situación de sugerencia desconocida.',
    fr: 'Statut de suggestion inconnu.',
    it: 'Stato del suggerimento sconosciuto.',
  },
};
