import { InvalidInputError, UnknownMarcFormatError } from '@estante/core';
import { readMarc } from './read-marc.ts';

/** The largest file an upload may import; larger catalogues go through `npm run import` or several files. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** How much of an upload is read before it is judged: more than the largest ISO 2709 record (99,999 bytes). */
const SNIFF_BYTES = 128 * 1024;

/** Pieces the file is stored in (import_job_chunks): no single value near either engine's limits. */
export const STORED_CHUNK_BYTES = 1024 * 1024;

export const IMPORT_ERRORS = {
  notMarc: 'ArquivoNaoMarc',
  empty: 'ArquivoVazio',
  tooLarge: 'ArquivoMuitoGrande',
  missing: 'ArquivoAusente',
} as const;

export interface ReceivedImport {
  /** The file in pieces of at most STORED_CHUNK_BYTES. */
  chunks: Buffer[];
  size: number;
  format: 'iso2709' | 'marcxml';
  /** Records the file announces (record terminators, or <record> elements): the progress bar's whole. */
  expected: number;
}

/**
 * Whether the first bytes of an upload hold at least one MARC record, read by the import's own reader (the same
 * format detection, junk tolerance and MARC-8 conversion): junk is refused before the rest of it is received.
 */
async function firstRecordFormat(head: Buffer): Promise<'iso2709' | 'marcxml' | undefined> {
  const format = /^(?:\xEF\xBB\xBF)?\s*</.test(head.toString('latin1', 0, 64)) ? 'marcxml' : 'iso2709';
  try {
    async function* once() {
      yield head;
    }
    for await (const result of readMarc(once())) {
      if (result.ok) return format;
    }
  } catch (error) {
    // A cut-off XML document ends in a parse error after its whole records; unknown bytes are not MARC.
    if (error instanceof UnknownMarcFormatError) return undefined;
  }
  return undefined;
}

function countRecords(chunks: Buffer[], format: 'iso2709' | 'marcxml'): number {
  const bytes = Buffer.concat(chunks);
  if (format === 'iso2709') {
    let count = 0;
    for (let at = bytes.indexOf(0x1d); at >= 0; at = bytes.indexOf(0x1d, at + 1)) count += 1;
    return count;
  }
  return bytes.toString('latin1').match(/<(?:[A-Za-z_][\w.-]*:)?record[\s>]/g)?.length ?? 0;
}

function inPieces(chunks: Buffer[]): Buffer[] {
  const whole = Buffer.concat(chunks);
  const pieces: Buffer[] = [];
  for (let start = 0; start < whole.length; start += STORED_CHUNK_BYTES) {
    pieces.push(Buffer.from(whole.subarray(start, start + STORED_CHUNK_BYTES)));
  }
  return pieces;
}

/**
 * Receives an uploaded MARC file (ISO 2709 or MARCXML, any encoding the import reads): 422 ArquivoNaoMarc as soon
 * as its first 128 KB hold no readable record, ArquivoMuitoGrande past `maxBytes`, ArquivoVazio when empty.
 * The rest of a refused upload is never buffered.
 */
export async function receiveImportFile(
  source: AsyncIterable<Buffer | string>,
  maxBytes = MAX_IMPORT_BYTES,
): Promise<ReceivedImport> {
  const chunks: Buffer[] = [];
  let size = 0;
  let format: 'iso2709' | 'marcxml' | undefined;
  for await (const piece of source) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
    size += chunk.length;
    if (size > maxBytes) throw new InvalidInputError(IMPORT_ERRORS.tooLarge, { limiteBytes: maxBytes });
    chunks.push(chunk);
    if (format === undefined && size >= SNIFF_BYTES) {
      format = await firstRecordFormat(Buffer.concat(chunks));
      if (!format) throw new InvalidInputError(IMPORT_ERRORS.notMarc);
    }
  }
  if (size === 0) throw new InvalidInputError(IMPORT_ERRORS.empty);
  format ??= await firstRecordFormat(Buffer.concat(chunks));
  if (!format) throw new InvalidInputError(IMPORT_ERRORS.notMarc);
  return { chunks: inPieces(chunks), size, format, expected: countRecords(chunks, format) };
}
