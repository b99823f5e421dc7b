import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { SearchLanding } from '../../features/search/components/search-landing.tsx';
import { SearchResults } from '../../features/search/components/search-results.tsx';
import { useSearchState } from '../../features/search/hooks/use-search-state.ts';

/** Home and search (`/` and `/:guia`): the search box, then the results of the search in the URL. */
export function HomeRoute() {
  const { t } = useTranslation('search');
  const search = useSearchState();
  const searching = search.term !== '';
  const title = searching
    ? search.page > 1
      ? t('page.resultsTitlePaged', { term: search.term, page: search.page })
      : t('page.resultsTitle', { term: search.term })
    : t('page.title');

  return (
    <>
      <PageTitle title={title} />
      <div className={`search-hero${searching ? ' search-hero--compact' : ''}`}>
        <div className="container">
          <h1 className={searching ? 'visually-hidden' : 'search-hero__title'}>{t('page.heading')}</h1>
          {searching ? null : <p className="search-hero__lead">{t('page.lead')}</p>}
          <SearchForm key={search.term} initialTerm={search.term} size={searching ? 'compact' : 'large'} />
        </div>
      </div>
      {searching ? <SearchResults search={search} /> : <SearchLanding />}
    </>
  );
}
