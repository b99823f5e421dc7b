import type { LanguageTag } from '@estante/contracts';
import type { Mailer } from '../mail/mailer.ts';

export interface StorageReadyFacts {
  name: string;
  titles: string[];
  library: string;
  protocol: string;
  /** The pickup day, already written in the reader's language. */
  until: string;
}

/** The "fetched from the closed stacks" mail in each language. */
const STORAGE_READY: Record<LanguageTag, (facts: StorageReadyFacts) => { subject: string; text: string }> = {
  pt: (f) => ({
    subject: `Item do armazém disponível (protocolo ${f.protocol})`,
    text:
      `Olá, ${f.name}.\n\nBuscamos no armazém o que você solicitou (protocolo ${f.protocol}):\n\n` +
      `${f.titles.map((title) => `  ${title}`).join('\n')}\n\nRetire em ${f.library} até ${f.until}; ` +
      'depois dessa data a solicitação expira e o item volta ao armazém.\n',
  }),
  en: (f) => ({
    subject: `Item from the closed stacks ready (protocol ${f.protocol})`,
    text:
      `Hello, ${f.name}.\n\nWe fetched what you asked for from the closed stacks (protocol ${f.protocol}):\n\n` +
      `${f.titles.map((title) => `  ${title}`).join('\n')}\n\nPick it up at ${f.library} by ${f.until}; ` +
      'after that date the request expires and the item goes back to the stacks.\n',
  }),
  es: (f) => ({
    subject: `Ítem del depósito disponible (protocolo ${f.protocol})`,
    text:
      `Hola, ${f.name}.\n\nTrajimos del depósito lo que usted solicitó (protocolo ${f.protocol}):\n\n` +
      `${f.titles.map((title) => `  ${title}`).join('\n')}\n\nRetírelo en ${f.library} hasta el ${f.until}; ` +
      'después de esa fecha la solicitud vence y el ítem vuelve al depósito.\n',
  }),
  fr: (f) => ({
    subject: `Document des magasins disponible (protocole ${f.protocol})`,
    text:
      `Bonjour ${f.name},\n\nNous avons sorti des magasins ce que vous avez demandé (protocole ${f.protocol}) :\n\n` +
      `${f.titles.map((title) => `  ${title}`).join('\n')}\n\nRetirez-le à ${f.library} avant le ${f.until} ; ` +
      'passé cette date, la demande expire et le document retourne en magasin.\n',
  }),
  it: (f) => ({
    subject: `Documento dal magazzino disponibile (protocollo ${f.protocol})`,
    text:
      `Gentile ${f.name},\n\nabbiamo prelevato dal magazzino ciò che hai richiesto (protocollo ${f.protocol}):\n\n` +
      `${f.titles.map((title) => `  ${title}`).join('\n')}\n\nRitiralo presso ${f.library} entro il ${f.until}; ` +
      'dopo tale data la richiesta scade e il documento torna in magazzino.\n',
  }),
};

const LOCALES: Record<LanguageTag, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es', fr: 'fr-FR', it: 'it-IT' };

/** Sends the ready mail; a failure is logged by the caller and does not undo the status change. */
export async function sendStorageReadyMail(
  mailer: Mailer,
  to: string,
  language: LanguageTag,
  facts: Omit<StorageReadyFacts, 'until'> & { pickupUntil: string },
): Promise<void> {
  const until = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${facts.pickupUntil}T12:00:00Z`),
  );
  const mail = STORAGE_READY[language]({ ...facts, until });
  await mailer.send({ to: [to], subject: mail.subject, text: mail.text });
}
