import { calendarDate, FALLBACK_POLICY, type LoanPolicy } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { changeSuggestionStatus } from '../library-units/index.ts';
import { addSuspension, liftSuspension, receivePayment } from './account-operations.ts';
import type { CirculationServices } from './circulation-services.ts';
import { checkIn, checkOut } from './desk-operations.ts';
import { expireUncollectedHolds } from './expire-holds.ts';
import { addClosedDay, listClosedDays, removeClosedDay } from './library-calendar.ts';
import { loadPolicies, saveLoanPolicy } from './loan-policy.repository.ts';
import { moveLoanRequest, STATUS_BY_NAME } from './loan-requests.ts';
import { pendingComments, reviewComment } from './record-comments.ts';

export const CIRCULATION_USAGE = `  checkout LOGIN BARCODE [LOANED_AT]           lend a copy (LOANED_AT: ISO date-time of an offline loan)
  checkin BARCODE                              return a copy (fine when late; released to the first hold)
  pay DEBT_ID AMOUNT                           receive a payment (AMOUNT in currency units, e.g. 4.50)
  suspend LOGIN REASON… [--until=YYYY-MM-DD]   suspend a patron from borrowing
  lift-suspension ID
  expire-holds                                 expire released holds not collected in time (run daily)
  comments                                     title comments awaiting approval
  comment approve|reject ID
  loan-request move ID STATUS                  EM_TRANSITO DISPONIVEL FINALIZADA CANCELADA
  suggestion status ID STATUS                  move an acquisition suggestion (codes: GET /api/aquisicao/sugestoes/situacao)
  closed-day list [LIBRARY]                    library calendar: days closed from today on
  closed-day add LIBRARY YYYY-MM-DD [TEXT…]    due dates and hold pickup deadlines skip it
  closed-day remove LIBRARY YYYY-MM-DD
  policy list
  policy set CATEGORY|* LOANTYPE|* KEY=VALUE…  days renewals renewOverdue finePerDay holds pickupDays loans
                                               loanRequests pendingComments (finePerDay in currency units)
`;

/** Fields of `policy set`, mapped to LoanPolicy. */
const POLICY_KEYS: Record<string, keyof LoanPolicy> = {
  days: 'loanDays',
  renewals: 'renewalLimit',
  renewOverdue: 'renewOverdue',
  finePerDay: 'finePerDayCents',
  holds: 'holdLimit',
  pickupDays: 'holdPickupDays',
  loans: 'loanLimit',
  loanRequests: 'loanRequestLimit',
  pendingComments: 'pendingCommentLimit',
};

export class CirculationUsageError extends Error {}

/** Runs a circulation admin command, or returns undefined when `command` is not one of them. */
export async function runCirculationCommand(
  services: CirculationServices,
  argv: string[],
): Promise<string | undefined> {
  const [command, ...args] = argv;
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  switch (command) {
    case 'checkout': {
      const [login, barcode, loanedAt] = args;
      if (!login || !barcode) throw new CirculationUsageError('checkout LOGIN BARCODE [LOANED_AT]');
      const loan = await checkOut(services, { login, barcode, loanedAt: loanedAt ? new Date(loanedAt) : undefined });
      return `loan ${loan.loanId}: ${barcode} to ${login}, due ${loan.dueDate}\n`;
    }
    case 'checkin': {
      const [barcode] = args;
      if (!barcode) throw new CirculationUsageError('checkin BARCODE');
      const result = await checkIn(services, { barcode });
      return json({
        loan: result.loanId,
        fine: result.fineCents / 100,
        debt: result.debtId,
        heldForPerson: result.heldForPersonId,
      });
    }
    case 'pay': {
      const [debtId, amount] = args;
      if (!debtId || !amount || !Number.isFinite(Number(amount))) throw new CirculationUsageError('pay DEBT_ID AMOUNT');
      const paid = await receivePayment(services, Number(debtId), Math.round(Number(amount) * 100));
      return `debt ${debtId}: paid ${paid.paidCents / 100}, balance ${paid.balanceCents / 100}\n`;
    }
    case 'suspend': {
      const until = args.find((arg) => arg.startsWith('--until='))?.slice('--until='.length) ?? null;
      const [login, ...reason] = args.filter((arg) => !arg.startsWith('--until='));
      if (!login || reason.length === 0) throw new CirculationUsageError('suspend LOGIN REASON… [--until=YYYY-MM-DD]');
      const created = await addSuspension(services, { login, reason: reason.join(' '), endsOn: until });
      return `suspension ${created.suspensionId} added\n`;
    }
    case 'lift-suspension': {
      if (!args[0]) throw new CirculationUsageError('lift-suspension ID');
      await liftSuspension(services, Number(args[0]));
      return `suspension ${args[0]} lifted\n`;
    }
    case 'policy':
      return runPolicyCommand(services.db, args);
    case 'expire-holds':
      return `${(await expireUncollectedHolds(services)).expired} hold(s) expired\n`;
    case 'comments':
      return json(await pendingComments(services.db));
    case 'comment': {
      const [decision, id] = args;
      if ((decision !== 'approve' && decision !== 'reject') || !id)
        throw new CirculationUsageError('comment approve|reject ID');
      await reviewComment(services, Number(id), decision === 'approve');
      return `comment ${id} ${decision === 'approve' ? 'approved' : 'rejected'}\n`;
    }
    case 'loan-request': {
      const [sub, id, status] = args;
      const target = status ? STATUS_BY_NAME[status] : undefined;
      if (sub !== 'move' || !id || !target) throw new CirculationUsageError('loan-request move ID STATUS');
      await moveLoanRequest(services, Number(id), target);
      return `loan request ${id}: ${status}\n`;
    }
    case 'suggestion': {
      const [sub, id, status] = args;
      if (sub !== 'status' || !id || !status) throw new CirculationUsageError('suggestion status ID STATUS');
      await changeSuggestionStatus(services.db, Number(id), status, services.now());
      return `suggestion ${id}: ${status}\n`;
    }
    case 'closed-day':
      return runClosedDayCommand(services, args);
    default:
      return undefined;
  }
}

async function runClosedDayCommand(services: CirculationServices, args: string[]): Promise<string> {
  const [sub, library, day, ...text] = args;
  if (sub === 'list')
    return `${JSON.stringify(await listClosedDays(services.db, { libraryCode: library, from: calendarDate(services.now()) }), null, 2)}\n`;
  if ((sub !== 'add' && sub !== 'remove') || !library || !day)
    throw new CirculationUsageError('closed-day list [LIBRARY] | closed-day add|remove LIBRARY YYYY-MM-DD [TEXT…]');
  if (sub === 'remove') {
    await removeClosedDay(services.db, library, day);
    return `${library} ${day}: open\n`;
  }
  await addClosedDay(services.db, { libraryCode: library, day, description: text.join(' ') || null });
  return `${library} ${day}: closed\n`;
}

async function runPolicyCommand(db: Kysely<Database>, args: string[]): Promise<string> {
  const [sub, category, loanType, ...pairs] = args;
  if (sub === 'list') return `${JSON.stringify(await loadPolicies(db), null, 2)}\n`;
  if (sub !== 'set' || !category || !loanType)
    throw new CirculationUsageError('policy list | policy set CATEGORY LOANTYPE KEY=VALUE…');
  const patronCategory = category === '*' ? null : category;
  const type = loanType === '*' ? null : loanType;
  const current = (await loadPolicies(db)).find(
    (policy) => policy.patronCategory === patronCategory && policy.loanType === type,
  );
  const policy: LoanPolicy = { ...(current ?? FALLBACK_POLICY), patronCategory, loanType: type };
  for (const pair of pairs) {
    const [key, value] = pair.split('=');
    const field = key ? POLICY_KEYS[key] : undefined;
    if (!field || value === undefined) throw new CirculationUsageError(`unknown policy setting ${pair}`);
    if (field === 'renewOverdue') policy.renewOverdue = value === 'true' || value === '1';
    else if (field === 'finePerDayCents') policy.finePerDayCents = Math.round(Number(value) * 100);
    else (policy[field] as number) = Number(value);
    if (field !== 'renewOverdue' && !(Number(value) >= 0))
      throw new CirculationUsageError(`${key} must be a number ≥ 0`);
  }
  await saveLoanPolicy(db, policy);
  return `policy for category ${category}, loan type ${loanType} saved\n`;
}
