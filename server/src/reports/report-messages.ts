import type { MessageTable } from '../i18n/server-messages.ts';
import { INVALID_PERIOD } from './report-period.ts';

/** The reports' refusals, in every language (buildApp lists the table). */
export const REPORT_MESSAGES: MessageTable = {
  [INVALID_PERIOD]: {
    pt: 'Período inválido: informe datas existentes, a inicial antes da final, em até dez anos.',
    en: 'Invalid period: give real dates, the first one before the last, ten years apart at most.',
    es: 'Período no válido: indique fechas existentes, la inicial antes de la final, con diez años como máximo.',
    fr: 'Période invalide : indiquez des dates qui existent, la première avant la dernière, dix ans au plus.',
    it: 'Periodo non valido: indicare date esistenti, la prima prima dell’ultima, al massimo dieci anni.',
  },
};
