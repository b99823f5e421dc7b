import type { NetworkHarvestFailure } from '@estante/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import {
  applyHarvestedPage,
  type HarvestedColumns,
  markHarvestStarted,
  type NetworkMemberRow,
  recordHarvestFailure,
  recordHarvestSuccess,
} from './network.repository.ts';
import { networkRecordColumns } from './network-record.ts';
import { OaiResponseError, readOaiResponse } from './oai-response-reader.ts';

/** A harvest that cannot go on: why (a code the staff screen translates) and the technical detail, in English. */
class HarvestError extends Error {
  constructor(
    readonly code: NetworkHarvestFailure,
    detail: string,
  ) {
    super(detail);
  }
}

/** A provider's page that takes longer than this is abandoned (the harvest fails and is retried at the next turn). */
const REQUEST_TIMEOUT_MS = 60_000;
/** Pages per harvest at most: a provider whose tokens never end cannot hold the harvester forever. */
const MAX_PAGES = 100_000;
/** A response larger than this is refused (a page of 100 MARC records is a few hundred kilobytes). */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/** The body as text, refused past MAX_RESPONSE_BYTES however the provider announces its length. */
async function boundedText(response: Response): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_RESPONSE_BYTES)
      throw new HarvestError('RespostaGrandeDemais', 'The provider sent a response larger than 64 MB.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface HarvestOutcome {
  ok: boolean;
  written: number;
  deleted: number;
  pages: number;
  records: number;
  error?: string;
  failure?: NetworkHarvestFailure;
}

export interface HarvestDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** fetch's own message ("fetch failed") says nothing: the system's reason (ECONNREFUSED, a timeout) is its cause. */
function reachError(error: unknown): string {
  const { message, cause } = error as Error & { cause?: { code?: string; message?: string } };
  const reason = cause?.code ?? cause?.message;
  return reason ? `${message} (${reason})` : message;
}

async function fetchPage(
  baseUrl: string,
  parameters: Record<string, string>,
): Promise<ReturnType<typeof readOaiResponse>> {
  const url = new URL(baseUrl);
  for (const [key, value] of Object.entries(parameters)) url.searchParams.set(key, value);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'text/xml, application/xml', 'user-agent': 'Estante network harvester (OAI-PMH 2.0)' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new HarvestError('ProvedorInacessivel', `The provider could not be reached: ${reachError(error)}`);
  }
  if (!response.ok) throw new HarvestError('RespostaHttp', `The provider answered HTTP ${response.status}.`);
  try {
    return readOaiResponse(await boundedText(response));
  } catch (error) {
    if (error instanceof OaiResponseError) throw new HarvestError('RespostaNaoOai', error.message);
    throw error;
  }
}

/**
 * Harvests one member incrementally (docs/network.md): Identify (for the provider's granularity), then ListRecords
 * from the `from` the last complete harvest left, page by page with its resumption tokens. Each page is written in
 * its own transaction (records replaced by OAI identifier, deletions removed), so what was harvested stays
 * searchable whatever happens next. Only a complete harvest moves `from` (to the first response's date): a failed
 * one is harvested again from the same point, and writing a record twice changes nothing.
 */
export async function harvestMember(deps: HarvestDeps, member: NetworkMemberRow): Promise<HarvestOutcome> {
  const { db } = deps;
  await markHarvestStarted(db, member.id, deps.now().toISOString());
  const outcome: HarvestOutcome = { ok: false, written: 0, deleted: 0, pages: 0, records: member.record_count };
  try {
    const identify = await fetchPage(member.base_url, { verb: 'Identify' });
    if (identify.errors.length > 0) throw new HarvestError('ErroOai', `Identify: ${identify.errors[0]!.message}`);
    const first: Record<string, string> = { verb: 'ListRecords', metadataPrefix: member.metadata_prefix };
    if (member.set_spec) first.set = member.set_spec;
    if (member.next_from)
      first.from = identify.granularity === 'YYYY-MM-DD' ? member.next_from.slice(0, 10) : member.next_from;
    let parameters = first;
    let nextFrom: string | undefined;
    let previousToken: string | undefined;
    for (;;) {
      const page = await fetchPage(member.base_url, parameters);
      outcome.pages += 1;
      nextFrom ??= page.responseDate;
      const errors = page.errors.filter((error) => error.code !== 'noRecordsMatch');
      if (errors.length > 0)
        throw new HarvestError('ErroOai', errors.map((error) => `${error.code}: ${error.message}`).join('; '));
      const written: HarvestedColumns[] = [];
      const deleted: string[] = [];
      for (const record of page.records) {
        if (!record.identifier) continue;
        if (record.deleted || !record.marc) deleted.push(record.identifier);
        else
          written.push({
            identifier: record.identifier,
            datestamp: record.datestamp,
            columns: networkRecordColumns(record.marc),
          });
      }
      const applied = await applyHarvestedPage(db, member.id, written, deleted, deps.now().toISOString());
      outcome.written += applied.written;
      outcome.deleted += applied.deleted;
      const token = page.resumptionToken;
      if (!token) break;
      if (token === previousToken || outcome.pages >= MAX_PAGES)
        throw new HarvestError('TokensSemFim', 'The provider keeps sending the same resumption token.');
      previousToken = token;
      parameters = { verb: 'ListRecords', resumptionToken: token };
    }
    outcome.records = await recordHarvestSuccess(db, member.id, {
      nextFrom: nextFrom && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(nextFrom) ? nextFrom : member.next_from,
      at: deps.now().toISOString(),
    });
    outcome.ok = true;
    return outcome;
  } catch (error) {
    if (!(error instanceof HarvestError)) throw error;
    await recordHarvestFailure(db, member.id, { code: error.code, detail: error.message });
    return { ...outcome, error: error.message, failure: error.code };
  }
}
