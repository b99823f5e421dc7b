import type { MessageTable } from '../i18n/server-messages.ts';
import { ERESOURCE_ERROR_CODES } from './providers.ts';

/** The e-resource connectors' refusals, in every language (buildApp lists the table). */
export const ERESOURCE_MESSAGES: MessageTable = {
  [ERESOURCE_ERROR_CODES.invalidProvider]: {
    pt: 'Configuração do recurso eletrônico inválida.',
    en: 'Invalid electronic-resource configuration.',
    es: 'Configuración del recurso electrónico no válida.',
    fr: 'Configuration de la ressource électronique invalide.',
    it: 'Configurazione della risorsa elettronica non valida.',
  },
  [ERESOURCE_ERROR_CODES.notRestricted]: {
    pt: 'Este link não é de acesso restrito: abra-o diretamente.',
    en: 'This link is not restricted: open it directly.',
    es: 'Este enlace no es de acceso restringido: ábralo directamente.',
    fr: 'Ce lien n’est pas à accès restreint : ouvrez-le directement.',
    it: 'Questo link non è ad accesso riservato: aprirlo direttamente.',
  },
  [ERESOURCE_ERROR_CODES.providerUnavailable]: {
    pt: 'O fornecedor do recurso eletrônico não respondeu. Tente novamente em instantes.',
    en: 'The electronic-resource provider did not answer. Try again in a moment.',
    es: 'El proveedor del recurso electrónico no respondió. Inténtelo de nuevo en unos instantes.',
    fr: 'Le fournisseur de la ressource électronique n’a pas répondu. Réessayez dans un instant.',
    it: 'Il fornitore della risorsa elettronica non ha risposto. Riprovare tra qualche istante.',
  },
  [ERESOURCE_ERROR_CODES.foreignHost]: {
    pt: 'Destino não permitido: o endereço não é deste site nem de um fornecedor configurado.',
    en: 'Destination not allowed: the address is neither this site nor a configured provider.',
    es: 'Destino no permitido: la dirección no es de este sitio ni de un proveedor configurado.',
    fr: 'Destination refusée : l’adresse n’est ni celle de ce site ni celle d’un fournisseur configuré.',
    it: 'Destinazione non consentita: l’indirizzo non è di questo sito né di un fornitore configurato.',
  },
  [ERESOURCE_ERROR_CODES.invalidLink]: {
    pt: 'Este link é inválido, expirou ou já foi usado.',
    en: 'This link is invalid, has expired or was already used.',
    es: 'Este enlace no es válido, ha caducado o ya se utilizó.',
    fr: 'Ce lien est invalide, a expiré ou a déjà été utilisé.',
    it: 'Questo link non è valido, è scaduto o è già stato usato.',
  },
  MinhaBibliotecaEmail: {
    pt: 'Não foi possível acessar a Minha Biblioteca. Confira se o seu e-mail está cadastrado na biblioteca.',
    en: 'Minha Biblioteca could not be opened. Check that your e-mail is registered with the library.',
    es: 'No fue posible acceder a Minha Biblioteca. Compruebe que su correo esté registrado en la biblioteca.',
    fr: 'Impossible d’ouvrir Minha Biblioteca. Vérifiez que votre e-mail est enregistré à la bibliothèque.',
    it: 'Impossibile aprire Minha Biblioteca. Verificare che la propria e-mail sia registrata in biblioteca.',
  },
};
