import { PRIVACY_CODES } from '@estante/contracts';
import type { MessageTable } from '../i18n/server-messages.ts';

/** Server texts of the privacy refusals. */
export const PRIVACY_MESSAGES: MessageTable = {
  [PRIVACY_CODES.erasureBlocked]: {
    pt: 'Os dados não podem ser apagados enquanto houver empréstimos, reservas, solicitações ou débitos em aberto.',
    en: 'The data cannot be erased while loans, holds, requests or debts are still open.',
    es: 'Los datos no pueden borrarse mientras haya préstamos, reservas, solicitudes o débitos pendientes.',
    fr: 'Les données ne peuvent pas être effacées tant que des prêts, réservations, demandes ou dettes sont en cours.',
    it: 'I dati non possono essere cancellati finché ci sono prestiti, prenotazioni, richieste o debiti aperti.',
  },
};
