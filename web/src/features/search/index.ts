/** Search's public module: the form, results and history the app places on the home screen. */
export { ResultItem } from './components/result-item.tsx';
export { SearchForm } from './components/search-form.tsx';
export { SearchHistory } from './components/search-history.tsx';
export { SearchLanding } from './components/search-landing.tsx';
export { SearchResults } from './components/search-results.tsx';
export { useSearchState } from './hooks/use-search-state.ts';
export { searchToQuery } from './utils/search-state.ts';
