import type { AppContext } from '../app-context.ts';
import type { CirculationServices } from '../circulation/index.ts';
import { addSuspension, checkIn, checkOut, placeHold, receivePayment, renewLoans } from '../circulation/index.ts';
import { seedDemoClosedDays } from './demo-closed-days.ts';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const date = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

interface DemoPeople {
  ana: { id: number; login: string };
  carlos: { id: number; login: string };
  helena: { id: number; login: string };
  joao: { id: number; login: string };
  beatriz: { id: number; login: string };
  rafael: { id: number; login: string };
  lucas: { id: number; login: string };
  camila: { id: number; login: string };
}

/**
 * A book with circulating copies on the shelf at both libraries, other than the titles already used: the title
 * whose holds queue apart at each library.
 */
async function titleAtTwoLibraries(
  db: AppContext['db'],
  used: ReadonlySet<number>,
  codes: readonly [string, string],
): Promise<{ recordId: number; libraryIds: number[] } | undefined> {
  const rows = await db
    .selectFrom('copies')
    .innerJoin('libraries', 'libraries.id', 'copies.library_id')
    .select(['copies.record_id', 'copies.library_id', 'libraries.code'])
    .where('libraries.code', 'in', [...codes])
    .where('copies.loan_type_code', '=', 'LIVRO')
    .where('copies.status', '=', 'available')
    .orderBy('copies.record_id')
    .execute();
  const libraries = new Map<number, Map<string, number>>();
  for (const row of rows) {
    if (used.has(row.record_id)) continue;
    const found = libraries.get(row.record_id) ?? new Map<string, number>();
    found.set(row.code, row.library_id);
    libraries.set(row.record_id, found);
  }
  for (const [recordId, found] of libraries) {
    if (found.size === codes.length) return { recordId, libraryIds: codes.map((code) => found.get(code)!) };
  }
  return undefined;
}

/**
 * The demo patrons' loans, holds (one title queued apart at two libraries), fines and suspension, made the way a
 * library makes them: through the circulation desk use-cases (offline-dated check-outs, late check-ins), so every
 * state is one the rules allow. Mail goes nowhere: the demo addresses are not real.
 */
export async function seedDemoCirculation(context: AppContext, people: DemoPeople): Promise<void> {
  const { db } = context;
  const services: CirculationServices = {
    db,
    dialect: context.dialect,
    log: { warn: () => {} },
    now: () => context.now(),
    mailer: { send: async () => {} },
  };
  // The calendar first: the demo loans' due dates skip the holidays like real ones.
  await seedDemoClosedDays(db, context.now());
  // Circulating book copies at the Biblioteca Central, one per title.
  const shelf = await db
    .selectFrom('copies')
    .innerJoin('libraries', 'libraries.id', 'copies.library_id')
    .select(['copies.id', 'copies.record_id', 'copies.library_id'])
    .where('libraries.code', '=', 'BC')
    .where('copies.loan_type_code', '=', 'LIVRO')
    .where('copies.status', '=', 'available')
    .orderBy('copies.record_id')
    .limit(80)
    .execute();
  const copies = shelf.filter(
    (copy, index) => shelf.findIndex((other) => other.record_id === copy.record_id) === index,
  );
  if (copies.length < 11) return;
  const copy = (index: number) => copies[index]!;
  const lend = (login: string, copyId: number, loanedDaysAgo: number) =>
    checkOut(services, { login, copyId, loanedAt: daysAgo(loanedDaysAgo) });
  /** Lends every circulating copy of a title still on the shelf at the library, so a hold can wait for one. */
  const lendAllAt = async (login: string, recordId: number, libraryId: number) => {
    const rest = await db
      .selectFrom('copies')
      .leftJoin('loan_types', 'loan_types.code', 'copies.loan_type_code')
      .select('copies.id')
      .where('copies.record_id', '=', recordId)
      .where('copies.library_id', '=', libraryId)
      .where('copies.status', '=', 'available')
      .where((eb) => eb.or([eb('loan_types.circulates', '=', 1), eb('loan_types.circulates', 'is', null)]))
      .execute();
    for (const { id } of rest) await lend(login, id, 1);
  };
  const holdOn = async (personId: number, recordId: number, libraryCode = 'BC') =>
    placeHold(services, personId, {
      recordId,
      libraryCode,
      volume: '',
      tome: '',
      part: '',
      material: '',
      location: '',
    });

  const { ana, carlos, helena, joao, beatriz, rafael, lucas, camila } = people;
  // Ana (undergraduate, 14 days): one loan due in 4 days, one 5 days overdue.
  await lend(ana.login, copy(0).id, 10);
  await lend(ana.login, copy(1).id, 19);
  // Carlos (graduate, 21 days): one loan.
  await lend(carlos.login, copy(2).id, 3);
  // Helena (professor, 30 days, may renew overdue items): three loans, two of them renewed.
  await lend(helena.login, copy(3).id, 2);
  const second = await lend(helena.login, copy(4).id, 12);
  const third = await lend(helena.login, copy(5).id, 40);
  await renewLoans(services, helena.id, [second.loanId, third.loanId]);

  // Ana waits in the queue for a title Helena has out.
  await lendAllAt(helena.login, copy(6).record_id, copy(6).library_id);
  await holdOn(ana.id, copy(6).record_id);

  // Carlos's hold was served by a check-in: the copy waits for him on the hold shelf.
  await lendAllAt(joao.login, copy(7).record_id, copy(7).library_id);
  await holdOn(carlos.id, copy(7).record_id);
  await checkIn(services, { copyId: copy(7).id });

  // Late returns leave fines: Carlos owes his in full, João paid part of his and is suspended.
  await lend(carlos.login, copy(8).id, 30);
  await checkIn(services, { copyId: copy(8).id });
  await lend(joao.login, copy(9).id, 35);
  const late = await checkIn(services, { copyId: copy(9).id });
  if (late.debtId) await receivePayment(services, late.debtId, 1000);
  await addSuspension(services, {
    login: joao.login,
    reason: 'Suspensão por atraso na devolução de material',
    startsOn: date(-5),
    endsOn: date(10),
  });

  // Beatriz returned a book 11 days late and has not paid: the fine is all she owes, so the no-debts declaration
  // is refused to her (Mariana, with nothing pending, may have it).
  await lend(beatriz.login, copy(10).id, 25);
  await checkIn(services, { copyId: copy(10).id });

  // One title, two queues: Helena has every circulating copy of it at the Biblioteca Central and at the Biblioteca
  // de Ciências Sociais; Rafael and Lucas wait at the first, Camila at the second.
  const used = new Set(copies.slice(0, 11).map((entry) => entry.record_id));
  const shared = await titleAtTwoLibraries(db, used, ['BC', 'BCS']);
  if (shared) {
    for (const libraryId of shared.libraryIds) await lendAllAt(helena.login, shared.recordId, libraryId);
    await holdOn(rafael.id, shared.recordId, 'BC');
    await holdOn(lucas.id, shared.recordId, 'BC');
    await holdOn(camila.id, shared.recordId, 'BCS');
  }
}
