import {
  type MarcReadOptions,
  type MarcReadResult,
  readIso2709 as readIso2709WithOptions,
  readMarcFile as readMarcFileWithOptions,
  readMarc as readMarcWithOptions,
} from '@estante/core';
import { YazTranscoder, type YazTranscoderOptions } from './yaz-transcoder.ts';

/**
 * Core's MARC readers with MARC-8 converted by Index Data's YAZ: what the import, the tests, the drill and the
 * benchmarks read files with. Core's own readers reject MARC-8 records, having no converter (core runs no process).
 */

/** Where yaz-marcdump is and where its FIFO goes; both default as in YazTranscoderOptions. */
export type YazReadOptions = Omit<YazTranscoderOptions, 'from'>;

/** Reader options that start one yaz-marcdump per run of MARC-8 records. */
export function withYaz(options: YazReadOptions = {}): MarcReadOptions {
  return { startMarc8Transcoder: () => new YazTranscoder({ ...options, from: 'MARC-8' }) };
}

/** Reads ISO 2709 or MARCXML from a stream (core's readMarc), MARC-8 through yaz. */
export function readMarc(
  source: Parameters<typeof readMarcWithOptions>[0],
  options: YazReadOptions = {},
): AsyncGenerator<MarcReadResult> {
  return readMarcWithOptions(source, withYaz(options));
}

/** Reads a MARC file from disk, streaming (core's readMarcFile), MARC-8 through yaz. */
export function readMarcFile(path: string, options: YazReadOptions = {}): AsyncGenerator<MarcReadResult> {
  return readMarcFileWithOptions(path, withYaz(options));
}

/** Reads ISO 2709 records from a byte stream (core's readIso2709), MARC-8 through yaz. */
export function readIso2709(
  source: Parameters<typeof readIso2709WithOptions>[0],
  options: YazReadOptions = {},
): AsyncGenerator<MarcReadResult> {
  return readIso2709WithOptions(source, withYaz(options));
}
