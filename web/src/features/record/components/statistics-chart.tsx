import type { StatisticsYear } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/chart/bar-chart.tsx';

/**
 * Loans and holds per month as grouped bars (the shared BarChart; the table next to it carries the same figures).
 */
export function StatisticsChart({ data }: { data: StatisticsYear }) {
  const { i18n } = useTranslation('record');
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  return (
    <BarChart
      className="stats-chart"
      labels={data.meses.map((month) => monthName.format(new Date(Date.UTC(data.ano, month.mes - 1, 1))))}
      series={[
        { key: 'loans', className: 'bar-chart__series--1', values: data.meses.map((month) => month.emprestimos) },
        { key: 'holds', className: 'bar-chart__series--2', values: data.meses.map((month) => month.reservas) },
      ]}
    />
  );
}
