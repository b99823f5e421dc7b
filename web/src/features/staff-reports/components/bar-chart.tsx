import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../lib/format.ts';

export interface ChartSeries {
  name: string;
  values: readonly number[];
}

export interface BarChartProps {
  title: string;
  /** The label of each group of bars (a month, a day, a title). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Vertical bars for time (months, days); horizontal bars for named things whose labels are long. */
  orientation?: 'vertical' | 'horizontal';
}

/** Drawn at the width it is shown at (a ResizeObserver), so its text stays 12 px on a phone as on a desktop. */
const DEFAULT_WIDTH = 720;
const VERTICAL_HEIGHT = 260;
const ROW_HEIGHT = 30;
const MARGIN = { top: 12, right: 16, bottom: 40, left: 48 };
const HORIZONTAL_LABEL_WIDTH = 220;
/** A phone leaves the labels of a horizontal chart at most this share of the width. */
const HORIZONTAL_LABEL_SHARE = 0.42;
const LABEL_CHARS = 30;
const TICKS = 4;

/** A round step for the value axis: 1, 2 or 5 times a power of ten, so ticks read 0, 5, 10, 15… */
function niceStep(max: number): number {
  const rough = Math.max(1, max) / TICKS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  return Math.max(1, step);
}

function shorten(label: string, chars = LABEL_CHARS): string {
  return label.length > chars ? `${label.slice(0, chars - 1)}…` : label;
}

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A grouped bar chart in plain SVG (no charting library: a few shapes, drawn with the page's colours). The picture
 * is one image for assistive technology, named by the chart's title and described by a sentence per series with
 * every value; the same figures are in the report's table.
 */
export function BarChart({ title, categories, series, orientation = 'vertical' }: BarChartProps) {
  const { t, i18n } = useTranslation('reports');
  const titleId = useId();
  const descriptionId = useId();
  const { ref, width } = useWidth();
  const max = Math.max(0, ...series.flatMap((one) => one.values));
  const step = niceStep(max);
  const top = Math.ceil(Math.max(1, max) / step) * step;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const description = series
    .map((one) =>
      t('chart.seriesText', {
        series: one.name,
        values: categories
          .map((category, index) => `${category}: ${formatInteger(one.values[index] ?? 0, i18n.language)}`)
          .join('; '),
      }),
    )
    .join(' ');

  return (
    <figure className="report-chart">
      <figcaption id={titleId} className="report-chart__title">
        {title}
      </figcaption>
      {series.length > 1 ? (
        <ul className="report-chart__legend" aria-hidden="true">
          {series.map((one, index) => (
            <li key={one.name}>
              <span className={`report-chart__swatch report-chart__bar--${index}`} />
              {one.name}
            </li>
          ))}
        </ul>
      ) : null}
      <p id={descriptionId} className="visually-hidden">
        {description}
      </p>
      <div ref={ref} className="report-chart__canvas">
        {orientation === 'vertical' ? (
          <VerticalBars
            title={title}
            width={width}
            categories={categories}
            series={series}
            ticks={ticks}
            top={top}
            labelledBy={titleId}
            describedBy={descriptionId}
          />
        ) : (
          <HorizontalBars
            title={title}
            width={width}
            categories={categories}
            series={series}
            ticks={ticks}
            top={top}
            labelledBy={titleId}
            describedBy={descriptionId}
          />
        )}
      </div>
    </figure>
  );
}

interface BarsProps {
  /** The chart's name, also the SVG's own title (role="img": its shapes are one picture). */
  title: string;
  width: number;
  categories: readonly string[];
  series: readonly ChartSeries[];
  ticks: readonly number[];
  top: number;
  labelledBy: string;
  describedBy: string;
}

function VerticalBars({ title, width: WIDTH, categories, series, ticks, top, labelledBy, describedBy }: BarsProps) {
  const { i18n } = useTranslation('reports');
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = VERTICAL_HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / Math.max(1, categories.length);
  // Bars of a group share 80% of its band, 40 units wide at most, the group centred in the band.
  const barWidth = Math.max(1, Math.min(40, (band * 0.8) / Math.max(1, series.length)));
  const groupWidth = barWidth * series.length;
  // Every label when they fit (about 56 units each), else every second, third… so they never overlap.
  const labelEvery = Math.max(1, Math.ceil(56 / band));
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  return (
    <svg
      className="report-chart__svg"
      viewBox={`0 0 ${WIDTH} ${VERTICAL_HEIGHT}`}
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      preserveAspectRatio="xMidYMid meet"
    >
      <title>{title}</title>
      {ticks.map((tick) => (
        <g key={tick}>
          <line className="report-chart__grid" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text
            className="report-chart__tick"
            x={MARGIN.left - 6}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="middle"
          >
            {formatInteger(tick, i18n.language)}
          </text>
        </g>
      ))}
      {categories.map((category, index) => {
        const x0 = MARGIN.left + index * band + (band - groupWidth) / 2;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: two categories may read alike (a title at two libraries).
          <g key={index}>
            {series.map((one, seriesIndex) => {
              const value = one.values[index] ?? 0;
              return (
                <rect
                  key={one.name}
                  className={`report-chart__bar report-chart__bar--${seriesIndex}`}
                  x={x0 + seriesIndex * barWidth}
                  y={y(value)}
                  width={Math.max(1, barWidth - 1)}
                  height={Math.max(0, y(0) - y(value))}
                />
              );
            })}
            {index % labelEvery === 0 ? (
              <text
                className="report-chart__label"
                x={MARGIN.left + index * band + band / 2}
                y={VERTICAL_HEIGHT - MARGIN.bottom + 18}
                textAnchor="middle"
              >
                {shorten(category)}
              </text>
            ) : null}
          </g>
        );
      })}
      <line className="report-chart__axis" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} />
    </svg>
  );
}

function HorizontalBars({ title, width: WIDTH, categories, series, ticks, top, labelledBy, describedBy }: BarsProps) {
  const { i18n } = useTranslation('reports');
  const rowHeight = ROW_HEIGHT * Math.max(1, series.length * 0.75);
  const height = MARGIN.top + Math.max(1, categories.length) * rowHeight + 28;
  const plotLeft = Math.min(HORIZONTAL_LABEL_WIDTH, Math.floor(WIDTH * HORIZONTAL_LABEL_SHARE));
  // About 6.5 px a character at 12 px.
  const labelChars = Math.max(8, Math.floor((plotLeft - 12) / 6.5));
  const plotWidth = WIDTH - plotLeft - MARGIN.right;
  const barHeight = Math.max(4, (rowHeight * 0.7) / Math.max(1, series.length));
  const x = (value: number) => plotLeft + (value / top) * plotWidth;
  return (
    <svg
      className="report-chart__svg"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      preserveAspectRatio="xMidYMid meet"
    >
      <title>{title}</title>
      {ticks.map((tick) => (
        <g key={tick}>
          <line className="report-chart__grid" x1={x(tick)} x2={x(tick)} y1={MARGIN.top} y2={height - 24} />
          <text className="report-chart__tick" x={x(tick)} y={height - 8} textAnchor="middle">
            {formatInteger(tick, i18n.language)}
          </text>
        </g>
      ))}
      {categories.map((category, index) => {
        const y0 = MARGIN.top + index * rowHeight + rowHeight * 0.15;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: two categories may read alike (a title at two libraries).
          <g key={index}>
            <text
              className="report-chart__label"
              x={plotLeft - 8}
              y={MARGIN.top + index * rowHeight + rowHeight / 2}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {shorten(category, labelChars)}
            </text>
            {series.map((one, seriesIndex) => (
              <rect
                key={one.name}
                className={`report-chart__bar report-chart__bar--${seriesIndex}`}
                x={plotLeft}
                y={y0 + seriesIndex * barHeight}
                width={Math.max(0, x(one.values[index] ?? 0) - plotLeft)}
                height={Math.max(1, barHeight - 1)}
              />
            ))}
          </g>
        );
      })}
      <line className="report-chart__axis" x1={plotLeft} x2={plotLeft} y1={MARGIN.top} y2={height - 24} />
    </svg>
  );
}
