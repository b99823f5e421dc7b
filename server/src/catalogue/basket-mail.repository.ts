import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';

export interface BasketMailCount {
  /** Messages counted in the current window, this one included. */
  messages: number;
  /** When the window ends: the sender may send again from then on. */
  windowEndsAt: Date;
}

/**
 * Counts one basket e-mail for a sender in a fixed window, in one upsert: the row lock (PostgreSQL) or the single
 * writer (SQLite) makes concurrent requests count one after the other, on every server process. The count is taken
 * before the mail is sent, so a burst cannot slip under the limit. Windows that ended are deleted on the way.
 */
export async function countBasketMail(
  db: Kysely<Database>,
  senderKey: string,
  windowSeconds: number,
  now: Date,
): Promise<BasketMailCount> {
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  await db.deleteFrom('basket_mail_counters').where('window_start', '<=', cutoff).execute();
  const row = await db
    .insertInto('basket_mail_counters')
    .values({ sender_key: senderKey, window_start: nowIso, messages: 1 })
    .onConflict((conflict) =>
      conflict.column('sender_key').doUpdateSet({
        // Both expressions read the old row: a window that has ended (start + window <= now) restarts at 1 now.
        messages: sql<number>`case when basket_mail_counters.window_start <= ${cutoff} then 1 else basket_mail_counters.messages + 1 end`,
        window_start: sql<string>`case when basket_mail_counters.window_start <= ${cutoff} then ${nowIso} else basket_mail_counters.window_start end`,
      }),
    )
    .returning(['messages', 'window_start'])
    .executeTakeFirstOrThrow();
  return {
    messages: Number(row.messages),
    windowEndsAt: new Date(new Date(row.window_start).getTime() + windowSeconds * 1000),
  };
}
