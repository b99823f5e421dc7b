import type { MessageTable } from '../i18n/server-messages.ts';
import { IMPORT_ERRORS } from './import/import-upload.ts';
import { RECORD_ADMIN_ERRORS } from './record-admin.ts';

/** Texts of the staff's catalogue work refusals (imports by upload, record deletion), listed in buildApp. */
export const CATALOGUE_WORK_MESSAGES: MessageTable = {
  [IMPORT_ERRORS.notMarc]: {
    pt: 'O arquivo não é MARC 21: não há nenhum registro ISO 2709 ou MARCXML legível no seu início.',
    en: 'The file is not MARC 21: its beginning holds no readable ISO 2709 or MARCXML record.',
    es: 'El archivo no es MARC 21: su comienzo no contiene ningún registro ISO 2709 o MARCXML legible.',
    fr: "Le fichier n'est pas du MARC 21 : son début ne contient aucune notice ISO 2709 ou MARCXML lisible.",
    it: 'Il file non è MARC 21: il suo inizio non contiene alcun record ISO 2709 o MARCXML leggibile.',
  },
  [IMPORT_ERRORS.empty]: {
    pt: 'O arquivo está vazio.',
    en: 'The file is empty.',
    es: 'El archivo está vacío.',
    fr: 'Le fichier est vide.',
    it: 'Il file è vuoto.',
  },
  [IMPORT_ERRORS.tooLarge]: {
    pt: 'O arquivo ultrapassa o limite de 50 MB: divida-o em partes menores.',
    en: 'The file is larger than the 50 MB limit: split it into smaller files.',
    es: 'El archivo supera el límite de 50 MB: divídalo en partes más pequeñas.',
    fr: 'Le fichier dépasse la limite de 50 Mo : divisez-le en fichiers plus petits.',
    it: 'Il file supera il limite di 50 MB: dividetelo in file più piccoli.',
  },
  [IMPORT_ERRORS.missing]: {
    pt: 'Escolha um arquivo MARC para importar.',
    en: 'Choose a MARC file to import.',
    es: 'Elija un archivo MARC para importar.',
    fr: 'Choisissez un fichier MARC à importer.',
    it: 'Scegliete un file MARC da importare.',
  },
  [RECORD_ADMIN_ERRORS.inCirculation]: {
    pt: 'Este registro tem empréstimos, reservas ou pedidos de empréstimo no histórico e não pode ser excluído: suprima-o.',
    en: 'This record has loans, holds or loan requests in its history and cannot be deleted: suppress it instead.',
    es: 'Este registro tiene préstamos, reservas o solicitudes de préstamo en su historial y no se puede eliminar: suprímalo.',
    fr: 'Cette notice a des prêts, des réservations ou des demandes de prêt dans son historique et ne peut pas être supprimée : masquez-la plutôt.',
    it: 'Questo record ha prestiti, prenotazioni o richieste di prestito nella sua storia e non può essere eliminato: nascondetelo invece.',
  },
};
