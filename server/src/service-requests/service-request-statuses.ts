import type { LanguageTag } from '@estante/contracts';
import {
  INVALID_PAGES,
  INVALID_VALUE,
  INVALID_YEAR,
  REQUEST_STATUSES,
  type RequestStatus,
  START_AFTER_END_PAGE,
  START_AFTER_END_YEAR,
  TEXT_TOO_LONG,
} from '@estante/contracts';
import type { MessageTable } from '../i18n/server-messages.ts';

/** Moves staff may make (docs/service-requests.md); the patron's own cancel is checked apart. */
const NEXT: Record<RequestStatus, readonly RequestStatus[]> = {
  aberta: ['em_andamento', 'atendida', 'cancelada'],
  em_andamento: ['atendida', 'cancelada'],
  atendida: ['finalizada'],
  finalizada: [],
  cancelada: [],
};

export { REQUEST_STATUSES, type RequestStatus };

export const isRequestStatus = (value: string): value is RequestStatus =>
  (REQUEST_STATUSES as readonly string[]).includes(value);

export const canMoveRequest = (from: string, to: RequestStatus): boolean =>
  isRequestStatus(from) && NEXT[from].includes(to);

const STATUS_TEXTS: Record<RequestStatus, Record<LanguageTag, string>> = {
  aberta: { pt: 'Aberta', en: 'Open', es: 'Abierta', fr: 'Ouverte', it: 'Aperta' },
  em_andamento: { pt: 'Em andamento', en: 'In progress', es: 'En curso', fr: 'En cours', it: 'In corso' },
  atendida: { pt: 'Atendida', en: 'Answered', es: 'Atendida', fr: 'Traitée', it: 'Evasa' },
  finalizada: { pt: 'Finalizada', en: 'Finished', es: 'Finalizada', fr: 'Terminée', it: 'Conclusa' },
  cancelada: { pt: 'Cancelada', en: 'Cancelled', es: 'Cancelada', fr: 'Annulée', it: 'Annullata' },
};

export const requestStatusText = (status: string, language: LanguageTag): string =>
  isRequestStatus(status) ? STATUS_TEXTS[status][language] : status;

export const INVALID_TRANSITION = 'TransicaoSolicitacaoInvalida';
export const UNKNOWN_STATUS = 'SituacaoSolicitacaoInvalida';
export const REPLY_REQUIRED = 'RespostaObrigatoria';
export const UNKNOWN_PARTNER = 'BibliotecaParceiraInvalida';

/**
 * Server texts of the service requests' refusals. Listed after the other features' tables in buildApp: codes another
 * feature also names (CampoMuitoLongo…) keep that feature's text.
 */
export const SERVICE_REQUEST_MESSAGES: MessageTable = {
  [INVALID_YEAR]: {
    pt: 'Informe um ano válido, com quatro dígitos.',
    en: 'Enter a valid four-digit year.',
    es: 'Indique un año válido de cuatro dígitos.',
    fr: 'Indiquez une année valide à quatre chiffres.',
    it: 'Inserisci un anno valido di quattro cifre.',
  },
  [INVALID_PAGES]: {
    pt: 'Informe as páginas como 20-30 ou 20/30.',
    en: 'Enter the pages as 20-30 or 20/30.',
    es: 'Indique las páginas como 20-30 o 20/30.',
    fr: 'Indiquez les pages sous la forme 20-30 ou 20/30.',
    it: 'Indica le pagine come 20-30 o 20/30.',
  },
  [START_AFTER_END_PAGE]: {
    pt: 'A página inicial não pode ser maior que a final.',
    en: 'The start page must not exceed the final page.',
    es: 'La página inicial no puede ser mayor que la final.',
    fr: 'La page de début ne peut pas dépasser la page de fin.',
    it: 'La pagina iniziale non può superare quella finale.',
  },
  [START_AFTER_END_YEAR]: {
    pt: 'O ano inicial não pode ser maior que o final.',
    en: 'The start year must not be after the end year.',
    es: 'El año inicial no puede ser posterior al final.',
    fr: 'L’année de début ne peut pas être postérieure à l’année de fin.',
    it: 'L’anno iniziale non può essere successivo a quello finale.',
  },
  [INVALID_VALUE]: {
    pt: 'Valor inválido.',
    en: 'Invalid value.',
    es: 'Valor no válido.',
    fr: 'Valeur invalide.',
    it: 'Valore non valido.',
  },
  [TEXT_TOO_LONG]: {
    pt: 'O texto informado é longo demais.',
    en: 'The text entered is too long.',
    es: 'El texto indicado es demasiado largo.',
    fr: 'Le texte saisi est trop long.',
    it: 'Il testo inserito è troppo lungo.',
  },
  [INVALID_TRANSITION]: {
    pt: 'A solicitação não pode passar para essa situação.',
    en: 'The request cannot move to that status.',
    es: 'La solicitud no puede pasar a esa situación.',
    fr: 'La demande ne peut pas passer à ce statut.',
    it: 'La richiesta non può passare a quello stato.',
  },
  [UNKNOWN_STATUS]: {
    pt: 'Situação de solicitação desconhecida.',
    en: 'Unknown request status.',
    es: 'Situación de solicitud desconocida.',
    fr: 'Statut de demande inconnu.',
    it: 'Stato della richiesta sconosciuto.',
  },
  [REPLY_REQUIRED]: {
    pt: 'Escreva a resposta ao usuário.',
    en: 'Write the reply to the patron.',
    es: 'Escriba la respuesta al usuario.',
    fr: 'Rédigez la réponse à l’usager.',
    it: 'Scrivi la risposta all’utente.',
  },
  [UNKNOWN_PARTNER]: {
    pt: 'Escolha uma biblioteca parceira da lista.',
    en: 'Choose a partner library from the list.',
    es: 'Elija una biblioteca asociada de la lista.',
    fr: 'Choisissez une bibliothèque partenaire dans la liste.',
    it: 'Scegli una biblioteca partner dall’elenco.',
  },
};
