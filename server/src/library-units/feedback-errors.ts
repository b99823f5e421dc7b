import { ERROR_CODES, type LanguageTag } from '@estante/contracts';
import { InvalidInputError, RuleViolationError } from '@estante/core';
import { registerServerMessages } from '../i18n/server-messages.ts';

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

const FEEDBACK_MESSAGES: Record<string, Record<LanguageTag, string>> = {
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
};
for (const [code, messages] of Object.entries(FEEDBACK_MESSAGES)) registerServerMessages(code, messages);
