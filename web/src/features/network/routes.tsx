import { type FacetEntry, facetDefinition, groupFacetEntries, type NetworkItem } from '@estante/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { formatDateTime, formatInteger } from '../../lib/format.ts';
import { NETWORK_PAGE_SIZE, type NetworkSearch, useNetworkInstitutions, useNetworkSearch } from './network-api.ts';
import './network.css';

/** The facet letters the network page offers: the network's own (Z, R) first, then work type, language and year. */
const NETWORK_FACETS = ['Z', 'R', 'T', 'I', 'Y'];

function useNetworkSearchParams(): [NetworkSearch, (next: NetworkSearch) => void] {
  const [params, setParams] = useSearchParams();
  const search = {
    term: params.get('termo') ?? '',
    filters: params.getAll('filtro'),
    page: Math.max(1, Number(params.get('pagina')) || 1),
  };
  const update = (next: NetworkSearch) => {
    const query = new URLSearchParams();
    if (next.term.trim()) query.set('termo', next.term.trim());
    for (const filter of next.filters) query.append('filtro', filter);
    if (next.page > 1) query.set('pagina', String(next.page));
    setParams(query);
  };
  return [search, update];
}

function FacetGroup({
  letter,
  entries,
  search,
  onChange,
}: {
  letter: string;
  entries: FacetEntry[];
  search: NetworkSearch;
  onChange: (next: NetworkSearch) => void;
}) {
  const { t } = useTranslation(['network', 'search']);
  const key = facetDefinition(letter)?.labelKey ?? letter;
  const toggle = (filter: string) =>
    onChange({
      ...search,
      page: 1,
      filters: search.filters.includes(filter)
        ? search.filters.filter((other) => other !== filter)
        : [...search.filters, filter],
    });
  return (
    <fieldset className="network-facet" data-facet={letter}>
      <legend className="network-facet__name">{t(key as 'facet.group.Z', { ns: 'search' })}</legend>
      <ul className="network-facet__list">
        {entries.map((entry) => {
          const filter = `${entry.tipo}:${entry.codigo}`;
          return (
            <li key={filter}>
              <label className="network-facet__option">
                <input type="checkbox" checked={search.filters.includes(filter)} onChange={() => toggle(filter)} />
                <span className="network-facet__label">{entry.descricao}</span>
                <span className="network-facet__count">
                  <span className="visually-hidden">, </span>
                  {t('facet.count', {
                    ns: 'search',
                    count: entry.mostrarQtdOriginal ? entry.totalSemFiltro : entry.total,
                  })}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function NetworkResult({ item }: { item: NetworkItem }) {
  const { t } = useTranslation('network');
  const facts = [item.desc_tipo_obra, item.ano_publicacao, item.idioma_desc].filter(Boolean).join(' · ');
  return (
    <li className="network-result">
      <h3 className="network-result__title">{item.titulo}</h3>
      {item.autor ? <p className="network-result__author">{item.autor}</p> : null}
      {item.imprenta ? <p>{item.imprenta}</p> : null}
      <p className="network-result__facts">{facts}</p>
      <p className="network-result__holders">
        {t('heldBy', { count: item.instituicoes.length })}{' '}
        {[...new Set(item.instituicoes.map((holding) => holding.desc_empresa))].join(', ')}
      </p>
    </li>
  );
}

function Institutions() {
  const { t } = useTranslation('network');
  const institutions = useNetworkInstitutions();
  if (!institutions.data || institutions.data.length === 0) return null;
  return (
    <section className="network-institutions" aria-labelledby="network-institutions-heading">
      <h2 id="network-institutions-heading">{t('institutions.heading')}</h2>
      <ul>
        {institutions.data.map((institution) => (
          <li key={institution.cod_empresa}>
            <strong>{institution.desc_empresa}</strong>{' '}
            {t('institutions.records', {
              count: institution.registros,
              formatted: formatInteger(institution.registros),
            })}
            <ul>
              {institution.repositorios.map((repository) => (
                <li key={repository.codigo}>
                  {repository.descricao}:{' '}
                  {repository.ultima_colheita
                    ? t('institutions.harvested', { date: formatDateTime(repository.ultima_colheita) })
                    : t('institutions.neverHarvested')}
                  {repository.situacao === 'falhou' ? ` ${t('institutions.failed')}` : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /rede: the network union catalogue (docs/network.md). One search box over every member institution's records,
 * facets Z (institution) and R (repository) with counts, and the institutions with their last harvest. A failing
 * network service shows the spec's warning (spec 001 §8) through the central error presentation.
 */
export function NetworkRoute() {
  const { t } = useTranslation('network');
  const [search, setSearch] = useNetworkSearchParams();
  const [draft, setDraft] = useState(search.term);
  const results = useNetworkSearch(search);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ term: draft, filters: [], page: 1 });
  };
  const groups = groupFacetEntries(results.data?.filtros ?? []).filter(([letter]) => NETWORK_FACETS.includes(letter));
  const pages = Math.ceil((results.data?.total ?? 0) / NETWORK_PAGE_SIZE);

  return (
    <div className="container page network-page">
      <PageTitle title={search.term ? t('titleWithTerm', { term: search.term }) : t('title')} />
      <h1 className="page__title">{t('title')}</h1>
      <p>{t('intro')}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> needs Chrome 118; the supported minimum is Chrome 104 */}
      <form role="search" className="network-search" onSubmit={submit} aria-label={t('title')}>
        <label htmlFor={inputId}>{t('searchLabel')}</label>
        <div className="network-search__row">
          <input id={inputId} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
          <button type="submit" className="button button--primary">
            {t('searchButton')}
          </button>
        </div>
      </form>

      {results.isError ? <ErrorMessage error={results.error} /> : null}
      {results.isFetching && !results.data ? <Spinner /> : null}
      {results.data ? (
        <div className="network-results" aria-busy={results.isFetching}>
          <section aria-labelledby="network-results-heading" className="network-results__list">
            <h2 id="network-results-heading" aria-live="polite">
              {t('results', { count: results.data.total, formatted: formatInteger(results.data.total) })}
            </h2>
            <ol>
              {results.data.data.map((item) => (
                <NetworkResult key={item.id} item={item} />
              ))}
            </ol>
            {pages > 1 ? (
              <nav className="network-pages" aria-label={t('pages')}>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={search.page <= 1}
                  onClick={() => setSearch({ ...search, page: search.page - 1 })}
                >
                  {t('previous')}
                </button>
                <span>{t('page', { page: search.page, pages })}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={search.page >= pages}
                  onClick={() => setSearch({ ...search, page: search.page + 1 })}
                >
                  {t('next')}
                </button>
              </nav>
            ) : null}
          </section>
          {groups.length > 0 ? (
            <aside className="network-facets" aria-labelledby="network-facets-heading">
              <h2 id="network-facets-heading" className="network-facets__heading">
                {t('refine')}
              </h2>
              {groups.map(([letter, entries]) => (
                <FacetGroup key={letter} letter={letter} entries={entries} search={search} onChange={setSearch} />
              ))}
            </aside>
          ) : null}
        </div>
      ) : null}
      <Institutions />
    </div>
  );
}
