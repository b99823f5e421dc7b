import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchHistory } from '../utils/search-history.ts';

/** The searches of this session, newest first; each link repeats its search. */
export function SearchHistory({ currentUrl }: { currentUrl?: string }) {
  const { t } = useTranslation('search');
  const entries = useSyncExternalStore(searchHistory.subscribe, searchHistory.getSnapshot, searchHistory.getSnapshot);
  const shown = entries.filter((entry) => entry.url !== currentUrl);
  if (shown.length === 0) return null;
  return (
    <section className="search-history" aria-labelledby="search-history-heading">
      <h2 id="search-history-heading" className="facets__heading">
        {t('history.heading')}
      </h2>
      <ol className="search-history__list">
        {shown.slice(0, 8).map((entry) => (
          <li key={entry.url}>
            <Link to={entry.url}>{entry.label}</Link>{' '}
            <span className="facet__count">{t('history.count', { count: entry.total })}</span>
          </li>
        ))}
      </ol>
      <button type="button" className="link-button" onClick={() => searchHistory.clear()}>
        {t('history.clear')}
      </button>
    </section>
  );
}
