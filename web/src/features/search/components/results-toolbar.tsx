import type { SearchResultItem } from '@estante/contracts';
import { SORT_ORDERS } from '@estante/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addToBasket } from '../../../components/basket/add-to-basket.ts';
import { BasketLink } from '../../../components/basket/basket-link.tsx';
import { useSortOptions } from '../api/search-records.ts';
import { useSearchHref } from '../hooks/use-search-state.ts';
import { toBasketItem } from '../utils/basket-item.ts';
import { DISPLAY_MODES, type DisplayMode, PAGE_SIZES, type SearchState, withChanges } from '../utils/search-state.ts';

/** Ordering, results per page and display mode of the results, and "add this page to the basket". */
export function ResultsToolbar({ search, items }: { search: SearchState; items: readonly SearchResultItem[] }) {
  const { t, i18n } = useTranslation(['search', 'basket']);
  const { t: tBasket } = useTranslation('basket');
  const navigate = useNavigate();
  const searchHref = useSearchHref();
  const sortOptions = useSortOptions(i18n.language);
  const id = useId();
  const go = (changes: Partial<SearchState>) => navigate(searchHref(withChanges(search, changes)));
  // Labels from GET /consulta/ordenacao in the visitor's language; our own until it answers.
  const orderings =
    sortOptions.data?.map((option) => ({ code: option.codigo, label: option.descricao })) ??
    SORT_ORDERS.map((code) => ({ code, label: t(`sort.${code}`) }));

  return (
    <div className="results-toolbar">
      <div className="results-toolbar__field">
        <label htmlFor={`${id}-sort`}>{t('toolbar.sort')}</label>
        <select id={`${id}-sort`} value={search.sort} onChange={(event) => go({ sort: event.target.value })}>
          {orderings.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="results-toolbar__field">
        <label htmlFor={`${id}-size`}>{t('toolbar.pageSize')}</label>
        <select
          id={`${id}-size`}
          value={search.pageSize}
          onChange={(event) => go({ pageSize: Number(event.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="results-toolbar__display">
        <legend className="visually-hidden">{t('toolbar.display')}</legend>
        {DISPLAY_MODES.map((mode: DisplayMode) => (
          <label key={mode} className={`segmented${search.display === mode ? ' is-active' : ''}`}>
            <input
              type="radio"
              name={`${id}-display`}
              className="visually-hidden"
              checked={search.display === mode}
              onChange={() => navigate(searchHref({ ...search, display: mode }), { replace: true })}
            />
            {t(mode === 'D' ? 'toolbar.displayD' : 'toolbar.displayC')}
          </label>
        ))}
      </fieldset>
      {items.length > 0 ? (
        <button
          type="button"
          className="button button--secondary results-toolbar__basket"
          onClick={() => addToBasket(items.map(toBasketItem), tBasket)}
        >
          {t('basket:addPage', { count: items.length })}
        </button>
      ) : null}
      <BasketLink />
    </div>
  );
}
