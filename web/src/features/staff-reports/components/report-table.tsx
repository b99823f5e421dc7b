import { useTranslation } from 'react-i18next';
import '../../../components/list/data-list.css';
import type { ReportColumn, ReportContext } from './report-definitions.tsx';

interface ReportTableProps<Row> {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  context: ReportContext;
}

/**
 * The report's figures as a table with a caption and column headers; numbers aligned right. On a narrow screen the
 * shared data-table style stacks each row as a card whose cells name their column (data-label).
 */
export function ReportTable<Row>({ caption, columns, rows, context }: ReportTableProps<Row>) {
  const { t } = useTranslation('reports');
  if (rows.length === 0) return <p className="report__empty">{t('table.empty')}</p>;
  return (
    <div className="data-table-wrap report-table">
      <table className="data-table">
        <caption className="report-table__caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'report-table__number' : undefined}>
                {t(`columns.${column.header}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are figures in the server's order, never reordered here.
            <tr key={index}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-label={t(`columns.${column.header}`)}
                  className={column.numeric ? 'report-table__number' : undefined}
                >
                  {column.cell(row, context)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
