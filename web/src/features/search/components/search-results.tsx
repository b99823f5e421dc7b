import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigationType } from 'react-router';
import { Modal } from '../../../components/dialog/modal.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSearchRecords } from '../api/search-records.ts';
import { useSearchHref } from '../hooks/use-search-state.ts';
import { searchHistory } from '../utils/search-history.ts';
import { pageCount, type SearchState, searchToQuery, withChanges } from '../utils/search-state.ts';
import { ActiveFilters } from './active-filters.tsx';
import { Facets } from './facets.tsx';
import { Pagination } from './pagination.tsx';
import { ResultItem } from './result-item.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';
import { SearchHistory } from './search-history.tsx';
import '../search.css';

/**
 * Results of the search in the URL: facets and history beside; a live summary (count, loading, no results),
 * the active filters, the toolbar, the list and pagination. The summary is a status region that stays
 * mounted, so that each new count is announced.
 */
/** The search with each row's term replaced by the server's suggestion for it (`sugestao.termo`, one per row). */
function withSuggestedTerms(search: SearchState, terms: string[]): SearchState {
  return withChanges(search, { rows: search.rows.map((row, index) => ({ ...row, term: terms[index] ?? row.term })) });
}

export function SearchResults({ search }: { search: SearchState }) {
  const { t } = useTranslation('search');
  const searchHref = useSearchHref();
  const query = useSearchRecords(search);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const currentHref = searchHref(search);
  // A search the visitor just asked for (a link or the form: PUSH) takes the focus once its results are in; an
  // address opened, reloaded or reached with Back (POP) leaves the focus where the browser puts it.
  const navigationType = useNavigationType();
  const shown = useRef(navigationType === 'POP' ? currentHref : '');
  const [filtersOpen, setFiltersOpen] = useState(false);

  // After a search, another page, ordering or filter: focus and view to the results heading, which names the
  // search and its count (the screen reader reads it), so that the next Tab goes to the first result.
  useEffect(() => {
    if (!query.isSuccess || query.isPlaceholderData) return;
    const previous = shown.current;
    shown.current = currentHref;
    if (previous !== currentHref) {
      setFiltersOpen(false);
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [currentHref, query.isSuccess, query.isPlaceholderData]);

  // A successful search appends a history entry (spec 001 §4); the first page of it, as it was asked.
  useEffect(() => {
    if (!query.isSuccess || query.isPlaceholderData) return;
    searchHistory.record({
      id: query.data.id,
      label: search.term,
      total: query.data.total,
      url: searchHref(withChanges(search, {})),
      at: new Date().toISOString(),
    });
  }, [query.isSuccess, query.isPlaceholderData, query.data, search, searchHref]);

  const data = query.data;
  const total = data?.total ?? 0;
  const totalPages = pageCount(total, search.pageSize);
  const first = (search.page - 1) * search.pageSize + 1;

  let summary: string;
  if (query.isPending) summary = t('results.loading', { term: search.term });
  else if (query.isError && !data) summary = t('results.failed');
  else if (total === 0) summary = t('results.none', { term: search.term });
  else summary = t('results.summary', { count: total, term: search.term });

  return (
    <div className="results-layout container">
      <section className="results" aria-labelledby="results-heading" data-search={searchToQuery(search)}>
        <div role="status" className="results__status">
          <h2 id="results-heading" ref={headingRef} tabIndex={-1} className="results__heading">
            {query.isPending ? <Spinner size="small" /> : null}
            {summary}
          </h2>
          {data && total > 0 && data.data.length > 0 ? (
            <p className="results__range">
              {t('results.range', { from: first, to: first + data.data.length - 1, total })}
            </p>
          ) : null}
        </div>

        {data?.sugestao ? (
          // Did you mean (docs/search.md): the same search with the corrected terms, one click away.
          <p className="results__suggestion">
            {t('empty.didYouMean')}{' '}
            <Link to={searchHref(withSuggestedTerms(search, data.sugestao.termo))}>
              {data.sugestao.termo.join(' ')}
            </Link>
          </p>
        ) : null}

        {data && data.filtros.length > 0 ? (
          // On narrow screens the facets come after the list; this link takes the visitor there. On phones they
          // open in a dialog instead.
          <>
            <a className="results__to-facets" href="#facets-heading">
              {t('facet.jump')}
            </a>
            <button type="button" className="button results__filters-button" onClick={() => setFiltersOpen(true)}>
              {t('facet.filters')}
            </button>
          </>
        ) : null}
        <ActiveFilters search={search} facets={data?.filtros ?? []} />

        {query.isError && !data ? <ErrorMessage error={query.error} onRetry={() => query.refetch()} /> : null}

        {data && total === 0 ? (
          <div className="results__empty">
            <p>{t('empty.suggestionsIntro')}</p>
            <ul>
              <li>{t('empty.checkSpelling')}</li>
              <li>{t('empty.fewerWords')}</li>
              <li>{t('empty.broaderTerms')}</li>
              {search.similar ? null : <li>{t('empty.trySimilar')}</li>}
            </ul>
          </div>
        ) : null}

        {data && total > 0 && data.data.length === 0 ? (
          <div className="results__empty">
            <p>{t('empty.pageOutOfRange', { page: search.page })}</p>
            <p>
              <Link to={searchHref(withChanges(search, {}))}>{t('empty.firstPage')}</Link>
            </p>
          </div>
        ) : null}

        {data && data.data.length > 0 ? (
          <>
            <ResultsToolbar search={search} items={data.data} />
            <ol
              className={`results__list${query.isPlaceholderData ? ' is-busy' : ''}`}
              start={first}
              aria-busy={query.isPlaceholderData}
            >
              {data.data.map((item) => (
                <ResultItem key={item.cod_acervo} item={item} searchHref={currentHref} display={search.display} />
              ))}
            </ol>
          </>
        ) : null}

        {data ? (
          <Pagination
            page={search.page}
            totalPages={totalPages}
            hrefForPage={(page) => searchHref(withChanges(search, { page }))}
          />
        ) : null}
      </section>
      {/* After the results in the reading and tab order at every width; beside them on wide screens (search.css). */}
      <div className="results-layout__side">
        {data && !filtersOpen ? <Facets facets={data.filtros} search={search} /> : null}
        <SearchHistory currentUrl={searchHref(withChanges(search, {}))} />
      </div>
      {data ? (
        <Modal open={filtersOpen} title={t('facet.filters')} onClose={() => setFiltersOpen(false)}>
          <Facets facets={data.filtros} search={search} />
        </Modal>
      ) : null}
    </div>
  );
}
