import {
  type AccessReportRow,
  type AcquisitionsReportRow,
  type CirculationReportRow,
  type LanguageTag,
  OVERDUE_BANDS,
  type OverdueReportRow,
  type PurchaseOrdersReportRow,
  type StaffReportKind,
  type WaitingHoldsReportRow,
} from '@estante/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatInteger, formatMoney, toCents } from '../../../lib/format.ts';
import type reportTexts from '../../../locales/pt/reports.json';
import type { ReportAnswers } from '../api/reports-api.ts';
import { formatMonth, formatShortDay, monthsBetween } from '../utils/report-format.ts';
import type { BarChartProps } from './bar-chart.tsx';

/** What a report's cells and sentences are written with: the reports namespace and the interface language. */
export interface ReportContext {
  t: TFunction<'reports'>;
  language: LanguageTag;
}

/** A column's header: a key under `columns.` of the reports namespace. */
export type ColumnKey = keyof typeof reportTexts.columns;

export interface ReportColumn<Row> {
  header: ColumnKey;
  numeric?: boolean;
  cell(row: Row, context: ReportContext): ReactNode;
}

/** A report's screen, described as data: which filters it takes, its rows, columns, chart and summary. */
export interface ReportDefinition<K extends StaffReportKind, Row> {
  kind: K;
  filters: { library: boolean; groupBy: boolean };
  /** List reports page; aggregates come whole. */
  paged: boolean;
  rows(answer: ReportAnswers[K]): readonly Row[];
  columns: readonly ReportColumn<Row>[];
  chart(answer: ReportAnswers[K], context: ReportContext): Omit<BarChartProps, 'title'> & { title: string };
  /** One sentence with the report's totals and period. */
  summary(answer: ReportAnswers[K], context: ReportContext): string;
  /** Rows in all (for the pager). */
  total(answer: ReportAnswers[K]): number;
  /** A second table of the same report, with its own CSV (`tabela`): the acquisitions' purchase orders. */
  secondary?: SecondaryTable<K>;
}

export interface SecondaryTable<K extends StaffReportKind> {
  caption: 'tables.orders';
  csvTable: 'pedidos';
  download: 'download.ordersCsv';
  rows(answer: ReportAnswers[K]): readonly unknown[];
  columns: readonly ReportColumn<never>[];
}

const count = (value: number, context: ReportContext) => formatInteger(value, context.language);
const library = (row: { biblioteca: string; desc_biblioteca: string }) =>
  row.desc_biblioteca === row.biblioteca ? row.biblioteca : `${row.desc_biblioteca} (${row.biblioteca})`;

const circulation: ReportDefinition<'circulacao', CirculationReportRow> = {
  kind: 'circulacao',
  filters: { library: true, groupBy: false },
  paged: false,
  rows: (answer) => answer.itens,
  total: (answer) => answer.total,
  columns: [
    { header: 'month', cell: (row, context) => formatMonth(row.mes, context.language) },
    { header: 'library', cell: library },
    { header: 'loans', numeric: true, cell: (row, context) => count(row.emprestimos, context) },
    { header: 'returns', numeric: true, cell: (row, context) => count(row.devolucoes, context) },
    { header: 'renewals', numeric: true, cell: (row, context) => count(row.renovacoes, context) },
  ],
  chart(answer, { t, language }) {
    const months = monthsBetween(answer.de, answer.ate);
    const sum = (field: 'emprestimos' | 'devolucoes' | 'renovacoes') =>
      months.map((month) =>
        answer.itens.filter((row) => row.mes === month).reduce((total, row) => total + row[field], 0),
      );
    return {
      title: t('chart.circulation'),
      categories: months.map((month) => formatMonth(month, language)),
      series: [
        { name: t('columns.loans'), values: sum('emprestimos') },
        { name: t('columns.returns'), values: sum('devolucoes') },
        { name: t('columns.renewals'), values: sum('renovacoes') },
      ],
    };
  },
  summary: (answer, context) =>
    context.t('summary.circulation', {
      loans: count(answer.totais.emprestimos, context),
      returns: count(answer.totais.devolucoes, context),
      renewals: count(answer.totais.renovacoes, context),
      from: formatDate(answer.de, context.language),
      to: formatDate(answer.ate, context.language),
    }),
};

const waitingHolds: ReportDefinition<'reservas-em-espera', WaitingHoldsReportRow> = {
  kind: 'reservas-em-espera',
  filters: { library: true, groupBy: false },
  paged: true,
  rows: (answer) => answer.itens,
  total: (answer) => answer.total,
  columns: [
    {
      header: 'title',
      cell: (row) => <Link to={paths.record.getHref(row.cod_acervo)}>{row.titulo}</Link>,
    },
    { header: 'author', cell: (row) => row.autor ?? '' },
    { header: 'library', cell: library },
    { header: 'queue', numeric: true, cell: (row, context) => count(row.fila, context) },
    { header: 'oldestHold', cell: (row, context) => formatDate(row.mais_antiga.slice(0, 10), context.language) },
    { header: 'daysWaiting', numeric: true, cell: (row, context) => count(row.dias_espera, context) },
  ],
  chart: (answer, { t }) => ({
    title: t('chart.waitingHolds'),
    orientation: 'horizontal',
    categories: answer.itens.map((row) => `${row.titulo} (${row.biblioteca})`),
    series: [{ name: t('columns.queue'), values: answer.itens.map((row) => row.fila) }],
  }),
  summary: (answer, context) =>
    context.t('summary.waitingHolds', {
      count: answer.reservas,
      holds: count(answer.reservas, context),
      titles: count(answer.total, context),
    }),
};

const overdue: ReportDefinition<'atrasos', OverdueReportRow> = {
  kind: 'atrasos',
  filters: { library: true, groupBy: false },
  paged: true,
  rows: (answer) => answer.itens,
  total: (answer) => answer.total,
  columns: [
    {
      header: 'patron',
      cell: (row) => (
        <>
          {row.nome}
          <span className="report-table__secondary">{row.usuario}</span>
        </>
      ),
    },
    { header: 'title', cell: (row) => <Link to={paths.record.getHref(row.cod_acervo)}>{row.titulo}</Link> },
    { header: 'barcode', cell: (row) => row.codigo_barras ?? '' },
    { header: 'library', cell: library },
    { header: 'dueDate', cell: (row, context) => formatDate(row.data_devolucao_prevista, context.language) },
    { header: 'daysLate', numeric: true, cell: (row, context) => count(row.dias_atraso, context) },
    { header: 'fine', numeric: true, cell: (row, context) => formatMoney(toCents(row.multa), context.language) },
  ],
  chart: (answer, { t }) => ({
    title: t('chart.overdue'),
    orientation: 'horizontal',
    categories: OVERDUE_BANDS.map((band) => t(`bands.${band}`)),
    series: [
      {
        name: t('columns.loans'),
        values: OVERDUE_BANDS.map((band) => answer.faixas.find((row) => row.faixa === band)?.quantidade ?? 0),
      },
    ],
  }),
  summary: (answer, context) =>
    context.t('summary.overdue', {
      count: answer.total,
      loans: count(answer.total, context),
      date: formatDate(answer.data_referencia, context.language),
    }),
};

const access: ReportDefinition<'acessos', AccessReportRow> = {
  kind: 'acessos',
  filters: { library: false, groupBy: true },
  paged: false,
  rows: (answer) => answer.itens,
  total: (answer) => answer.total,
  columns: [
    {
      header: 'period',
      cell: (row, context) =>
        row.periodo.length === 7
          ? formatMonth(row.periodo, context.language)
          : formatDate(row.periodo, context.language),
    },
    { header: 'searches', numeric: true, cell: (row, context) => count(row.pesquisas, context) },
    { header: 'views', numeric: true, cell: (row, context) => count(row.visualizacoes, context) },
  ],
  chart: (answer, { t, language }) => ({
    title: t('chart.access'),
    categories: answer.itens.map((row) =>
      row.periodo.length === 7 ? formatMonth(row.periodo, language) : formatShortDay(row.periodo, language),
    ),
    series: [
      { name: t('columns.searches'), values: answer.itens.map((row) => row.pesquisas) },
      { name: t('columns.views'), values: answer.itens.map((row) => row.visualizacoes) },
    ],
  }),
  summary: (answer, context) =>
    context.t('summary.access', {
      searches: count(answer.totais.pesquisas, context),
      views: count(answer.totais.visualizacoes, context),
      from: formatDate(answer.de, context.language),
      to: formatDate(answer.ate, context.language),
    }),
};

const acquisitions: ReportDefinition<'aquisicoes', AcquisitionsReportRow> = {
  kind: 'aquisicoes',
  filters: { library: true, groupBy: false },
  paged: false,
  rows: (answer) => answer.itens,
  total: (answer) => answer.total,
  columns: [
    { header: 'month', cell: (row, context) => formatMonth(row.mes, context.language) },
    { header: 'status', cell: (row) => row.desc_situacao },
    { header: 'suggestions', numeric: true, cell: (row, context) => count(row.quantidade, context) },
  ],
  chart: (answer, { t }) => ({
    title: t('chart.acquisitions'),
    orientation: 'horizontal',
    categories: answer.situacoes.map((row) => row.desc_situacao),
    series: [{ name: t('columns.suggestions'), values: answer.situacoes.map((row) => row.quantidade) }],
  }),
  secondary: {
    caption: 'tables.orders',
    csvTable: 'pedidos',
    download: 'download.ordersCsv',
    rows: (answer) => answer.pedidos,
    columns: [
      { header: 'month', cell: (row: PurchaseOrdersReportRow, context) => formatMonth(row.mes, context.language) },
      { header: 'status', cell: (row: PurchaseOrdersReportRow) => row.desc_situacao },
      {
        header: 'orders',
        numeric: true,
        cell: (row: PurchaseOrdersReportRow, context) => count(row.pedidos, context),
      },
      {
        header: 'copies',
        numeric: true,
        cell: (row: PurchaseOrdersReportRow, context) => count(row.exemplares, context),
      },
      {
        header: 'totalPrice',
        numeric: true,
        cell: (row: PurchaseOrdersReportRow, context) => formatMoney(toCents(row.valor), context.language),
      },
    ],
  },
  summary: (answer, context) => {
    const total = answer.situacoes.reduce((sum, row) => sum + row.quantidade, 0);
    return context.t('summary.acquisitions', {
      count: total,
      suggestions: count(total, context),
      from: formatDate(answer.de, context.language),
      to: formatDate(answer.ate, context.language),
    });
  },
};

/** Every report, in the order of the reports menu. */
export const REPORT_DEFINITIONS = {
  circulacao: circulation,
  'reservas-em-espera': waitingHolds,
  atrasos: overdue,
  acessos: access,
  aquisicoes: acquisitions,
} as const;

export type AnyReportDefinition = (typeof REPORT_DEFINITIONS)[StaffReportKind];
