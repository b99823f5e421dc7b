import type { MessageTable } from '../i18n/server-messages.ts';
import { INVALID_VALIDITY } from './validity.ts';

export const UNKNOWN_ITEM = 'perfil_interesse_item_inexistente';

/** Server texts of the interest profile's refusals. */
export const INTEREST_PROFILE_MESSAGES: MessageTable = {
  [INVALID_VALIDITY]: {
    pt: 'Informe uma validade válida, a partir de hoje.',
    en: 'Enter a valid expiry date, today or later.',
    es: 'Indique una fecha de validez válida, a partir de hoy.',
    fr: 'Indiquez une date de validité correcte, à partir d’aujourd’hui.',
    it: 'Indicare una data di validità corretta, a partire da oggi.',
  },
  [UNKNOWN_ITEM]: {
    pt: 'Um dos itens escolhidos não existe no acervo.',
    en: 'One of the chosen items does not exist in the catalogue.',
    es: 'Uno de los elementos elegidos no existe en el acervo.',
    fr: 'Un des éléments choisis n’existe pas dans le catalogue.',
    it: 'Uno degli elementi scelti non esiste nel catalogo.',
  },
};
