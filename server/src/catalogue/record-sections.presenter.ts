import type {
  DublinCoreView,
  RecordColour,
  RecordCopy,
  RecordLink,
  RecordReference,
  StatisticsYear,
} from '@estante/contracts';
import { type BibliographicRecord, dataFields, type MarcRecord } from '@estante/core';
import { type CitationFormatter, type CitationStyle, toCslItem } from '@estante/core/citation';
import { dublinCoreElementXml, toDublinCore } from '@estante/core/export';
import type { RecordRow } from '../database/schema.ts';
import type { CopyListRow } from './copies.repository.ts';
import { extractedOf, marcOf } from './record.presenter.ts';

const orUndefined = (value: string | null) => value ?? undefined;

export function presentCopy(row: CopyListRow): RecordCopy {
  return {
    cod_exemplar: row.id,
    cod_biblioteca: row.library_code,
    desc_biblioteca: row.library_name,
    codigo_barras: orUndefined(row.barcode),
    chamada: orUndefined(row.call_number),
    volume: orUndefined(row.volume),
    tomo: orUndefined(row.tome),
    parte: orUndefined(row.part),
    material: orUndefined(row.material),
    tipo_emprestimo: orUndefined(row.loan_type_name),
    localizacao: orUndefined(row.location),
    colecao: orUndefined(row.collection),
    situacao: row.status,
    data_devolucao_prevista: row.due_date ? row.due_date.slice(0, 10) : undefined,
    // A reference-only loan type is not for loan even on the shelf (the hold rule's "not for loan", docs/circulation.md).
    emprestavel: row.loan_type_circulates !== 0,
  };
}

/** The reference in the style asked for, plus ABNT and APA (the reference tab's first two, kept for existing clients). */
export function presentReference(
  row: RecordRow,
  accessed: Date,
  citations: CitationFormatter,
  style: CitationStyle,
): RecordReference {
  const item = toCslItem(extractedOf(row), row.id, { accessed });
  const abnt = citations.reference(item, 'abnt', 'text');
  const abntHtml = citations.reference(item, 'abnt', 'html');
  const apa = citations.reference(item, 'apa', 'text');
  const apaHtml = citations.reference(item, 'apa', 'html');
  const chosen: Partial<Record<CitationStyle, [string, string]>> = { abnt: [abnt, abntHtml], apa: [apa, apaHtml] };
  const [text, html] = chosen[style] ?? [
    citations.reference(item, style, 'text'),
    citations.reference(item, style, 'html'),
  ];
  return {
    estilo: style,
    referencia: text,
    referencia_html: html,
    abnt,
    abnt_html: abntHtml,
    apa,
    apa_html: apaHtml,
  };
}

export function presentDublinCore(row: RecordRow): DublinCoreView {
  const statements = toDublinCore(marcOf(row) as MarcRecord, extractedOf(row));
  return {
    elementos: statements.map((statement) => ({ elemento: statement.element, valor: statement.value })),
    xml: dublinCoreElementXml(statements, '').replace(
      '<oai_dc:dc>',
      '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    ),
  };
}

export function presentLinks(record: BibliographicRecord): RecordLink[] {
  return record.onlineLinks.map((link) => ({ url: link.url, descricao: link.label, tipo: link.access }));
}

/** Work-type colours for badges and the default cover; white text on each passes WCAG AA (4.5:1). */
const WORK_TYPE_COLOURS: Record<number, string> = {
  1: '#1d4f91',
  2: '#7a3e00',
  3: '#5b2a86',
  4: '#5b2a86',
  5: '#0b6e4f',
  6: '#9b1c31',
  7: '#2f5d0a',
  8: '#6b2c5f',
  9: '#6b2c5f',
  10: '#6b2c5f',
  11: '#0b6e4f',
  12: '#7a3e00',
  13: '#4a4a4a',
  14: '#8a3b12',
  15: '#4a4a4a',
  16: '#4a4a4a',
  17: '#0b6e4f',
  18: '#5b2a86',
};

export function presentColour(row: RecordRow): RecordColour {
  return { cor: WORK_TYPE_COLOURS[row.work_type] ?? '#1d4f91', texto: '#ffffff' };
}

/** Loans and holds of one year by month (1-12), from ISO timestamps. */
export function presentStatisticsYear(year: number, dates: { loans: string[]; holds: string[] }): StatisticsYear {
  const months = Array.from({ length: 12 }, (_, index) => ({ mes: index + 1, emprestimos: 0, reservas: 0 }));
  const prefix = String(year);
  for (const at of dates.loans) if (at.startsWith(prefix)) months[Number(at.slice(5, 7)) - 1]!.emprestimos++;
  for (const at of dates.holds) if (at.startsWith(prefix)) months[Number(at.slice(5, 7)) - 1]!.reservas++;
  return {
    ano: year,
    meses: months,
    total_emprestimos: months.reduce((sum, month) => sum + month.emprestimos, 0),
    total_reservas: months.reduce((sum, month) => sum + month.reservas, 0),
  };
}

/** Years with any loan or hold, newest first; the current year is always offered. */
export function statisticsYears(dates: { loans: string[]; holds: string[] }, now: Date): number[] {
  const years = new Set<number>([now.getUTCFullYear()]);
  for (const at of [...dates.loans, ...dates.holds]) {
    const year = Number(at.slice(0, 4));
    if (Number.isInteger(year)) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

/**
 * Holdings statements of a periodical: MARC 21 362 (dates of publication and sequential designation) and
 * 866-868 textual holdings when the bibliographic record carries them (some systems embed them).
 */
export function holdingsStatements(marc: MarcRecord): string[] {
  return dataFields(marc, '362', '866', '867', '868')
    .map((field) =>
      field.subfields
        .filter((subfield) => subfield.code === 'a' || subfield.code === 'z')
        .map((subfield) => subfield.value.trim())
        .join(' '),
    )
    .filter(Boolean);
}

/** A periodical: work type periodical or e-periodical, or MARC leader/07 s (serial) or i (integrating). */
export function isPeriodical(row: RecordRow): boolean {
  return row.work_type === 2 || row.work_type === 17 || 'si'.includes(row.leader.charAt(7));
}
