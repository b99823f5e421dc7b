import { ALERT_KINDS, type LanguageTag } from '@estante/contracts';

/** Texts of the alert kinds in each language; `{name}` takes the alert's stored value. */
const TEXTS: Record<string, Record<LanguageTag, { title: string; message: string }>> = {
  [ALERT_KINDS.holdAvailable]: {
    pt: {
      title: 'Reserva disponível',
      message: '“{titulo}” está disponível para retirada em {biblioteca} até {data}.',
    },
    en: { title: 'Hold available', message: '“{titulo}” is ready for pickup at {biblioteca} until {data}.' },
    es: {
      title: 'Reserva disponible',
      message: '“{titulo}” está disponible para retirar en {biblioteca} hasta el {data}.',
    },
    fr: {
      title: 'Réservation disponible',
      message: '« {titulo} » est disponible à {biblioteca} jusqu’au {data}.',
    },
    it: {
      title: 'Prenotazione disponibile',
      message: '“{titulo}” è disponibile per il ritiro presso {biblioteca} fino al {data}.',
    },
  },
  [ALERT_KINDS.loanRequestAvailable]: {
    pt: {
      title: 'Solicitação de empréstimo disponível',
      message: '“{titulo}” (protocolo {protocolo}) está disponível para retirada em {biblioteca}.',
    },
    en: {
      title: 'Loan request available',
      message: '“{titulo}” (protocol {protocolo}) is ready for pickup at {biblioteca}.',
    },
    es: {
      title: 'Solicitud de préstamo disponible',
      message: '“{titulo}” (protocolo {protocolo}) está disponible para retirar en {biblioteca}.',
    },
    fr: {
      title: 'Demande de prêt disponible',
      message: '« {titulo} » (protocole {protocolo}) est disponible à {biblioteca}.',
    },
    it: {
      title: 'Richiesta di prestito disponibile',
      message: '“{titulo}” (protocollo {protocolo}) è disponibile per il ritiro presso {biblioteca}.',
    },
  },
  [ALERT_KINDS.serviceRequestAnswered]: {
    pt: {
      title: 'Solicitação atendida',
      message: 'A biblioteca respondeu à sua solicitação (protocolo {protocolo}). Veja a resposta em Solicitações.',
    },
    en: {
      title: 'Request answered',
      message: 'The library answered your request (protocol {protocolo}). See the reply under Requests.',
    },
    es: {
      title: 'Solicitud atendida',
      message: 'La biblioteca respondió a su solicitud (protocolo {protocolo}). Vea la respuesta en Solicitudes.',
    },
    fr: {
      title: 'Demande traitée',
      message: 'La bibliothèque a répondu à votre demande (protocole {protocolo}). Voir la réponse dans Demandes.',
    },
    it: {
      title: 'Richiesta evasa',
      message: 'La biblioteca ha risposto alla tua richiesta (protocollo {protocolo}). Vedi la risposta in Richieste.',
    },
  },
  [ALERT_KINDS.storageRequestReady]: {
    pt: {
      title: 'Item do armazém disponível',
      message:
        '“{titulo}” (protocolo {protocolo}) foi buscado no armazém e está disponível em {biblioteca} até {data}.',
    },
    en: {
      title: 'Item from closed stacks ready',
      message:
        '“{titulo}” (protocol {protocolo}) was fetched from the closed stacks and is ready at {biblioteca} until {data}.',
    },
    es: {
      title: 'Ítem del depósito disponible',
      message:
        '“{titulo}” (protocolo {protocolo}) fue traído del depósito y está disponible en {biblioteca} hasta el {data}.',
    },
    fr: {
      title: 'Document des magasins disponible',
      message:
        '« {titulo} » (protocole {protocolo}) a été sorti des magasins et vous attend à {biblioteca} jusqu’au {data}.',
    },
    it: {
      title: 'Documento dal magazzino disponibile',
      message:
        '“{titulo}” (protocollo {protocolo}) è stato prelevato dal magazzino ed è disponibile presso {biblioteca} fino al {data}.',
    },
  },
};

const LOCALES: Record<LanguageTag, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es', fr: 'fr-FR', it: 'it-IT' };

/** A calendar date (YYYY-MM-DD) as the reader writes it. */
function formatDay(value: string, language: LanguageTag): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * The title and message of an alert in `language`; undefined for a kind without texts (the stored
 * text is shown then). Values named `data` are calendar dates.
 */
export function alertText(
  kind: string,
  params: Record<string, unknown>,
  language: LanguageTag,
): { title: string; message: string } | undefined {
  const text = TEXTS[kind]?.[language];
  if (!text) return undefined;
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined || value === null) return '';
      return name === 'data' ? formatDay(String(value), language) : String(value);
    });
  return { title: fill(text.title), message: fill(text.message) };
}
