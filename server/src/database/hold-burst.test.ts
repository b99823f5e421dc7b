import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type BurstOutcome, type BurstPlan, checkHolds, prepareHoldBurst } from './hold-burst.testing.ts';

/** The burst's after-check itself: it must count a hold whose copy travels to the pickup library as held. */
describe('checkHolds (the hold burst check)', () => {
  let testApp: TestApp;
  let plan: BurstPlan;

  beforeAll(async () => {
    testApp = await createTestApp();
    plan = await prepareHoldBurst(testApp, { titles: 1, patrons: 1 });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('counts an in-transit hold as active: the patron told they hold it matches the database', async () => {
    const db = testApp.database.db;
    const [recordId] = plan.titles;
    const patron = plan.patrons[0]!;
    const library = await db.selectFrom('libraries').select('id').where('code', '=', 'BC').executeTakeFirstOrThrow();
    const copy = await db
      .selectFrom('copies')
      .select('id')
      .where('record_id', '=', recordId!)
      .executeTakeFirstOrThrow();
    const hold = {
      record_id: recordId!,
      person_id: patron.personId,
      library_id: library.id,
      volume: null,
      tome: null,
      part: null,
      material: null,
      location: null,
      queue_position: null,
      copy_id: copy.id,
      placed_at: '2026-11-20T10:00:00.000Z',
      released_at: null,
      pickup_until: null,
      cancelled_at: null,
      notes: null,
      suspended_until: null,
      pickup_library_id: null,
      status: 'in_transit' as const,
    };
    const { id } = await db.insertInto('holds').values(hold).returning('id').executeTakeFirstOrThrow();
    const outcome: BurstOutcome = {
      patrons: [
        {
          personId: patron.personId,
          placed: new Map([[id, recordId!]]),
          cancelled: new Set(),
          held: new Map([[id, recordId!]]),
        },
      ],
      requests: 1,
      statuses: new Map([[201, 1]]),
      serverErrors: [],
      connectionErrors: 0,
      connectionErrorCauses: new Map(),
      unanswered: { committed: 0, notCommitted: 0 },
      refusals: [],
      latenciesMs: [],
      durationMs: 0,
    };
    expect(await checkHolds(testApp, plan, outcome)).toEqual({
      queues: 0,
      badQueues: [],
      acknowledgedPlacements: 1,
      lostPlacements: [],
      acknowledgedCancellations: 0,
      lostCancellations: [],
      duplicates: 0,
      mismatchedPatrons: [],
    });
  });
});
