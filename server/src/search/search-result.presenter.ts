import type { LanguageTag, SearchResultItem } from '@estante/contracts';
import type { RecordRow } from '../database/schema.ts';
import { languageLabel, workTypeLabel } from './search-labels.ts';
import type { ResultRow } from './search-result.repository.ts';

/** The link of a record's cover image, when it has one (a result item's and the title page's link_capa). */
export function coverUrl(row: Pick<RecordRow, 'id' | 'has_cover'>): string | undefined {
  return row.has_cover ? `/api/vinculos/imagem?cod_acervo=${row.id}` : undefined;
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
