import type { MessageTable } from '../i18n/server-messages.ts';

/** The network catalogue's texts (docs/network.md). */
export const NETWORK_MESSAGES: MessageTable = {
  ServicoCatalogoRedeIndisponivel: {
    pt: 'O serviço do catálogo da rede não está disponível no momento.',
    en: 'The network catalogue service is not available at the moment.',
    es: 'El servicio del catálogo de la red no está disponible en este momento.',
    fr: 'Le service du catalogue du réseau n’est pas disponible pour le moment.',
    it: 'Il servizio del catalogo della rete non è disponibile al momento.',
  },
  EnderecoOaiInvalido: {
    pt: 'O endereço do provedor OAI-PMH deve começar com http:// ou https://.',
    en: 'The OAI-PMH provider’s address must start with http:// or https://.',
    es: 'La dirección del proveedor OAI-PMH debe empezar por http:// o https://.',
    fr: 'L’adresse du fournisseur OAI-PMH doit commencer par http:// ou https://.',
    it: 'L’indirizzo del fornitore OAI-PMH deve iniziare con http:// o https://.',
  },
};
