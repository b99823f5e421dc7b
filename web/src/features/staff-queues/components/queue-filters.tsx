import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatInteger } from '../../../lib/format.ts';
import { type QueueFilter, useLibraries } from '../api/queues-api.ts';

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

export type QueueFilterState = ReturnType<typeof useQueueFilter>;

/**
 * The filters row most queues show: the library, the status with its counts, then whatever filter is the
 * screen's own (children). Each writes to the address through the queue's filter state.
 */
export function QueueFilterBar({
  filters,
  library = true,
  status,
  children,
}: {
  filters: Pick<QueueFilterState, 'read' | 'set'>;
  library?: boolean;
  status?: { options: readonly { value: string; label: string }[]; counts?: Record<string, number> };
  children?: ReactNode;
}) {
  return (
    <QueueFilters>
      {library ? (
        <LibraryFilter value={filters.read('biblioteca')} onChange={(biblioteca) => filters.set({ biblioteca })} />
      ) : null}
      {status ? (
        <StatusFilter
          value={filters.read('situacao')}
          onChange={(situacao) => filters.set({ situacao })}
          counts={status.counts}
          options={status.options}
        />
      ) : null}
      {children}
    </QueueFilters>
  );
}
