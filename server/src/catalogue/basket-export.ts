import type { ExportFormat } from '@estante/contracts';
import { type MarcRecord, toIso2709, toMarcXml } from '@estante/core';
import { type CitationFormatter, toCslItem } from '@estante/core/citation';
import { toBibtex, toCsv, toDublinCore, toDublinCoreXml, toRis } from '@estante/core/export';
import type { RecordRow } from '../database/schema.ts';
import { extractedOf, marcOf } from './record.presenter.ts';

export interface ExportFile {
  contentType: string;
  fileName: string;
  body: Buffer;
  /** Text formats can go in the body of an e-mail; MARC (ISO 2709) is binary. */
  isText: boolean;
}

const EXTENSION: Record<ExportFormat, { type: string; extension: string }> = {
  marc: { type: 'application/marc', extension: 'mrc' },
  marcxml: { type: 'application/marcxml+xml; charset=utf-8', extension: 'xml' },
  'dublin-core': { type: 'application/xml; charset=utf-8', extension: 'xml' },
  ris: { type: 'application/x-research-info-systems; charset=utf-8', extension: 'ris' },
  bibtex: { type: 'application/x-bibtex; charset=utf-8', extension: 'bib' },
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
  abnt: { type: 'text/plain; charset=utf-8', extension: 'txt' },
  apa: { type: 'text/plain; charset=utf-8', extension: 'txt' },
  vancouver: { type: 'text/plain; charset=utf-8', extension: 'txt' },
  chicago: { type: 'text/plain; charset=utf-8', extension: 'txt' },
  mla: { type: 'text/plain; charset=utf-8', extension: 'txt' },
  ieee: { type: 'text/plain; charset=utf-8', extension: 'txt' },
};

/** "cesta-abnt-2026-11-22.txt". */
export function exportFileName(format: ExportFormat, now: Date): string {
  const suffix = format === 'dublin-core' ? 'dublin-core' : format;
  return `cesta-${suffix}-${now.toISOString().slice(0, 10)}.${EXTENSION[format].extension}`;
}

/** The basket's titles, in the visitor's order, in one export format. */
export function exportBasket(
  rows: RecordRow[],
  format: ExportFormat,
  now: Date,
  citations: CitationFormatter,
): ExportFile {
  const { type } = EXTENSION[format];
  const file = (body: string | Buffer, isText = true): ExportFile => ({
    contentType: type,
    fileName: exportFileName(format, now),
    body: typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
    isText,
  });
  switch (format) {
    case 'marc':
      return file(Buffer.concat(rows.map((row) => toIso2709(marcOf(row) as MarcRecord))), false);
    case 'marcxml':
      return file(toMarcXml(rows.map((row) => marcOf(row) as MarcRecord)));
    case 'dublin-core':
      return file(toDublinCoreXml(rows.map((row) => toDublinCore(marcOf(row) as MarcRecord, extractedOf(row)))));
    default: {
      const items = rows.map((row) => toCslItem(extractedOf(row), row.id, { accessed: now }));
      if (format === 'ris') return file(toRis(items));
      if (format === 'bibtex') return file(toBibtex(items));
      if (format === 'csv') return file(toCsv(items));
      // References separated by a blank line, as in a reference list (ABNT NBR 6023 6.3); Vancouver and IEEE
      // number them in the basket's order.
      return file(`${citations.references(items, format, 'text', { numbered: true }).join('\n\n')}\n`);
    }
  }
}
