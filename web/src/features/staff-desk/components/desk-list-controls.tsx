import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLibraries } from '../api/desk-api.ts';

/** The library a desk list shows (all by default). */
export function LibraryFilter({ value, onChange }: { value: string; onChange: (library: string) => void }) {
  const { t } = useTranslation('desk');
  const libraries = useLibraries();
  const id = useId();
  return (
    <div className="field desk-filter">
      <label htmlFor={id}>{t('list.library')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('list.allLibraries')}</option>
        {(libraries.data ?? []).map((library) => (
          <option key={library.codigo} value={library.codigo}>
            {library.descricao}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Previous and next page of a desk list (25 a page). */
export function DeskPager({
  page,
  total,
  pageSize = 25,
  onPage,
}: {
  page: number;
  total: number;
  pageSize?: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('desk');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="desk-pager" aria-label={t('list.pages')}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.previous')}
      </button>
      <span>{t('list.page', { page, pages })}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('list.next')}
      </button>
    </nav>
  );
}
