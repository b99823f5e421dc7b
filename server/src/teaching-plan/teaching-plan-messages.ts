import { ACCOUNT_SERVICE_CODES } from '@estante/contracts';
import type { MessageTable } from '../i18n/server-messages.ts';

/** Server texts of the teaching plan's refusals. */
export const TEACHING_PLAN_MESSAGES: MessageTable = {
  [ACCOUNT_SERVICE_CODES.professorsOnly]: {
    pt: 'O plano de ensino está disponível somente para professores.',
    en: 'The teaching plan is available to professors only.',
    es: 'El plan de enseñanza está disponible solo para profesores.',
    fr: 'Le plan d’enseignement est réservé aux enseignants.',
    it: 'Il piano didattico è disponibile solo per i docenti.',
  },
};
