import type { LanguageTag, MarcRecordJson, RecordDetail, SearchResultItem } from '@estante/contracts';
import { type BibliographicRecord, servableLinks, workTypeKey } from '@estante/core';
import type { RecordRow } from '../database/schema.ts';
import { languageLabel, workTypeLabel } from '../search/index.ts';
import type { CopyCounts, ResultRow } from './record.repository.ts';

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

export function coverUrl(row: Pick<RecordRow, 'id' | 'has_cover'>): string | undefined {
  return row.has_cover ? `/api/vinculos/imagem?cod_acervo=${row.id}` : undefined;
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

/** The one place a record row becomes a search result item (spec 001 §3); desc_tipo_obra in the caller's language. */
export function presentSearchResult(
  row: ResultRow,
  highlight?: string,
  language: LanguageTag = 'pt',
): SearchResultItem {
  return {
    cod_acervo: row.id,
    cod_tipo_obra: row.work_type,
    desc_tipo_obra: workTypeLabel(row.work_type, language),
    ano_publicacao: row.publication_year ? String(row.publication_year) : undefined,
    idioma: row.language ?? undefined,
    idioma_desc: row.language ? languageLabel(row.language, language) : undefined,
    link_capa: coverUrl(row),
    acesso_remoto: row.has_online ? 'cr' : undefined,
    possui_acessibilidade: row.has_accessibility ? 'S' : 'N',
    rota: `/acervo/${row.id}`,
    dados_adicionais: {},
    cursos_disc: [],
    areas_conhecimento: [],
    titulo: row.title,
    autor: row.main_author ?? undefined,
    imprenta: row.imprint ?? undefined,
    edicao: row.edition ?? undefined,
    chamada: row.call_number ?? undefined,
    isbn: row.isbn ?? undefined,
    issn: row.issn ?? undefined,
    destaque: highlight,
  };
}
