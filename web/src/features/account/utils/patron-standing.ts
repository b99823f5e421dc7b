import type { PendingDebt, Suspension } from '@estante/contracts';
import { toCents } from '../../../lib/format.ts';

/**
 * What stops a patron from borrowing, renewing, placing holds or requesting loans (docs/circulation.md "Blocked
 * patron"): a suspension in force or a debt with a balance. An accruing fine (an overdue loan's, `em_curso`) is
 * not owed yet and blocks nothing; it is counted apart. Staff blocks end the session (spec 000 §4), so a signed-in
 * patron never has one.
 */
export interface PatronStanding {
  /** Suspensions in force today. */
  suspensions: Suspension[];
  /** Suspensions that start later. */
  upcoming: Suspension[];
  /** Balance of the debts owed, in cents. */
  owedCents: number;
  /** Fines that overdue loans accrue, in cents (charged at the return). */
  accruingCents: number;
  blocked: boolean;
}

/** Today as the API writes calendar dates (YYYY-MM-DD), in the visitor's time zone. */
export function todayDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function patronStanding(
  suspensions: readonly Suspension[],
  debts: readonly PendingDebt[],
  today: string,
): PatronStanding {
  const inForce = suspensions.filter(
    (suspension) => suspension.data_inicio <= today && (suspension.data_fim === null || suspension.data_fim >= today),
  );
  const upcoming = suspensions.filter((suspension) => suspension.data_inicio > today);
  const sum = (list: readonly PendingDebt[]) => list.reduce((total, debt) => total + toCents(debt.saldo), 0);
  const owedCents = sum(debts.filter((debt) => !debt.em_curso));
  return {
    suspensions: inForce,
    upcoming,
    owedCents,
    accruingCents: sum(debts.filter((debt) => debt.em_curso)),
    blocked: inForce.length > 0 || owedCents > 0,
  };
}
