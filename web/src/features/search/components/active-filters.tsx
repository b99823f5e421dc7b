import type { FacetEntry } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFacetGroupName, useFacetLabel } from '../hooks/use-facet-label.ts';
import { useSearchHref } from '../hooks/use-search-state.ts';
import { type SearchState, splitFilter, toggleFilter, withChanges } from '../utils/search-state.ts';

/** The facet filters in use, each removable on its own, and all at once. */
export function ActiveFilters({ search, facets }: { search: SearchState; facets: readonly FacetEntry[] }) {
  const { t } = useTranslation('search');
  const searchHref = useSearchHref();
  const label = useFacetLabel();
  const groupName = useFacetGroupName();
  if (search.filters.length === 0) return null;
  return (
    <div className="active-filters">
      <h2 className="visually-hidden">{t('facet.active')}</h2>
      <ul className="active-filters__list">
        {search.filters.map((filter) => {
          const { letter, code } = splitFilter(filter);
          const facet = facets.find((entry) => entry.tipo === letter && entry.codigo === code);
          const text = `${groupName(letter)}: ${label(letter, code, facet?.descricao)}`;
          return (
            <li key={filter}>
              <Link
                className="filter-chip"
                to={searchHref(toggleFilter(search, filter))}
                aria-label={t('facet.remove', { filter: text })}
              >
                {text}
                <span aria-hidden="true" className="filter-chip__x">
                  ×
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {search.filters.length > 1 ? (
        <Link className="active-filters__clear" to={searchHref(withChanges(search, { filters: [] }))}>
          {t('facet.clearAll')}
        </Link>
      ) : null}
    </div>
  );
}
