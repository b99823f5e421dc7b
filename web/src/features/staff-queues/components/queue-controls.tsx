import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { PAGE_SIZE } from '../api/queues-api.ts';
import type { QueueFilterState } from './queue-filters.tsx';

export function QueueHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="queue__header">
      <PageTitle title={title} />
      <h1 className="queue__title">{title}</h1>
      {lead ? <p className="queue__lead">{lead}</p> : null}
      {children}
    </div>
  );
}

/** Previous and next page, with where we are. */
export function QueuePager({
  filters,
  total = 0,
}: {
  filters: Pick<QueueFilterState, 'page' | 'set'>;
  total?: number;
}) {
  const { t } = useTranslation('queues');
  const { page } = filters;
  const onPage = (pagina: number) => filters.set({ pagina });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages === 1) return null;
  return (
    <nav className="queue__pager" aria-label={t('pager.label')}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span>{t('pager.page', { page: formatInteger(page), pages: formatInteger(pages) })}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}

/**
 * What a queue's query shows: the error (with retry), the count of what matches (announced politely when it
 * changes), and the rows, or the empty text.
 */
export function QueueResults<Item>({
  query,
  empty,
  children,
}: {
  query: {
    data?: { total: number; itens: Item[] };
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  empty: string;
  children: (items: Item[]) => ReactNode;
}) {
  const { t } = useTranslation(['queues', 'common']);
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p>{t('common:loading')}</p>;
  return (
    <>
      <p role="status" className="queue__count">
        {t('queues:results', { count: query.data.total, formatted: formatInteger(query.data.total) })}
      </p>
      {query.data.itens.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div aria-busy={query.isFetching}>{children(query.data.itens)}</div>
      )}
    </>
  );
}

/** A table head cell; a hidden one (the actions column) is named for screen readers only. */
function Th({ children, hidden }: { children: string; hidden?: boolean }) {
  return <th scope="col">{hidden ? <span className="visually-hidden">{children}</span> : children}</th>;
}

/**
 * A queue's table: its caption (read by screen readers only), its head cells, then the rows (children). The
 * actions column, when named, comes last with a hidden head. Cells carry data-label for the stacked phone layout.
 */
export function QueueTable({
  caption,
  columns,
  actions,
  children,
}: {
  caption: string;
  columns: readonly string[];
  actions?: string;
  children: ReactNode;
}) {
  return (
    <div className="data-table-wrap">
      <table className="data-table queue__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th key={column}>{column}</Th>
            ))}
            {actions ? <Th hidden>{actions}</Th> : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
