import { DSI_TYPES, type MatchingTitle, type MatchingTitles } from '@estante/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import {
  lastNoticeAt,
  listProfileItems,
  type ProfileRow,
  SERIAL_KIND,
  WORK_TYPE_KIND,
} from './interest-profile.repository.ts';
import { hitsOf, titlesOf } from './matching-titles.repository.ts';
import { isExpired } from './validity.ts';

/** Before the first notice, titles added in this many days are listed. */
export const FIRST_NOTICE_WINDOW_DAYS = 30;
/** Titles listed at most. */
const LIST_LIMIT = 200;

type Db = Kysely<Database>;

/** The instant after which titles are news for the patron: the last notice, or the first-notice window. */
export async function newsSince(db: Db, personId: number, now: Date): Promise<string> {
  const last = await lastNoticeAt(db, personId);
  return last ?? new Date(now.getTime() - FIRST_NOTICE_WINDOW_DAYS * 86_400_000).toISOString();
}

/**
 * GET /perfil-interesse/titulos: the titles added since the last notice that match any valid item of the profile,
 * newest first, each with the items it matches (an expired item matches nothing).
 */
export async function matchingTitles(
  db: Db,
  personId: number,
  now: Date,
  reasonOf: (item: ProfileRow) => string,
): Promise<MatchingTitles> {
  const since = await newsSince(db, personId, now);
  const items = (
    await listProfileItems(db, personId, [
      DSI_TYPES.author,
      DSI_TYPES.subject,
      DSI_TYPES.area,
      SERIAL_KIND,
      WORK_TYPE_KIND,
    ])
  ).filter((item) => !isExpired(item.validUntil, now));
  const found = new Map<number, { at: string; reasons: string[] }>();
  for (const item of items) {
    for (const hit of await hitsOf(db, item, since)) {
      const entry = found.get(hit.recordId) ?? { at: hit.at, reasons: [] };
      if (hit.at > entry.at) entry.at = hit.at;
      const reason = reasonOf(item);
      if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
      found.set(hit.recordId, entry);
    }
  }
  const ids = [...found.keys()];
  if (ids.length === 0) return { desde: since, titulos: [] };
  const records = await titlesOf(db, ids);
  const titles: MatchingTitle[] = records.map((record) => {
    const entry = found.get(record.id)!;
    return {
      cod_acervo: record.id,
      titulo: record.title,
      autor: record.main_author,
      ano_publicacao: record.publication_year,
      incluido_em: entry.at,
      motivos: entry.reasons,
    };
  });
  titles.sort((a, b) => b.incluido_em.localeCompare(a.incluido_em) || a.titulo.localeCompare(b.titulo));
  return { desde: since, titulos: titles.slice(0, LIST_LIMIT) };
}
