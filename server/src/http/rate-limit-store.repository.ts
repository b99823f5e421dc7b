import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';

export interface BucketHit {
  /** Requests counted in the current window, these included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts `requests` requests in a fixed-window bucket, atomically, in `rate_limit_buckets`: one INSERT … ON CONFLICT DO
 * UPDATE … RETURNING, the same statement on SQLite and PostgreSQL, so concurrent requests on any process or server
 * each get their own count and none slips under the limit. An ended window restarts at `requests`.
 */
export async function hitBucket(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
  requests = 1,
): Promise<BucketHit> {
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const row = await db
    .insertInto('rate_limit_buckets')
    .values({ bucket_key: key, window_start: nowIso, hits: requests })
    .onConflict((conflict) =>
      conflict.column('bucket_key').doUpdateSet({
        // Both expressions read the old row, so an ended window restarts with these requests.
        hits: sql<number>`case when rate_limit_buckets.window_start <= ${cutoff} then ${requests} else rate_limit_buckets.hits + ${requests} end`,
        window_start: sql<string>`case when rate_limit_buckets.window_start <= ${cutoff} then ${nowIso} else rate_limit_buckets.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  const endsAt = new Date(row.window_start).getTime() + windowMs;
  return { hits: Number(row.hits), ttlMs: Math.max(0, endsAt - now.getTime()) };
}

/** Drops buckets whose window started before `before` (their window has ended: nothing reads them again). */
export async function pruneBuckets(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('rate_limit_buckets').where('window_start', '<', before.toISOString()).execute();
}
