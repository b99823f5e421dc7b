import {
  type ErasureObstacle,
  PRIVACY_CODES,
  type PrivacyOverviewResponse,
  type ReadingHistoryConsentResponse,
  type RetentionDays,
  type RetentionRule,
} from '@estante/contracts';
import { NotFoundError, RuleViolationError } from '@estante/core';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../app-context.ts';
import { inTransaction, lockPerson } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import { ensureInstitution, privacyRetentionDays } from '../site-parameters/index.ts';
import {
  blankClosedLoanRequestContacts,
  countOpenObligations,
  countPersonalRows,
  deleteClosedPrivacyRequests,
  deleteExpiredCredentials,
  deleteReadAlerts,
  detachReadingHistory,
  ensureAnonymousPatron,
  erasePersonRows,
  findConsent,
  findPersonInstitution,
  listInstitutionIds,
  saveConsent,
} from './privacy.repository.ts';

/** Use-cases of the privacy screen, the deletion request's erasure and the retention job (docs/privacy.md). */

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

function presentConsent(row: { reading_history: number; changed_at: string } | undefined) {
  return { consentido: row?.reading_history === 1, alterado_em: row?.changed_at ?? null };
}

/** The library's retention periods: its own where its site administrator set them, the defaults elsewhere. */
export async function retentionDays(db: Kysely<Database>): Promise<RetentionDays> {
  return privacyRetentionDays(await ensureInstitution(db));
}

/** GET /pessoas/privacidade. */
export async function privacyOverview(db: Kysely<Database>, personId: number): Promise<PrivacyOverviewResponse> {
  const [consent, quantities, days] = await Promise.all([
    findConsent(db, personId),
    countPersonalRows(db, personId),
    retentionDays(db),
  ]);
  return { historico_leitura: presentConsent(consent), retencao_dias: days, quantidades: quantities };
}

/**
 * The patron keeps (true) or stops keeping (false) their reading history. Revoking detaches every returned loan and
 * closed hold at once, not after the retention period: "revocable, and then erased".
 */
export async function setReadingHistoryConsent(
  context: AppContext,
  personId: number,
  consent: boolean,
): Promise<ReadingHistoryConsentResponse> {
  const now = context.now().toISOString();
  return inTransaction(context.db, async (trx) => {
    await lockPerson(trx, context.dialect, personId);
    const institutionId = await findPersonInstitution(trx, personId);
    if (institutionId === undefined) throw new NotFoundError('person');
    await saveConsent(trx, personId, consent, now);
    let detached = 0;
    if (!consent) {
      const anonymousId = await ensureAnonymousPatron(trx, institutionId, now);
      detached = await detachReadingHistory(trx, { institutionId, anonymousId, personId });
    }
    return { historico_leitura: presentConsent(await findConsent(trx, personId)), apagados: detached };
  });
}

/**
 * Erases a patron's personal data (the deletion request's completion, LGPD art. 18 VI), inside the caller's
 * transaction. Refused while loans, holds, loan requests or debts are open: the library must keep those, and says
 * which (`details.pendencias`).
 */
export async function erasePersonalData(trx: Transaction<Database>, personId: number, now: Date): Promise<void> {
  const open = await countOpenObligations(trx, personId);
  const obstacles = (Object.keys(open) as ErasureObstacle[]).filter((key) => open[key] > 0);
  if (obstacles.length > 0) throw new RuleViolationError(PRIVACY_CODES.erasureBlocked, { pendencias: obstacles });
  await erasePersonRows(trx, personId, now.toISOString());
}

export type RetentionResult = Record<RetentionRule, number>;

/**
 * One pass of the library's retention periods (retentionDays) at `now`: reading history of patrons without consent
 * detached, closed requests' contacts blanked, old read alerts, expired credentials and old closed deletion
 * requests deleted. Idempotent: a second pass at the same instant changes nothing.
 */
export async function enforceRetention(db: Kysely<Database>, now: Date): Promise<RetentionResult> {
  const at = now.toISOString();
  const days = await retentionDays(db);
  let readingHistory = 0;
  for (const institutionId of await listInstitutionIds(db)) {
    readingHistory += await inTransaction(db, async (trx) => {
      const anonymousId = await ensureAnonymousPatron(trx, institutionId, at);
      return detachReadingHistory(trx, {
        institutionId,
        anonymousId,
        closedBefore: daysBefore(now, days.historico_leitura),
      });
    });
  }
  return {
    historico_leitura: readingHistory,
    contatos_solicitacoes: await blankClosedLoanRequestContacts(db, daysBefore(now, days.contatos_solicitacoes)),
    alertas_lidos: await deleteReadAlerts(db, daysBefore(now, days.alertas_lidos)),
    credenciais_expiradas: await deleteExpiredCredentials(db, daysBefore(now, days.credenciais_expiradas)),
    pedidos_privacidade: await deleteClosedPrivacyRequests(db, daysBefore(now, days.pedidos_privacidade)),
  };
}
