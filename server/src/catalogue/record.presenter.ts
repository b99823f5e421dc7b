import type { MarcRecordJson, RecordDetail } from '@estante/contracts';
import { type BibliographicRecord, servableLinks, workTypeKey } from '@estante/core';
import type { RecordRow } from '../database/schema.ts';
import { coverUrl } from '../search/index.ts';
import type { CopyCounts } from './record.repository.ts';

/**
 * Stored extraction of a record (records.extracted_json). Every answer that carries a record's links reads them
 * here, so the link schemes are checked again: extractions stored before the check came in may hold a
 * `javascript:` 856 $u (issue 27).
 */
export function extractedOf(row: RecordRow): BibliographicRecord {
  const record = JSON.parse(row.extracted_json) as BibliographicRecord;
  record.onlineLinks = servableLinks(record.onlineLinks ?? []);
  return record;
}

export function marcOf(row: RecordRow): MarcRecordJson {
  return JSON.parse(row.marc_json) as MarcRecordJson;
}

/** The one place a record row becomes the JSON of GET /api/acervo/{id}. */
export function presentRecordDetail(row: RecordRow, copies: CopyCounts): RecordDetail {
  const record = extractedOf(row);
  return {
    cod_acervo: row.id,
    titulo: row.title,
    subtitulo: record.subtitle || undefined,
    responsabilidade: record.statementOfResponsibility || undefined,
    autores: record.authors.map((author) => ({
      name: author.name,
      role: author.role,
      dates: author.dates,
      kind: author.kind,
      main: author.main,
    })),
    assuntos: record.subjects,
    editora: record.publication.publisher || undefined,
    local_publicacao: record.publication.place || undefined,
    ano_publicacao: row.publication_year ? String(row.publication_year) : undefined,
    imprenta: row.imprint ?? undefined,
    edicao: row.edition ?? undefined,
    idioma: row.language ?? undefined,
    idiomas: record.languages,
    descricao_fisica: record.physicalDescription || undefined,
    series: record.series,
    notas: record.notes.map((note) => note.text),
    isbn: record.isbns.map((isbn) => isbn.display),
    issn: record.issns,
    chamada: row.call_number ?? undefined,
    classificacao: record.classification?.value,
    links: record.onlineLinks.map((link) => ({ url: link.url, label: link.label })),
    cod_tipo_obra: row.work_type,
    tipo_obra: workTypeKey(row.work_type) ?? 'book',
    link_capa: coverUrl(row),
    exemplares_total: copies.total,
    exemplares_disponiveis: copies.available,
  };
}
