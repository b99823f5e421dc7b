import type { MessageTable } from '../i18n/server-messages.ts';
import { QUEUE_CODES } from './queues.ts';

/** Server texts of the queues' refusals (RespostaObrigatoria is the service requests'). */
export const QUEUE_MESSAGES: MessageTable = {
  [QUEUE_CODES.unknownStatus]: {
    pt: 'Situação desconhecida para esta fila.',
    en: 'Unknown status for this queue.',
    es: 'Situación desconocida para esta cola.',
    fr: 'Statut inconnu pour cette file.',
    it: 'Stato sconosciuto per questa coda.',
  },
  [QUEUE_CODES.privacyRequestOpen]: {
    pt: 'Você já tem um pedido de exclusão de dados aguardando a biblioteca.',
    en: 'You already have a data deletion request waiting for the library.',
    es: 'Ya tiene una solicitud de eliminación de datos esperando a la biblioteca.',
    fr: 'Vous avez déjà une demande d’effacement de données en attente auprès de la bibliothèque.',
    it: 'Hai già una richiesta di cancellazione dei dati in attesa presso la biblioteca.',
  },
  [QUEUE_CODES.privacyAlreadyHandled]: {
    pt: 'Este pedido de exclusão já foi atendido.',
    en: 'This deletion request has already been handled.',
    es: 'Esta solicitud de eliminación ya fue atendida.',
    fr: 'Cette demande d’effacement a déjà été traitée.',
    it: 'Questa richiesta di cancellazione è già stata evasa.',
  },
};
