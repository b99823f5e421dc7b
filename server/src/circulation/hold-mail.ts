import type { LanguageTag } from '@estante/contracts';
import { personLanguage } from '../auth/index.ts';
import { mailRecipient, recordTitleAndLibraryName } from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';
import type { HoldReleasedNotice } from './hold-queue.ts';

interface HoldMailFacts {
  name: string;
  title: string;
  library: string;
  until: string;
}

/** The hold-ready mail in each language; `until` is already written in that language. */
const HOLD_READY: Record<LanguageTag, (facts: HoldMailFacts) => { subject: string; text: string }> = {
  pt: (f) => ({
    subject: `Reserva disponível: ${f.title}`,
    text:
      `Olá, ${f.name}.\n\nO título que você reservou está disponível para retirada:\n\n  ${f.title}\n  ${f.library}\n\n` +
      `Retire-o até ${f.until}; depois dessa data a reserva expira e o exemplar passa ao próximo da fila.\n`,
  }),
  en: (f) => ({
    subject: `Hold ready: ${f.title}`,
    text:
      `Hello, ${f.name}.\n\nThe title you placed a hold on is ready for pickup:\n\n  ${f.title}\n  ${f.library}\n\n` +
      `Pick it up by ${f.until}; after that date the hold expires and the copy goes to the next person in the queue.\n`,
  }),
  es: (f) => ({
    subject: `Reserva disponible: ${f.title}`,
    text:
      `Hola, ${f.name}.\n\nEl título que usted reservó está disponible para retirar:\n\n  ${f.title}\n  ${f.library}\n\n` +
      `Retírelo hasta el ${f.until}; después de esa fecha la reserva vence y el ejemplar pasa al siguiente de la fila.\n`,
  }),
  fr: (f) => ({
    subject: `Réservation disponible : ${f.title}`,
    text:
      `Bonjour ${f.name},\n\nLe titre que vous avez réservé est disponible :\n\n  ${f.title}\n  ${f.library}\n\n` +
      `Retirez-le avant le ${f.until} ; passé cette date, la réservation expire et l’exemplaire passe au suivant de la file.\n`,
  }),
  it: (f) => ({
    subject: `Prenotazione disponibile: ${f.title}`,
    text:
      `Gentile ${f.name},\n\nil titolo che hai prenotato è disponibile per il ritiro:\n\n  ${f.title}\n  ${f.library}\n\n` +
      `Ritiralo entro il ${f.until}; dopo tale data la prenotazione scade e la copia passa al successivo in coda.\n`,
  }),
};

/**
 * Tells a patron that the title they waited for is on the hold shelf, in the language of their last sign-in
 * (people.language; Portuguese before any). Sent after the commit; a mail failure is logged and does not undo the
 * check-in (the hold also shows as released in the personal area).
 */
export async function sendHoldReleasedMail(services: CirculationServices, notice: HoldReleasedNotice): Promise<void> {
  const { db } = services;
  const person = await mailRecipient(db, notice.personId);
  if (!person?.email) return;
  const { record, library } = await recordTitleAndLibraryName(db, notice.recordId, notice.libraryId);
  const language = personLanguage(person.language);
  const until = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${notice.pickupUntil}T12:00:00Z`),
  );
  const mail = HOLD_READY[language]({
    name: person.name,
    title: record?.title ?? '',
    library: library?.name ?? '',
    until,
  });
  try {
    await services.mailer.send({ to: [person.email], subject: mail.subject.trim(), text: mail.text });
  } catch (error) {
    services.log.warn({ err: error, holdId: notice.holdId }, 'hold-released e-mail not sent');
  }
}
