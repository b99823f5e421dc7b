import type { UseQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../error-message.tsx';
import './data-list.css';

export interface DataColumn<Row> {
  /** Column heading, also the cell's label when the table stacks on narrow screens. */
  header: string;
  /** Shown to screen readers only (a column of checkboxes or buttons). */
  hideHeader?: boolean;
  /** Replaces the heading's content (a select-all checkbox); `header` still names the column. */
  headerCell?: ReactNode;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => Key;
  rowClassName?: (row: Row) => string | undefined;
}

/** A table of items: one row per item, cells labelled for the stacked narrow-screen layout. */
export function DataTable<Row>({ rows, columns, rowKey, rowClassName }: DataTableProps<Row>) {
  return (
    <div className="data-table-wrap">
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.headerCell ??
                  (column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.hideHeader ? undefined : column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DataListProps<Row> extends Omit<DataTableProps<Row>, 'rows'> {
  query: UseQueryResult<Row[]>;
  /** Shown when the list is empty. */
  empty: string;
  /** Offer a retry button on a load error (lists whose filter is in error should not). */
  retry?: boolean;
  /** Below the table when there are rows (totals, actions). */
  footer?: (rows: Row[]) => ReactNode;
}

/**
 * One list loaded by a query: loading, error (with retry), empty text, or the table. Every list screen of the
 * personal area (loans, holds, history, debts, requests, suggestions, comments, service requests) uses it.
 */
export function DataList<Row>({ query, empty, retry = true, footer, ...table }: DataListProps<Row>) {
  const { t } = useTranslation('common');
  if (query.isPending) return <p>{t('loading')}</p>;
  if (query.isError)
    return <ErrorMessage error={query.error} onRetry={retry ? () => void query.refetch() : undefined} />;
  if (query.data.length === 0) return <p>{empty}</p>;
  return (
    <>
      <DataTable rows={query.data} {...table} />
      {footer?.(query.data)}
    </>
  );
}
