import type { StatisticsYear } from '@estante/contracts';
import { useTranslation } from 'react-i18next';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

/**
 * Loans and holds per month as grouped bars. The SVG is hidden from screen readers: the table next to it
 * carries the same figures (an accessible chart without a charting library).
 */
export function StatisticsChart({ data }: { data: StatisticsYear }) {
  const { i18n } = useTranslation('record');
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const max = Math.max(1, ...data.meses.map((month) => Math.max(month.emprestimos, month.reservas)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / 12;
  const bar = slot * 0.35;
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, Math.ceil(max / 2), max].filter((tick, index, all) => all.indexOf(tick) === index);
  return (
    <svg className="stats-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stats-chart__grid" />
          <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="stats-chart__label">
            {tick}
          </text>
        </g>
      ))}
      {data.meses.map((month, index) => {
        const x = PAD.left + index * slot + slot * 0.15;
        return (
          <g key={month.mes}>
            <rect
              x={x}
              y={y(month.emprestimos)}
              width={bar}
              height={y(0) - y(month.emprestimos)}
              className="stats-chart__loans"
            />
            <rect
              x={x + bar}
              y={y(month.reservas)}
              width={bar}
              height={y(0) - y(month.reservas)}
              className="stats-chart__holds"
            />
            <text x={x + bar} y={HEIGHT - 8} textAnchor="middle" className="stats-chart__label">
              {monthName.format(new Date(Date.UTC(data.ano, index, 1)))}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
