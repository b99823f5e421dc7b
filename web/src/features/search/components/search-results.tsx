import { SEARCH_DEFAULTS } from '@estante/contracts/constants';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSearchRecords } from '../api/search-records.ts';
import { useSearchHref } from '../hooks/use-search-state.ts';
import { pageCount, type SearchState } from '../utils/search-state.ts';
import { Pagination } from './pagination.tsx';
import { ResultItem } from './result-item.tsx';
import '../search.css';

const pageSize = SEARCH_DEFAULTS.pageSize;

/**
 * Results of the search in the URL: a live summary (count, loading, no results), the list and pagination.
 * The summary is a status region that stays mounted, so that each new count is announced.
 */
export function SearchResults({ search }: { search: SearchState }) {
  const { t } = useTranslation('search');
  const searchHref = useSearchHref();
  const query = useSearchRecords({ term: search.term, page: search.page, pageSize });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef({ term: search.term, page: search.page });

  // After moving to another page of the same search, take focus and view to the top of the results.
  // Not on a new search: the visitor is in the search box, and the status region announces the count.
  useEffect(() => {
    if (!query.isSuccess || query.isPlaceholderData) return;
    const previous = shown.current;
    shown.current = { term: search.term, page: search.page };
    if (previous.term === search.term && previous.page !== search.page) {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [search.term, search.page, query.isSuccess, query.isPlaceholderData]);

  const data = query.data;
  const total = data?.total ?? 0;
  const totalPages = pageCount(total, pageSize);
  const first = (search.page - 1) * pageSize + 1;
  const currentHref = searchHref({ term: search.term, page: search.page });

  let summary: string;
  if (query.isPending) summary = t('results.loading', { term: search.term });
  else if (query.isError && !data) summary = t('results.failed');
  else if (total === 0) summary = t('results.none', { term: search.term });
  else summary = t('results.summary', { count: total, term: search.term });

  return (
    <section className="results container" aria-labelledby="results-heading">
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

      {query.isError && !data ? <ErrorMessage error={query.error} onRetry={() => query.refetch()} /> : null}

      {data && total === 0 ? (
        <div className="results__empty">
          <p>{t('empty.suggestionsIntro')}</p>
          <ul>
            <li>{t('empty.checkSpelling')}</li>
            <li>{t('empty.fewerWords')}</li>
            <li>{t('empty.broaderTerms')}</li>
          </ul>
        </div>
      ) : null}

      {data && total > 0 && data.data.length === 0 ? (
        <div className="results__empty">
          <p>{t('empty.pageOutOfRange', { page: search.page })}</p>
          <p>
            <Link to={searchHref({ term: search.term })}>{t('empty.firstPage')}</Link>
          </p>
        </div>
      ) : null}

      {data && data.data.length > 0 ? (
        <ol
          className={`results__list${query.isPlaceholderData ? ' is-busy' : ''}`}
          start={first}
          aria-busy={query.isPlaceholderData}
        >
          {data.data.map((item) => (
            <ResultItem key={item.cod_acervo} item={item} searchHref={currentHref} />
          ))}
        </ol>
      ) : null}

      {data ? (
        <Pagination
          page={search.page}
          totalPages={totalPages}
          hrefForPage={(page) => searchHref({ term: search.term, page })}
        />
      ) : null}
    </section>
  );
}
