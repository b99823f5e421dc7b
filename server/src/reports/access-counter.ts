import { calendarDate } from '@estante/core';
import type { Kysely } from 'kysely';
import type { AppLog } from '../app-context.ts';
import type { Database } from '../database/schema.ts';
import { type AccessCount, type AccessKind, addAccessCounts } from './access-counts.repository.ts';

/** How long a process keeps counts before adding them to the database. */
export const ACCESS_FLUSH_INTERVAL_MS = 60_000;

/**
 * The catalogue's access statistics (docs/staff-reports.md, "Access statistics"): searches and title-page views per
 * day. A statement per search would double the writes of the busiest read, so each process adds up its counts in
 * memory and writes them in one statement when a minute has passed since its last write (checked as a request is
 * counted, with the app's clock: no timer), when a report asks, and when the app closes. The counts are this
 * process's own and not shared state: nothing reads them but the next write. What a process killed without closing
 * had not written (at most a minute of its counts) is lost, which statistics tolerate.
 */
export interface AccessCounter {
  /** Counts one request now; cheap (a map update), and starts a write in the background when one is due. */
  count(kind: AccessKind): void;
  /** Writes the counts held so far; resolves once they are in the database (or kept for the next try). */
  flush(): Promise<void>;
}

export function createAccessCounter(
  db: Kysely<Database>,
  now: () => Date,
  log: AppLog,
  intervalMs = ACCESS_FLUSH_INTERVAL_MS,
): AccessCounter {
  const pending = new Map<string, AccessCount>();
  let lastFlush = now().getTime();
  let writing: Promise<void> | undefined;

  async function write(): Promise<void> {
    const counts = [...pending.values()];
    pending.clear();
    try {
      await addAccessCounts(db, counts);
    } catch (error) {
      // Kept for the next write: a database that is briefly away costs no counts.
      for (const count of counts) add(count.day, count.kind, count.hits);
      log.warn({ err: error }, 'access statistics not written; kept for the next write');
    }
  }

  function add(day: string, kind: AccessKind, hits: number): void {
    const key = `${day}|${kind}`;
    const held = pending.get(key);
    if (held) held.hits += hits;
    else pending.set(key, { day, kind, hits });
  }

  function flush(): Promise<void> {
    lastFlush = now().getTime();
    // One write at a time: counts arriving meanwhile wait for the next one. write() never rejects.
    const next = (writing ?? Promise.resolve()).then(() => (pending.size > 0 ? write() : undefined));
    writing = next;
    void next.then(() => {
      if (writing === next) writing = undefined;
    });
    return next;
  }

  return {
    count(kind) {
      const at = now();
      add(calendarDate(at), kind, 1);
      if (at.getTime() - lastFlush >= intervalMs) void flush();
    },
    flush,
  };
}
