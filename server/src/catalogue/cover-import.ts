import fs from 'node:fs/promises';
import path from 'node:path';
import { DomainError, parseIsbn } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { findRecordIdsByIsbn, recordExists } from './cover.repository.ts';
import { MAX_COVER_BYTES } from './cover-image.ts';
import { storeCover } from './cover-store.ts';

export interface CoverImportReport {
  /** Files stored, with the records that received them. */
  matched: { file: string; records: number[] }[];
  /** Files left aside, with the reason. */
  unmatched: { file: string; reason: string }[];
}

/**
 * Which records a file is the cover of, from its name without extension: a valid ISBN-10 or ISBN-13 (hyphens
 * allowed; isbn3 checks it and both forms find the record), else a record number (cod_acervo).
 */
async function recordsNamedBy(db: Kysely<Database>, stem: string): Promise<number[]> {
  const isbn = parseIsbn(stem);
  if (isbn) return findRecordIdsByIsbn(db, isbn.isbn13);
  if (/^\d{1,12}$/.test(stem) && (await recordExists(db, Number(stem)))) return [Number(stem)];
  return [];
}

/**
 * Imports every image file of a folder (not its subfolders) as the cover of the records it names. A file that
 * names no record, or is not a JPEG/PNG/WebP/GIF of at most 2 MB, is reported and skipped.
 */
export async function importCoverFolder(
  db: Kysely<Database>,
  dataDir: string,
  folder: string,
  now: Date,
): Promise<CoverImportReport> {
  const report: CoverImportReport = { matched: [], unmatched: [] };
  const entries = (await fs.readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  for (const file of entries) {
    const stem = path.basename(file, path.extname(file)).trim();
    const records = await recordsNamedBy(db, stem);
    if (records.length === 0) {
      report.unmatched.push({
        file,
        reason: parseIsbn(stem) ? 'no record with this ISBN' : 'name is neither an ISBN nor a record number',
      });
      continue;
    }
    const filePath = path.join(folder, file);
    // Checked before reading, so a stray video in the folder is not loaded into memory.
    if ((await fs.stat(filePath)).size > MAX_COVER_BYTES) {
      report.unmatched.push({ file, reason: 'larger than 2 MB' });
      continue;
    }
    const bytes = await fs.readFile(filePath);
    try {
      for (const record of records) await storeCover(db, dataDir, record, bytes, now);
      report.matched.push({ file, records });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      report.unmatched.push({
        file,
        reason: error.code === 'CapaMuitoGrande' ? 'larger than 2 MB' : 'not a JPEG, PNG, WebP or GIF image',
      });
    }
  }
  return report;
}

/** The report as the admin command prints it. */
export function describeCoverImport(report: CoverImportReport): string {
  const lines = [
    ...report.matched.map((entry) => `matched  ${entry.file} → record ${entry.records.join(', ')}`),
    ...report.unmatched.map((entry) => `skipped  ${entry.file}: ${entry.reason}`),
    `covers: ${report.matched.length} file(s) stored, ${report.unmatched.length} skipped`,
  ];
  return `${lines.join('\n')}\n`;
}
