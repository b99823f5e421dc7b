import type { FacetEntry } from '@estante/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFacetGroupName, useFacetLabel } from '../hooks/use-facet-label.ts';
import { useSearchHref } from '../hooks/use-search-state.ts';
import { FACET_VISIBLE, type FacetGroup, groupFacets } from '../utils/facets.ts';
import { type SearchState, toggleFilter } from '../utils/search-state.ts';

function FacetGroupBox({ group, search }: { group: FacetGroup; search: SearchState }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const searchHref = useSearchHref();
  const label = useFacetLabel();
  const groupName = useFacetGroupName();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const active = (entry: FacetEntry) => search.filters.includes(`${entry.tipo}:${entry.codigo}`);
  // Chosen values always show, even beyond the first few.
  const shown = expanded
    ? group.entries
    : group.entries.filter((entry, index) => index < FACET_VISIBLE || active(entry));
  const hidden = group.entries.length - shown.length;

  return (
    <fieldset className="facet" data-facet={group.letter}>
      <legend className="facet__name">{groupName(group.letter)}</legend>
      <ul id={`${id}-list`} className="facet__list">
        {shown.map((entry) => {
          const filter = `${entry.tipo}:${entry.codigo}`;
          return (
            <li key={filter}>
              <label className="facet__option">
                <input
                  type="checkbox"
                  value={filter}
                  checked={active(entry)}
                  onChange={() => navigate(searchHref(toggleFilter(search, filter)))}
                />
                <span className="facet__label">{label(entry.tipo, entry.codigo, entry.descricao)}</span>
                <span className="facet__count">
                  <span className="visually-hidden">, </span>
                  {t('facet.count', { count: entry.mostrarQtdOriginal ? entry.totalSemFiltro : entry.total })}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {group.entries.length > FACET_VISIBLE ? (
        <button
          type="button"
          className="link-button facet__more"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('facet.showLess') : t('facet.showMore', { count: hidden })}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The facets of the response, to narrow the results (AND across groups, OR within one; spec 001 §5). */
export function Facets({ facets, search }: { facets: readonly FacetEntry[]; search: SearchState }) {
  const { t } = useTranslation('search');
  const groups = groupFacets(facets);
  if (groups.length === 0) return null;
  return (
    <aside className="facets" aria-labelledby="facets-heading">
      <h2 id="facets-heading" className="facets__heading" tabIndex={-1}>
        {t('facet.heading')}
      </h2>
      {groups.map((group) => (
        <FacetGroupBox key={group.letter} group={group} search={search} />
      ))}
    </aside>
  );
}
