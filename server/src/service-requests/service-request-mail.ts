import type { CirculationServices } from '../circulation/index.ts';
import { KIND_NAMES_PT } from './service-request-kinds.ts';
import { findRequesterContact } from './service-requests.repository.ts';

/**
 * E-mails the staff reply when a request is answered. Sent after the commit; a mail failure is logged and
 * does not undo the answer (it is also in the personal area and its alerts). Portuguese, the institution's
 * language: the patron's own language is not stored (like the hold notices).
 */
export async function sendRequestAnsweredMail(
  services: CirculationServices,
  answered: { id: number; personId: number; protocol: string; kind: string; reply: string },
): Promise<void> {
  const person = await findRequesterContact(services.db, answered.personId);
  if (!person?.email) return;
  const kind = KIND_NAMES_PT[answered.kind] ?? answered.kind;
  try {
    await services.mailer.send({
      to: [person.email],
      subject: `Solicitação atendida: ${kind} (protocolo ${answered.protocol})`,
      text:
        `Olá, ${person.name}.\n\n` +
        `Sua solicitação de ${kind.toLowerCase()} (protocolo ${answered.protocol}) foi atendida.\n\n` +
        `Resposta da biblioteca:\n\n${answered.reply}\n`,
    });
  } catch (error) {
    services.log.warn({ err: error, requestId: answered.id }, 'service-request answer e-mail not sent');
  }
}
