import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  const shown = useRef(currentHref);

  // After moving to another page, ordering or filter of the same terms, take focus and view to the top of
  // the results. Not on new terms: the visitor is in the search box, and the status region announces the count.
  useEffect(() => {
    if (!query.isSuccess || query.isPlaceholderData) return;
    const previous = shown.current;
    shown.current = currentHref;
    const terms = (href: string) => new URLSearchParams(href.split('?')[1] ?? '').getAll('termo').join('\u0000');
    if (previous !== currentHref && terms(previous) === terms(currentHref)) {
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
      <div className="results-layout__side">
        {data ? <Facets facets={data.filtros} search={search} /> : null}
        <SearchHistory currentUrl={searchHref(withChanges(search, {}))} />
      </div>
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
          // On narrow screens the facets come after the list; this link takes the visitor there.
          <a className="results__to-facets" href="#facets-heading">
            {t('facet.jump')}
          </a>
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
    </div>
  );
}
