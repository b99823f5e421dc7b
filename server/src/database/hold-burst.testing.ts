import { createPatron, TEST_PASSWORD, updateAuthSettings } from '../auth/auth-fixtures.testing.ts';
import {
  caller,
  deskSession,
  importTitles,
  type Session,
  setPolicy,
} from '../circulation/circulation-fixtures.testing.ts';
import { seededRandom } from '../testing/random.testing.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * Hold bursts by many patrons over real HTTP against real server processes, and the checks made afterwards: shared
 * by sqlite-concurrency.security.test.ts and the kill -9 drill (drill/, `npm run drill`).
 */

const HOLD_FORM = { biblioteca: 'BC', volume: '', tomo: '', parte: '', material_adicional: '', localizacao: '' };

export interface BurstPlan {
  titles: number[];
  patrons: Session[];
}

/**
 * A catalogue of `titles` titles with one copy each at library BC, every copy on loan (a hold is refused while a
 * copy is on the shelf), and `patrons` patrons who may each hold every title at once (signInOverHttp gives them
 * their tokens).
 */
export async function prepareHoldBurst(
  testApp: TestApp,
  options: { titles: number; patrons: number },
): Promise<BurstPlan> {
  await updateAuthSettings(testApp.database.db, {
    loginThrottle: { perAccount: 3, perAddress: 10_000, windowSeconds: 60 },
  });
  const specs = Array.from({ length: options.titles }, (_, index) => ({
    key: `rajada-${index + 1}`,
    title: `Título da rajada ${index + 1}`,
    copies: [{ library: 'BC', barcode: `RJ-${index + 1}` }],
  }));
  const ids = await importTitles(testApp, specs);
  await setPolicy(testApp, { loanDays: 14, renewalLimit: 3, holdLimit: options.titles, loanLimit: options.titles });
  const desk = caller(testApp, await deskSession(testApp));
  await createPatron(testApp.database.db, { logins: ['rajada-leitor'] });
  for (const spec of specs) {
    const loan = await desk('POST', '/api/circulacao/emprestimos', {
      usuario: 'rajada-leitor',
      codigo_barras: spec.copies[0]!.barcode,
    });
    if (loan.statusCode !== 201) throw new Error(`check-out of ${spec.key} failed: ${loan.body}`);
  }
  const patrons: Session[] = [];
  for (let index = 0; index < options.patrons; index += 1) {
    const login = `rajada${index + 1}`;
    const { personId } = await createPatron(testApp.database.db, { logins: [login], email: `${login}@example.edu` });
    patrons.push({ personId, login, token: '' });
  }
  return { titles: specs.map((spec) => ids[spec.key]!), patrons };
}

/** Signs every patron of the plan in over HTTP at the server processes (their tokens are theirs to verify). */
export async function signInOverHttp(base: string, plan: BurstPlan): Promise<void> {
  for (const patron of plan.patrons) {
    for (let attempt = 1; ; attempt += 1) {
      const response = await fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', username: patron.login, password: TEST_PASSWORD }),
      });
      if (response.status === 200) {
        patron.token = ((await response.json()) as { access_token: string }).access_token;
        break;
      }
      // A process that has just started may shed load for a moment (503, Retry-After): the burst has not begun.
      if (response.status !== 503 || attempt === 20)
        throw new Error(`sign-in of ${patron.login} failed: ${await response.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** What one patron was told: the holds they were answered as placed and as cancelled, and the ones left unknown. */
export interface PatronOutcome {
  personId: number;
  /** hold id → record id, of every placement answered 201. */
  placed: Map<number, number>;
  /** Hold ids of every cancellation answered 200. */
  cancelled: Set<number>;
  /**
   * The patron's holds after the last answer, as the answers say (hold id → record id); after a request that got
   * no answer, as the patron's list of holds (GET /reserva) said next.
   */
  held: Map<number, number>;
}

export interface BurstOutcome {
  patrons: PatronOutcome[];
  requests: number;
  statuses: Map<number, number>;
  /** Requests answered 5xx, with the body (the error code). */
  serverErrors: { status: number; body: string }[];
  /** Requests that got no answer (connection cut by a killed process), by the error's cause. */
  connectionErrors: number;
  connectionErrorCauses: Map<string, number>;
  /** Of those, the ones whose write the patron's next list of holds showed committed, and not committed. */
  unanswered: { committed: number; notCommitted: number };
  refusals: { status: number; body: string }[];
  latenciesMs: number[];
  durationMs: number;
}

/**
 * Every patron at once places and cancels holds for `rounds` requests, one request at a time each (so each patron's
 * answers tell what they hold). After a request that got no answer the patron reads their holds (GET /reserva, as a
 * person would reload the page) and goes on from there. Stops early when `until` passes.
 */
export async function runHoldBurst(
  base: string,
  plan: BurstPlan,
  options: { rounds: number; seed: number; until?: number },
): Promise<BurstOutcome> {
  const outcome: BurstOutcome = {
    patrons: [],
    requests: 0,
    statuses: new Map(),
    serverErrors: [],
    connectionErrors: 0,
    connectionErrorCauses: new Map(),
    unanswered: { committed: 0, notCommitted: 0 },
    refusals: [],
    latenciesMs: [],
    durationMs: 0,
  };
  const started = performance.now();
  const send = async (patron: Session, method: 'POST' | 'DELETE', path: string, body: unknown) => {
    outcome.requests += 1;
    const sent = performance.now();
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${patron.token}`, idioma: '5', 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      // Behind a proxy (drill/multi-server.ts), 502/504 is the proxy saying the server gave no answer: as a cut
      // connection, the write may or may not have committed (Estante itself never answers either).
      if (response.status === 502 || response.status === 504)
        throw Object.assign(new Error(text), { cause: { code: `proxy ${response.status}` } });
      outcome.latenciesMs.push(performance.now() - sent);
      outcome.statuses.set(response.status, (outcome.statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) outcome.serverErrors.push({ status: response.status, body: text });
      else if (response.status >= 400) outcome.refusals.push({ status: response.status, body: text });
      return { status: response.status, json: response.status < 300 ? JSON.parse(text) : undefined };
    } catch (error) {
      outcome.connectionErrors += 1;
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const name = cause?.code ?? cause?.message ?? (error as Error).name;
      outcome.connectionErrorCauses.set(name, (outcome.connectionErrorCauses.get(name) ?? 0) + 1);
      return undefined;
    }
  };
  /** The patron's holds on the burst's titles (hold id → record id), asked until the servers answer. */
  const listHolds = async (patron: Session): Promise<Map<number, number>> => {
    const deadline = Date.now() + 120_000;
    let last = '';
    for (;;) {
      try {
        const response = await fetch(`${base}/api/reserva`, {
          headers: { authorization: `Bearer ${patron.token}`, idioma: '5' },
          // Short: a connection that a killed process was being handed can stay open unanswered.
          signal: AbortSignal.timeout(5_000),
        });
        if (response.status === 200) {
          const holds = (await response.json()) as { cod_reserva: number; cod_acervo: number }[];
          return new Map(
            holds
              .filter((hold) => plan.titles.includes(hold.cod_acervo))
              .map((hold) => [hold.cod_reserva, hold.cod_acervo]),
          );
        }
        last = `${response.status} ${(await response.text()).slice(0, 200)}`;
      } catch (error) {
        // the process that held the connection was killed: ask again
        last = String((error as { cause?: unknown }).cause ?? error);
      }
      if (Date.now() > deadline) throw new Error(`no list of holds for ${patron.login} within 120 s (last: ${last})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  await Promise.all(
    plan.patrons.map(async (patron, index) => {
      const random = seededRandom(options.seed * 1000 + index + 1);
      const mine: PatronOutcome = {
        personId: patron.personId,
        placed: new Map(),
        cancelled: new Set(),
        held: new Map(),
      };
      outcome.patrons.push(mine);
      for (let round = 0; round < options.rounds; round += 1) {
        if (options.until !== undefined && Date.now() > options.until) break;
        const heldTitles = new Set(mine.held.values());
        const free = plan.titles.filter((title) => !heldTitles.has(title));
        if (free.length > 0 && (mine.held.size === 0 || random() < 0.6)) {
          const recordId = free[Math.floor(random() * free.length)]!;
          const answer = await send(patron, 'POST', '/api/reserva', { cod_acervo: recordId, ...HOLD_FORM });
          if (!answer) {
            const before = new Set(mine.held.keys());
            mine.held = await listHolds(patron);
            const committed = [...mine.held].some(([id, title]) => title === recordId && !before.has(id));
            outcome.unanswered[committed ? 'committed' : 'notCommitted'] += 1;
          } else if (answer.status === 201) {
            mine.placed.set(answer.json.cod_reserva, recordId);
            mine.held.set(answer.json.cod_reserva, recordId);
          }
        } else {
          const known = [...mine.held.keys()];
          const count = known.length > 1 && random() < 0.3 ? 2 : 1;
          const holdIds = known.sort(() => random() - 0.5).slice(0, count);
          const answer = await send(patron, 'DELETE', '/api/reserva', holdIds);
          if (!answer) {
            mine.held = await listHolds(patron);
            const committed = holdIds.every((id) => !mine.held.has(id));
            outcome.unanswered[committed ? 'committed' : 'notCommitted'] += 1;
          } else if (answer.status === 200) {
            for (const id of holdIds) {
              mine.cancelled.add(id);
              mine.held.delete(id);
            }
          }
        }
      }
    }),
  );
  outcome.durationMs = performance.now() - started;
  return outcome;
}

export interface QueueCheck {
  /** Title-library queues checked, and those whose positions are not 1..n. */
  queues: number;
  badQueues: { recordId: number; libraryId: number; positions: number[] }[];
  /** Placements answered 201 and found in the database; and those not found (lost writes). */
  acknowledgedPlacements: number;
  lostPlacements: number[];
  /** Cancellations answered 200 and found cancelled; and those found still active. */
  acknowledgedCancellations: number;
  lostCancellations: number[];
  /** Active holds of one patron on one title beyond the first. */
  duplicates: number;
  /** Patrons whose active holds differ from what their answers (and the settled unknown requests) say. */
  mismatchedPatrons: { personId: number; expected: number[]; found: number[] }[];
}

/** Checks the database against what the patrons were answered (see QueueCheck). */
export async function checkHolds(testApp: TestApp, plan: BurstPlan, outcome: BurstOutcome): Promise<QueueCheck> {
  const db = testApp.database.db;
  const rows = await db
    .selectFrom('holds')
    .select(['id', 'person_id', 'record_id', 'library_id', 'status', 'queue_position'])
    .where('record_id', 'in', plan.titles)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  // As circulation's ACTIVE_HOLD_STATUSES: a hold whose copy travels to the pickup library is still held.
  const active = (status: string) => status === 'queued' || status === 'in_transit' || status === 'released';
  const check: QueueCheck = {
    queues: 0,
    badQueues: [],
    acknowledgedPlacements: 0,
    lostPlacements: [],
    acknowledgedCancellations: 0,
    lostCancellations: [],
    duplicates: 0,
    mismatchedPatrons: [],
  };

  const queues = new Map<string, number[]>();
  for (const row of rows) {
    if (row.status !== 'queued') continue;
    const key = `${row.record_id}/${row.library_id}`;
    queues.set(key, [...(queues.get(key) ?? []), row.queue_position ?? 0]);
  }
  for (const [key, positions] of queues) {
    check.queues += 1;
    const sorted = [...positions].sort((a, b) => a - b);
    if (sorted.some((position, index) => position !== index + 1)) {
      const [recordId, libraryId] = key.split('/').map(Number);
      check.badQueues.push({ recordId: recordId!, libraryId: libraryId!, positions: sorted });
    }
  }

  const seen = new Set<string>();
  for (const row of rows) {
    if (!active(row.status)) continue;
    const key = `${row.person_id}/${row.record_id}`;
    if (seen.has(key)) check.duplicates += 1;
    seen.add(key);
  }

  for (const patron of outcome.patrons) {
    for (const id of patron.placed.keys()) {
      if (byId.get(id)?.person_id === patron.personId) check.acknowledgedPlacements += 1;
      else check.lostPlacements.push(id);
    }
    for (const id of patron.cancelled) {
      if (byId.get(id)?.status === 'cancelled') check.acknowledgedCancellations += 1;
      else check.lostCancellations.push(id);
    }
    const mine = rows.filter((row) => row.person_id === patron.personId);
    const expected = new Set(patron.held.keys());
    const found = mine.filter((row) => active(row.status)).map((row) => row.id);
    const wanted = [...expected].sort((a, b) => a - b);
    found.sort((a, b) => a - b);
    if (wanted.join() !== found.join())
      check.mismatchedPatrons.push({ personId: patron.personId, expected: wanted, found });
  }
  return check;
}

/** Whether a check found nothing wrong. */
export function holdsConsistent(check: QueueCheck): boolean {
  return (
    check.badQueues.length === 0 &&
    check.lostPlacements.length === 0 &&
    check.lostCancellations.length === 0 &&
    check.duplicates === 0 &&
    check.mismatchedPatrons.length === 0
  );
}
