import type { MarcRecord } from './marc-record.ts';

/**
 * Outcome of reading one record from a MARC file. A reader never stops at a bad record: it reports it and
 * goes on with the next one, so an import can list every rejected record at once.
 */
export type MarcReadResult =
  | { ok: true; position: number; record: MarcRecord; warnings: string[] }
  | { ok: false; position: number; reason: string; controlNumber?: string };

/** Options shared by the MARC readers. */
export interface MarcReadOptions {
  /** Command used to convert MARC-8 records (Index Data's YAZ). Defaults to `yaz-marcdump` on the PATH. */
  yazMarcdumpPath?: string;
  /** Folder for the FIFO that feeds yaz (removed after reading). Defaults to the system's temporary folder. */
  temporaryDirectory?: string;
}

/** The input is neither ISO 2709 nor MARCXML, so no record can be read from it. */
export class UnknownMarcFormatError extends Error {
  override readonly name = 'UnknownMarcFormatError';
}

/** A record cannot be written in the requested format (for example a field too long for ISO 2709). */
export class MarcWriteError extends Error {
  override readonly name = 'MarcWriteError';
}

export function rejected(position: number, reason: string, controlNumber?: string): MarcReadResult {
  return controlNumber === undefined ? { ok: false, position, reason } : { ok: false, position, reason, controlNumber };
}
