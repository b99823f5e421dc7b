import type { MessageTable } from '../i18n/server-messages.ts';

/** The server's texts for the site administration's refusals (the web shows its own per-field texts). */
export const ADMIN_MESSAGES: MessageTable = {
  ConfiguracaoInvalida: {
    pt: 'Há campos a corrigir: nada foi salvo.',
    en: 'Some fields need correcting: nothing was saved.',
    es: 'Hay campos que corregir: no se guardó nada.',
    fr: 'Certains champs sont à corriger : rien n’a été enregistré.',
    it: 'Alcuni campi vanno corretti: non è stato salvato nulla.',
  },
};
