import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { PAGE_SIZE, type QueueFilter, useLibraries } from '../api/queues-api.ts';

/**
 * A queue's filters live in the address (biblioteca, situacao, pagina, and any other the screen names), so a
 * filtered page can be bookmarked, shared and reloaded. Changing a filter goes back to the first page.
 */
export function useQueueFilter(defaults: Record<string, string> = {}, extra: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const read = (name: string) => params.get(name) ?? defaults[name] ?? '';
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const filter: QueueFilter = {
    biblioteca: read('biblioteca') || undefined,
    situacao: read('situacao') || undefined,
    pagina: page,
    ...Object.fromEntries(extra.map((name) => [name, read(name) || undefined])),
  };
  const set = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) next.set(name, String(value));
    if (!('pagina' in changes)) next.delete('pagina');
    setParams(next);
  };
  return { filter, read, page, set };
}

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

/** The filters row: a group named for screen readers. */
export function QueueFilters({ children }: { children: ReactNode }) {
  const { t } = useTranslation('queues');
  return (
    <fieldset className="queue__filters">
      <legend className="visually-hidden">{t('filters.label')}</legend>
      {children}
    </fieldset>
  );
}

export function LibraryFilter({ value, onChange }: { value: string; onChange: (library: string) => void }) {
  const { t } = useTranslation('queues');
  const libraries = useLibraries();
  const id = useId();
  return (
    <div className="field queue__filter">
      <label htmlFor={id}>{t('filters.library')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('filters.allLibraries')}</option>
        {(libraries.data ?? []).map((library) => (
          <option key={library.codigo} value={library.codigo}>
            {library.descricao}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The status filter; each option says how many items it holds under the library filter. */
export function StatusFilter({
  value,
  onChange,
  options,
  counts,
}: {
  value: string;
  onChange: (status: string) => void;
  options: readonly { value: string; label: string }[];
  counts?: Record<string, number>;
}) {
  const { t } = useTranslation('queues');
  const id = useId();
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : t('filters.withCount', { label, count: formatInteger(count) });
  return (
    <div className="field queue__filter">
      <label htmlFor={id}>{t('filters.status')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{withCount(t('filters.allStatuses'), total)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {withCount(option.label, counts?.[option.value])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Previous and next page, with where we are. */
export function QueuePager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('queues');
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

/** A cell's label for the stacked phone layout, and a table head cell. */
export function Th({ children, hidden }: { children: string; hidden?: boolean }) {
  return <th scope="col">{hidden ? <span className="visually-hidden">{children}</span> : children}</th>;
}
