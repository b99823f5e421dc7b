import type { LanguageTag } from '@estante/contracts';
import { personLanguage } from '../auth/index.ts';
import type { CirculationServices } from '../circulation/index.ts';
import { runJobIfDue } from '../jobs/job-lease.ts';
import { type Scheduler, type SchedulerLog, startScheduler } from '../jobs/scheduler.ts';
import { peopleWithValidProfiles, recordNoticeSent } from './interest-profile.repository.ts';
import { matchingTitles } from './matching-titles.ts';
import { reasonOf } from './profile-items.ts';
import { today } from './validity.ts';

export const INTEREST_NOTICE_JOB = 'interest-notices';

const NOTICE_TEXT: Record<LanguageTag, { subject: string; greeting: (name: string) => string; intro: string }> = {
  pt: {
    subject: 'Novidades do seu perfil de interesse',
    greeting: (name) => `Olá, ${name}.`,
    intro: 'Estes títulos chegaram ao acervo e correspondem ao seu perfil de interesse:',
  },
  en: {
    subject: 'New titles for your interest profile',
    greeting: (name) => `Hello, ${name}.`,
    intro: 'These titles arrived in the catalogue and match your interest profile:',
  },
  es: {
    subject: 'Novedades de su perfil de interés',
    greeting: (name) => `Hola, ${name}.`,
    intro: 'Estos títulos llegaron al acervo y corresponden a su perfil de interés:',
  },
  fr: {
    subject: 'Nouveautés de votre profil d’intérêt',
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Ces titres sont arrivés au catalogue et correspondent à votre profil d’intérêt :',
  },
  it: {
    subject: 'Novità del tuo profilo di interesse',
    greeting: (name) => `Gentile ${name},`,
    intro: 'Questi titoli sono arrivati in catalogo e corrispondono al tuo profilo di interesse:',
  },
};

/**
 * Sends each patron with a valid profile item the titles that matched since their last notice, in their language
 * (people.language), and moves their last notice to `now`. Patrons without an e-mail or who refuse e-mails are
 * skipped and keep their window: the personal area still lists the titles. A failed send keeps the window too.
 */
export async function sendInterestNotices(services: CirculationServices): Promise<{ sent: number }> {
  const { db } = services;
  const now = services.now();
  const people = await peopleWithValidProfiles(db, today(now));
  let sent = 0;
  for (const person of people) {
    const language = personLanguage(person.language);
    const { titulos } = await matchingTitles(db, person.id, now, (row) => reasonOf(row, language));
    if (titulos.length > 0) {
      const text = NOTICE_TEXT[language];
      const lines = titulos.map(
        (title) => `- ${title.titulo}${title.autor ? ` / ${title.autor}` : ''}\n  (${title.motivos.join('; ')})`,
      );
      try {
        await services.mailer.send({
          to: [person.email!],
          subject: text.subject,
          text: `${text.greeting(person.name)}\n\n${text.intro}\n\n${lines.join('\n')}\n`,
        });
        sent += 1;
      } catch (error) {
        services.log.warn({ err: error, personId: person.id }, 'interest-profile notice not sent');
        continue;
      }
    }
    await recordNoticeSent(db, person.id, now);
  }
  return { sent };
}

/** One scheduled run, when this instance wins the job's lease for the interval (jobs/job-lease.ts). */
export function runInterestNoticesIfDue(
  services: CirculationServices,
  holder: string,
  intervalMs: number,
): Promise<{ sent: number } | undefined> {
  return runJobIfDue(services.db, INTEREST_NOTICE_JOB, holder, services.now(), intervalMs, () =>
    sendInterestNotices(services),
  );
}

/** Runs the notices every INTEREST_NOTICE_INTERVAL_HOURS (0 turns them off) in the running server. */
export function startInterestNoticeScheduler(
  services: CirculationServices,
  log: SchedulerLog,
  intervalHours: number,
): Scheduler {
  const intervalMs = intervalHours * 3_600_000;
  return startScheduler({
    intervalMs,
    // A minute after start: a server restarted more often than the interval still sends (the lease keeps it to
    // once per interval).
    firstRunAfterMs: 60_000,
    log,
    failureMessage: 'interest-profile notice run failed',
    async tick(holder) {
      const result = await runInterestNoticesIfDue(services, holder, intervalMs);
      if (result) log.info(result, 'interest-profile notices sent');
    },
  });
}
