import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageWindow } from '../utils/search-state.ts';
import '../search.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  hrefForPage: (page: number) => string;
}

/** Previous/next and page numbers, as links so that every page has its own URL. */
export function Pagination({ page, totalPages, hrefForPage }: PaginationProps) {
  const { t } = useTranslation('search');
  if (totalPages <= 1) return null;
  const items = pageWindow(page, totalPages);

  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul className="pagination__list">
        <li className="pagination__step">
          {page > 1 ? (
            <Link to={hrefForPage(page - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t('pagination.previous')}
            </Link>
          ) : (
            <span className="is-disabled" aria-disabled="true">
              <span aria-hidden="true">‹ </span>
              {t('pagination.previous')}
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity other than its position
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item} className="pagination__page">
              <Link
                to={hrefForPage(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li className="pagination__step">
          {page < totalPages ? (
            <Link to={hrefForPage(page + 1)} rel="next">
              {t('pagination.next')}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span className="is-disabled" aria-disabled="true">
              {t('pagination.next')}
              <span aria-hidden="true"> ›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
