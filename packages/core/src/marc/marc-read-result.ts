import type { MarcRecord } from './marc-record.ts';

/**
 * Outcome of reading one record from a MARC file. A reader never stops at a bad record: it reports it and
 * goes on with the next one, so an import can list every rejected record at once.
 */
export type MarcReadResult =
  | { ok: true; position: number; record: MarcRecord; warnings: MarcNote[] }
  | { ok: false; position: number; reason: string; controlNumber?: string; problem?: MarcProblem };

/**
 * A rejection's stable code and the values its sentence needs, beside the English `reason`: what lets a report
 * say it in the reader's language. Codes are never renamed (stored reports keep them); a reason without one is
 * shown in English.
 */
export interface MarcProblem {
  code: string;
  params: Record<string, string | number>;
}

/**
 * What a reader noticed in a record: a warning about one it read all the same (a charset guessed, a leader padded),
 * or one of the problems that rejects it. The English reason, and its code for a report in the reader's language.
 */
export interface MarcNote {
  reason: string;
  problem: MarcProblem;
}

export function marcNote(code: string, params: MarcProblem['params'], reason: string): MarcNote {
  return { reason, problem: { code, params } };
}

/**
 * Converts ISO 2709 records whose text is MARC-8 into UTF-8 ISO 2709 records. Core runs no process, so the
 * converter comes from outside: the server plugs in Index Data's YAZ (server/src/catalogue/import/read-marc.ts).
 */
export interface RecordTranscoder {
  /**
   * Queues one record (leader/09 blank, its text MARC-8); resolves with the converted record, ending with 0x1D,
   * in the order records were queued, or rejects with the reason. Answers may wait for later records or `end`.
   */
  transcode(raw: Buffer): Promise<Buffer>;
  /** No more records will be queued: every pending answer must now arrive. */
  end(): void;
  /** Releases the converter, answered or not; safe to call more than once. */
  close(): Promise<void>;
}

/** Options shared by the MARC readers. */
export interface MarcReadOptions {
  /**
   * Starts a MARC-8 converter. The reader starts one at the first MARC-8 record, ends it when it must have its
   * answers to keep file order within bounded memory (a later MARC-8 record starts another), and closes every one
   * it started when reading stops. Without it, MARC-8 records are rejected (MARC8_WITHOUT_TRANSCODER) and the
   * rest of the file is read: UTF-8, Latin-1 and MARCXML need no converter.
   */
  startMarc8Transcoder?: () => RecordTranscoder;
}

/** Reason given for a MARC-8 record read without a converter. */
export const MARC8_WITHOUT_TRANSCODER =
  'this record is MARC-8 and the reader was given no MARC-8 converter (option startMarc8Transcoder)';

/** The input is neither ISO 2709 nor MARCXML, so no record can be read from it. */
export class UnknownMarcFormatError extends Error {
  override readonly name = 'UnknownMarcFormatError';
}

/** A record cannot be written in the requested format (for example a field too long for ISO 2709). */
export class MarcWriteError extends Error {
  override readonly name = 'MarcWriteError';
}

export function rejected(
  position: number,
  reason: string,
  controlNumber?: string,
  problem?: MarcProblem,
): MarcReadResult {
  const result: Extract<MarcReadResult, { ok: false }> = { ok: false, position, reason };
  if (controlNumber !== undefined) result.controlNumber = controlNumber;
  if (problem !== undefined) result.problem = problem;
  return result;
}
