import { OaiError } from './oai-errors.ts';

/**
 * What a resumption token carries (docs/oai-pmh.md): the whole state of a list request, so any server, after a
 * restart, resumes it without a table of open harvests. `until` is fixed at the first request (a record changed
 * later moves past it and waits for the next harvest, instead of being sent twice or skipped), and the position is
 * the (datestamp, id) of the last item sent, the order every list is read in.
 */
export interface ListState {
  verb: 'ListRecords' | 'ListIdentifiers';
  metadataPrefix: string;
  set: string | null;
  /** Inclusive bounds, as datestamps with milliseconds (`2026-11-26T04:39:22.000Z`). */
  from: string | null;
  until: string;
  /** Items already sent (the token's `cursor` attribute). */
  cursor: number;
  /**
   * The list's size counted at the first request (completeListSize). Under the fixed `until` the list can only
   * shrink (a change or a deletion moves an item past `until`), so this stays an upper bound and is counted once,
   * not at every page.
   */
  size: number;
  after: { datestamp: string; id: number };
}

const VERB_CODES = { ListRecords: 'r', ListIdentifiers: 'i' } as const;
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A compact, URL-safe token (OAI-PMH tokens travel in query strings): base64url of a JSON array. */
export function encodeToken(state: ListState): string {
  const json = JSON.stringify([
    1,
    VERB_CODES[state.verb],
    state.metadataPrefix,
    state.set,
    state.from,
    state.until,
    state.cursor,
    state.size,
    state.after.datestamp,
    state.after.id,
  ]);
  return Buffer.from(json, 'utf8').toString('base64url');
}

function bad(): never {
  throw new OaiError('badResumptionToken', 'The resumption token is invalid or was issued for another request.');
}

/** Reads a token back; anything not written by encodeToken (or sent with another verb) is badResumptionToken. */
export function decodeToken(token: string, verb: ListState['verb']): ListState {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(token)) bad();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    bad();
  }
  if (!Array.isArray(value) || value.length !== 10 || value[0] !== 1 || value[1] !== VERB_CODES[verb]) bad();
  const [, , metadataPrefix, set, from, until, cursor, size, datestamp, id] = value as unknown[];
  const isStamp = (stamp: unknown) => typeof stamp === 'string' && STAMP.test(stamp);
  if (
    typeof metadataPrefix !== 'string' ||
    (set !== null && typeof set !== 'string') ||
    (from !== null && !isStamp(from)) ||
    !isStamp(until) ||
    !Number.isSafeInteger(cursor) ||
    (cursor as number) < 0 ||
    !Number.isSafeInteger(size) ||
    (size as number) < (cursor as number) ||
    !isStamp(datestamp) ||
    !Number.isSafeInteger(id)
  )
    bad();
  return {
    verb,
    metadataPrefix,
    set: set as string | null,
    from: from as string | null,
    until: until as string,
    cursor: cursor as number,
    size: size as number,
    after: { datestamp: datestamp as string, id: id as number },
  };
}
