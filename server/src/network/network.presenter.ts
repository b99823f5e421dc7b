import {
  type FacetEntry,
  facetDefinition,
  groupFacetEntries,
  type LanguageTag,
  NETWORK_HARVEST_FAILURES,
  type NetworkHarvestFailure,
  type NetworkInstitution,
  type NetworkItem,
  type NetworkMember,
} from '@estante/contracts';
import type { FacetCount } from '@estante/search';
import { languageLabel, mainClassLabel, workTypeLabel } from '../search/index.ts';
import type { ClusterRow, NetworkMemberRow } from './network.repository.ts';

/** Facet values in the registry's order, codes the server names labelled in the caller's language (as /consulta). */
export function presentNetworkFacets(facets: FacetCount[], language: LanguageTag): FacetEntry[] {
  const label = (facet: FacetCount) => {
    switch (facetDefinition(facet.letter)?.valueLabel) {
      case 'work-type':
        return workTypeLabel(Number(facet.code), language);
      case 'main-class':
        return mainClassLabel(facet.code, language);
      case 'language':
        return languageLabel(facet.code, language);
      default:
        return facet.label;
    }
  };
  const entries = facets.map((facet) => ({
    tipo: facet.letter,
    codigo: facet.code,
    descricao: label(facet),
    total: facet.count,
    totalSemFiltro: facet.countWithoutOwnLetter,
    mostrarQtdOriginal: facet.countWithoutOwnLetter !== facet.count || facet.selected,
  }));
  return groupFacetEntries(entries).flatMap(([, values]) => values);
}

/** A work from its records (lowest id first): the first record describes it, every record names its holder. */
export function presentNetworkItem(rows: ClusterRow[], language: LanguageTag): NetworkItem {
  const main = rows[0]!;
  return {
    id: Number(main.id),
    tipo_obra: Number(main.work_type),
    desc_tipo_obra: workTypeLabel(Number(main.work_type), language),
    ano_publicacao: main.publication_year === null ? null : Number(main.publication_year),
    idioma: main.language,
    idioma_desc: main.language ? languageLabel(main.language, language) : null,
    titulo: main.title,
    autor: main.main_author,
    imprenta: main.imprint,
    isbn: main.isbn ?? rows.find((row) => row.isbn)?.isbn ?? null,
    instituicao: { cod_empresa: Number(main.institution_code), desc_empresa: main.institution_name },
    instituicoes: rows.map((row) => ({
      cod_empresa: Number(row.institution_code),
      desc_empresa: row.institution_name,
      repositorio: { codigo: String(row.member_id), descricao: row.repository_name },
      identificador: row.oai_identifier,
      atualizado_em: row.datestamp,
    })),
  };
}

function repositoryState(member: NetworkMemberRow) {
  return {
    codigo: String(member.id),
    descricao: member.repository_name,
    registros: Number(member.record_count),
    ultima_colheita: member.last_success_at,
    ultima_tentativa: member.last_attempt_at,
    situacao: member.last_error
      ? ('falhou' as const)
      : member.last_success_at
        ? ('atualizado' as const)
        : ('nunca_colhido' as const),
  };
}

/** The member institutions, each with its repositories and their last harvest, by name. */
export function presentInstitutions(members: NetworkMemberRow[]): NetworkInstitution[] {
  const byCode = new Map<number, NetworkInstitution>();
  for (const member of members) {
    const code = Number(member.institution_code);
    const institution = byCode.get(code) ?? {
      cod_empresa: code,
      desc_empresa: member.institution_name,
      registros: 0,
      repositorios: [],
    };
    institution.repositorios.push(repositoryState(member));
    institution.registros += Number(member.record_count);
    byCode.set(code, institution);
  }
  return [...byCode.values()].sort((a, b) => a.desc_empresa.localeCompare(b.desc_empresa, 'pt'));
}

function harvestFailure(code: string | null): NetworkHarvestFailure | null {
  return NETWORK_HARVEST_FAILURES.find((known) => known === code) ?? null;
}

export function presentMember(member: NetworkMemberRow): NetworkMember {
  return {
    codigo: Number(member.id),
    cod_empresa: Number(member.institution_code),
    desc_empresa: member.institution_name,
    repositorio: member.repository_name,
    url: member.base_url,
    formato: member.metadata_prefix as NetworkMember['formato'],
    conjunto: member.set_spec,
    intervalo_minutos: Number(member.interval_minutes),
    ativo: Number(member.active) === 1,
    proxima_colheita_desde: member.next_from,
    ultima_tentativa: member.last_attempt_at,
    ultima_colheita: member.last_success_at,
    erro: member.last_error,
    falha: member.last_error ? harvestFailure(member.last_error_code) : null,
    registros: Number(member.record_count),
  };
}
