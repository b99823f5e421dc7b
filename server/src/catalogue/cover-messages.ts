import type { MessageTable } from '../i18n/server-messages.ts';
import { COVER_ERRORS } from './cover-image.ts';

/** Texts of the cover upload's refusals, listed in buildApp's messages. */
export const COVER_MESSAGES: MessageTable = {
  [COVER_ERRORS.unsupported]: {
    pt: 'A capa deve ser uma imagem JPEG, PNG, WebP ou GIF.',
    en: 'The cover must be a JPEG, PNG, WebP or GIF image.',
    es: 'La portada debe ser una imagen JPEG, PNG, WebP o GIF.',
    fr: 'La couverture doit être une image JPEG, PNG, WebP ou GIF.',
    it: "La copertina dev'essere un'immagine JPEG, PNG, WebP o GIF.",
  },
  [COVER_ERRORS.tooLarge]: {
    pt: 'A imagem da capa ultrapassa o limite de 2 MB.',
    en: 'The cover image is larger than the 2 MB limit.',
    es: 'La imagen de la portada supera el límite de 2 MB.',
    fr: "L'image de couverture dépasse la limite de 2 Mo.",
    it: "L'immagine della copertina supera il limite di 2 MB.",
  },
};
