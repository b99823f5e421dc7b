import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchHref } from '../hooks/use-search-state.ts';
import {
  EMPTY_ROW,
  isAdvanced,
  MAX_ROWS,
  MAX_TERM_LENGTH,
  SEARCH_FIELDS,
  SEARCH_OPERATORS,
  SEARCH_POSITIONS,
  type SearchRow,
  type SearchState,
  withChanges,
} from '../utils/search-state.ts';
import '../search.css';

type KeyedRow = SearchRow & { key: number };

interface SearchFormProps {
  /** The search on screen; remount the form (key) when it changes so the boxes follow the URL. */
  search: SearchState;
  size?: 'large' | 'compact';
}

/**
 * The catalogue's search: one box, or the advanced search of several rows (field, position, operator),
 * and the similar-words option. Submitting puts the search in the URL (page 1, filters cleared, as a new
 * query does in spec 001 §4); ordering, page size and display stay as the visitor chose them.
 */
export function SearchForm({ search, size = 'large' }: SearchFormProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const searchHref = useSearchHref();
  const [advanced, setAdvanced] = useState(isAdvanced(search.rows));
  // Each row carries a key of its own, so that removing a row keeps the others' inputs in place.
  const nextKey = useRef(0);
  const keyed = (row: SearchRow): KeyedRow => ({ ...row, key: nextKey.current++ });
  const [rows, setRows] = useState<KeyedRow[]>(() =>
    (search.rows.length > 0 ? search.rows : [EMPTY_ROW, { ...EMPTY_ROW, field: 'titulo' as const }]).map(keyed),
  );
  const simpleRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = (nextRows: SearchRow[], similar: boolean) => {
    const kept = nextRows
      .map(({ term, field, position, operator }) => ({ term: term.trim(), field, position, operator }))
      .filter((row) => row.term !== '');
    if (kept.length === 0) {
      (advanced ? document.getElementById(`${id}-term-0`) : simpleRef.current)?.focus();
      return;
    }
    navigate(searchHref(withChanges(search, { rows: kept, similar, filters: [] })));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const similar = new FormData(event.currentTarget).get('similares') === '1';
    if (advanced) submit(rows, similar);
    else submit([{ ...EMPTY_ROW, term: simpleRef.current?.value ?? '' }], similar);
  };

  const updateRow = (index: number, change: Partial<SearchRow>) =>
    setRows((current) => current.map((row, position) => (position === index ? { ...row, ...change } : row)));

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> needs Chrome 118; the supported minimum is Chrome 104
    <form
      role="search"
      className={`search-form search-form--${size}`}
      onSubmit={onSubmit}
      aria-label={t('form.region')}
    >
      {advanced ? (
        <fieldset className="advanced-search">
          <legend className="search-form__label">{t('advanced.legend')}</legend>
          {rows.map((row, index) => (
            <fieldset className="advanced-search__row" key={row.key}>
              <legend className="visually-hidden">{t('advanced.row', { n: index + 1 })}</legend>
              {index > 0 ? (
                <select
                  aria-label={t('advanced.operator')}
                  value={row.operator}
                  onChange={(event) => updateRow(index, { operator: event.target.value as SearchRow['operator'] })}
                >
                  {SEARCH_OPERATORS.map((operator) => (
                    <option key={operator} value={operator}>
                      {t(`operator.${operator}`)}
                    </option>
                  ))}
                </select>
              ) : (
                <span className="advanced-search__first" aria-hidden="true" />
              )}
              <select
                aria-label={t('advanced.field')}
                value={row.field}
                onChange={(event) => updateRow(index, { field: event.target.value as SearchRow['field'] })}
              >
                {SEARCH_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {t(`field.${field}`)}
                  </option>
                ))}
              </select>
              <select
                aria-label={t('advanced.position')}
                value={row.position}
                onChange={(event) => updateRow(index, { position: event.target.value as SearchRow['position'] })}
              >
                {SEARCH_POSITIONS.map((position) => (
                  <option key={position} value={position}>
                    {t(`position.${position}`)}
                  </option>
                ))}
              </select>
              <input
                id={`${id}-term-${index}`}
                className="search-form__input advanced-search__term"
                type="search"
                aria-label={t('advanced.term', { n: index + 1 })}
                value={row.term}
                maxLength={MAX_TERM_LENGTH}
                autoComplete="off"
                onChange={(event) => updateRow(index, { term: event.target.value })}
              />
              {rows.length > 1 ? (
                <button
                  type="button"
                  className="button button--secondary advanced-search__remove"
                  aria-label={t('advanced.removeRow', { n: index + 1 })}
                  onClick={() => setRows((current) => current.filter((_, position) => position !== index))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
            </fieldset>
          ))}
          <div className="advanced-search__actions">
            {rows.length < MAX_ROWS ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setRows([...rows, keyed(EMPTY_ROW)])}
              >
                {t('advanced.addRow')}
              </button>
            ) : null}
            <button type="submit" className="button button--primary">
              {t('form.submit')}
            </button>
          </div>
        </fieldset>
      ) : (
        <>
          <label htmlFor={`${id}-simple`} className="search-form__label">
            {t('form.label')}
          </label>
          <div className="search-form__row">
            <input
              ref={simpleRef}
              id={`${id}-simple`}
              className="search-form__input"
              type="search"
              name="termo"
              defaultValue={search.term}
              maxLength={MAX_TERM_LENGTH}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              aria-describedby={`${id}-hint`}
            />
            <button type="submit" className="button button--primary search-form__submit">
              <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="10.5" cy="10.5" r="6.5" />
                <path d="m15.5 15.5 5 5" />
              </svg>
              <span>{t('form.submit')}</span>
            </button>
          </div>
          <p id={`${id}-hint`} className="search-form__hint">
            {t('form.hint')}
          </p>
        </>
      )}
      <div className="search-form__options">
        <label className="search-form__check">
          <input type="checkbox" name="similares" value="1" defaultChecked={search.similar} />
          {t('form.similar')}
        </label>
        <button
          type="button"
          className="link-button"
          aria-expanded={advanced}
          onClick={() => {
            if (!advanced && simpleRef.current?.value.trim()) {
              setRows((current) => [{ ...current[0]!, term: simpleRef.current!.value }, ...current.slice(1)]);
            }
            setAdvanced(!advanced);
          }}
        >
          {advanced ? t('form.simple') : t('form.advanced')}
        </button>
      </div>
    </form>
  );
}
