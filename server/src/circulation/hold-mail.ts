import type { CirculationServices } from './circulation-services.ts';
import type { HoldReleasedNotice } from './hold-queue.ts';

/**
 * Tells a patron that the title they waited for is on the hold shelf. Sent after the commit; a mail
 * failure is logged and does not undo the check-in (the hold also shows as released in the personal area).
 * Portuguese, the institution's language: the patron's own language is not stored.
 */
export async function sendHoldReleasedMail(services: CirculationServices, notice: HoldReleasedNotice): Promise<void> {
  const { db } = services;
  const person = await db
    .selectFrom('people')
    .select(['name', 'email', 'receives_email'])
    .where('id', '=', notice.personId)
    .executeTakeFirst();
  if (!person?.email) return;
  const record = await db.selectFrom('records').select('title').where('id', '=', notice.recordId).executeTakeFirst();
  const library = await db.selectFrom('libraries').select('name').where('id', '=', notice.libraryId).executeTakeFirst();
  const [year, month, day] = notice.pickupUntil.split('-');
  try {
    await services.mailer.send({
      to: [person.email],
      subject: `Reserva disponível: ${record?.title ?? ''}`.trim(),
      text:
        `Olá, ${person.name}.\n\n` +
        `O título que você reservou está disponível para retirada:\n\n  ${record?.title ?? ''}\n  ${library?.name ?? ''}\n\n` +
        `Retire-o até ${day}/${month}/${year}; depois dessa data a reserva expira e o exemplar passa ao próximo da fila.\n`,
    });
  } catch (error) {
    services.log.warn({ err: error, holdId: notice.holdId }, 'hold-released e-mail not sent');
  }
}
