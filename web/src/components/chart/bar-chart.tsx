import './bar-chart.css';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

/** One series of bars: its values, one per group, and the class that colours it (its legend uses the same). */
export interface BarSeries {
  key: string;
  className: string;
  values: readonly number[];
}

/**
 * Grouped bars: a group per label (a month, a library), a bar per series in each. The SVG is hidden from screen
 * readers: the table next to it carries the same figures (an accessible chart without a charting library). Used by
 * the title page's statistics tab, the title totals and the acquisition statistics.
 */
export function BarChart({
  labels,
  series,
  className,
}: {
  labels: readonly string[];
  series: readonly BarSeries[];
  className?: string;
}) {
  const max = Math.max(1, ...series.flatMap((entry) => entry.values));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, labels.length);
  const bar = (slot * 0.7) / Math.max(1, series.length);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, Math.ceil(max / 2), max].filter((tick, index, all) => all.indexOf(tick) === index);
  // Many groups (two years of months) leave no room for every label: every n-th is written.
  const labelEvery = Math.max(1, Math.ceil(labels.length / 12));
  return (
    <svg
      className={['bar-chart', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="bar-chart__grid" />
          <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="bar-chart__label">
            {tick}
          </text>
        </g>
      ))}
      {labels.map((label, index) => {
        const x = PAD.left + index * slot + slot * 0.15;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups are positional, labels may repeat (short month names)
          <g key={index}>
            {series.map((entry, position) => {
              const value = entry.values[index] ?? 0;
              return (
                <rect
                  key={entry.key}
                  x={x + position * bar}
                  y={y(value)}
                  width={bar}
                  height={y(0) - y(value)}
                  className={entry.className}
                />
              );
            })}
            {index % labelEvery === 0 ? (
              <text x={x + (bar * series.length) / 2} y={HEIGHT - 8} textAnchor="middle" className="bar-chart__label">
                {label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's key: a coloured square and a name per series (hidden from screen readers, like the chart). */
export function BarLegend({ items }: { items: readonly { key: string; className: string; label: string }[] }) {
  return (
    <div className="bar-legend" aria-hidden="true">
      {items.map((item) => (
        <span key={item.key} className={`bar-legend__item ${item.className}`}>
          {item.label}
        </span>
      ))}
    </div>
  );
}
