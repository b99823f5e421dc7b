import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';

export interface ThrottleHit {
  hits: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on a fixed-window counter, atomically, in the shared `throttle_counters` table
 * (the server is stateless: several instances must agree). The count is taken before the work it
 * guards, so concurrent requests cannot all slip under the limit.
 */
export async function hitCounter(
  db: Kysely<Database>,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<ThrottleHit> {
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const row = await db
    .insertInto('throttle_counters')
    .values({ counter_key: key, window_start: nowIso, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('counter_key').doUpdateSet({
        // Both expressions read the old row, so an expired window restarts at 1.
        hits: sql<number>`case when throttle_counters.window_start < ${cutoff} then 1 else throttle_counters.hits + 1 end`,
        window_start: sql<string>`case when throttle_counters.window_start < ${cutoff} then ${nowIso} else throttle_counters.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  const endsAt = new Date(row.window_start).getTime() + windowSeconds * 1000;
  return { hits: Number(row.hits), retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

export async function resetCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('throttle_counters').where('counter_key', '=', key).execute();
}

/** Marks a key as used once (captcha payloads); false when it was already used. */
export async function claimOnce(db: Kysely<Database>, key: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('throttle_counters')
    .values({ counter_key: key, window_start: now.toISOString(), hits: 1 })
    .onConflict((conflict) => conflict.column('counter_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Drops counters whose window started more than `olderThanSeconds` before `now` (the scheduled job in
 * auth/prune-counters.ts, hourly); answers how many went. Captcha claims live here too, so the age must outlast
 * a captcha challenge, or a spent solution could be replayed.
 */
export async function pruneCounters(db: Kysely<Database>, olderThanSeconds: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanSeconds * 1000).toISOString();
  const result = await db.deleteFrom('throttle_counters').where('window_start', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
