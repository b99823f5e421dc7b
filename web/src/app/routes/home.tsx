import { isSearchGuide, type SearchGuide } from '@estante/contracts';
import { lazy, type ReactElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AfterFirstRender } from '../../components/after-first-render.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { paths } from '../../config/paths.ts';
import {
  SearchForm,
  SearchHistory,
  SearchLanding,
  SearchResults,
  searchToQuery,
  useSearchState,
} from '../../features/search/index.ts';
import { SearchGuideLinks } from '../../features/search-guides/index.ts';
import { NotFound } from '../../features/shell/index.ts';
import { HomeSections } from '../../features/site-content/index.ts';

// The browse screens are search guides of their own (/indice, /autoridades); loaded only when opened.
const BrowseScreen = lazy(() =>
  import('../../features/browse/index.ts').then((module) => ({ default: module.BrowseScreen })),
);
const AuthorityListScreen = lazy(() =>
  import('../../features/browse/index.ts').then((module) => ({
    default: module.AuthorityListScreen,
  })),
);
// The course-reserves, special-collection and standards guides (docs/search-guides.md), each loaded when opened.
// Imported from their own files: the search screen imports the feature's public module for its links, so a
// lazy import of that module would stay in the first page's code.
const CourseGuideScreen = lazy(() =>
  import('../../features/search-guides/components/course-guide-screen.tsx').then((module) => ({
    default: module.CourseGuideScreen,
  })),
);
const CollectionGuideScreen = lazy(() =>
  import('../../features/search-guides/components/collection-guide-screen.tsx').then((module) => ({
    default: module.CollectionGuideScreen,
  })),
);
const TargetGuideScreen = lazy(() =>
  import('../../features/search-guides/components/target-guide-screen.tsx').then((module) => ({
    default: module.TargetGuideScreen,
  })),
);
const BROWSE_GUIDES: Record<SearchGuide, () => ReactElement> = {
  indice: () => <BrowseScreen />,
  autoridades: () => <AuthorityListScreen />,
  bibliografia: () => <CourseGuideScreen />,
  arquivo: () => <CollectionGuideScreen guide="arquivo" key="arquivo" />,
  'atos-normativos': () => <CollectionGuideScreen guide="atos-normativos" key="atos-normativos" />,
  jurisprudencia: () => <CollectionGuideScreen guide="jurisprudencia" key="jurisprudencia" />,
  target_gedweb: () => <TargetGuideScreen />,
};

/** `/` and `/:guia`: the search, or a browse screen for the browse guides. */
export function HomeRoute() {
  const { guia } = useParams();
  const Browse = guia && isSearchGuide(guia) ? BROWSE_GUIDES[guia] : undefined;
  // Only the guides of SEARCH_GUIDES exist (the server answers any other with 404 too).
  if (guia && !isSearchGuide(guia)) return <NotFound />;
  if (Browse) {
    return (
      <Suspense fallback={<Spinner size="large" />}>
        <Browse />
      </Suspense>
    );
  }
  return <SearchScreen />;
}

/** Home and search: the search box, then the results of the search in the URL. */
function SearchScreen() {
  const { t } = useTranslation('search');
  const search = useSearchState();
  const searching = search.rows.length > 0;
  const title = searching
    ? search.page > 1
      ? t('page.resultsTitlePaged', { term: search.term, page: search.page })
      : t('page.resultsTitle', { term: search.term })
    : t('page.title');
  // The form follows the URL's terms and options (back button), but not its page, ordering or filters.
  const formKey = searchToQuery({ ...search, filters: [], page: 1, sort: 'C', pageSize: 20, display: 'D' });

  return (
    <>
      <PageTitle title={title} />
      <div className={`search-hero${searching ? ' search-hero--compact' : ''}`}>
        <div className="container">
          <h1 className={searching ? 'visually-hidden' : 'search-hero__title'}>{t('page.heading')}</h1>
          {searching ? null : <p className="search-hero__lead">{t('page.lead')}</p>}
          <SearchForm key={formKey} search={search} size={searching ? 'compact' : 'large'} />
          <nav className="search-guides" aria-label={t('guides.label')}>
            <Link to={paths.guide.getHref('indice')}>{t('guides.index')}</Link>
            <Link to={paths.guide.getHref('autoridades')}>{t('guides.authorities')}</Link>
            <SearchGuideLinks />
          </nav>
        </div>
      </div>
      {searching ? (
        <SearchResults search={search} />
      ) : (
        <>
          {/* Below the search box on a phone: each in a task of its own after the first render, their calls too. */}
          <AfterFirstRender>
            <div className="container">
              <SearchHistory />
            </div>
          </AfterFirstRender>
          <AfterFirstRender>
            <HomeSections />
          </AfterFirstRender>
          <AfterFirstRender>
            <SearchLanding />
          </AfterFirstRender>
        </>
      )}
    </>
  );
}
