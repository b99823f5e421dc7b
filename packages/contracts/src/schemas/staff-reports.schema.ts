import { type Static, Type } from '@sinclair/typebox';
import { MAX_PAGE } from './common.schema.ts';

/**
 * The staff console's reports (issue 21, item 5; docs/staff-reports.md): GET /api/equipe/relatorios/<kind>, JSON by
 * default, CSV with `formato=csv`. Aggregates (circulation, access, acquisitions) answer every row of the period;
 * lists (holds waiting, overdue loans) page with `pagina` and `itens`.
 */

/** The reports, by the last segment of their path. */
export const STAFF_REPORT_KINDS = ['circulacao', 'reservas-em-espera', 'atrasos', 'acessos', 'aquisicoes'] as const;
export type StaffReportKind = (typeof STAFF_REPORT_KINDS)[number];

/** Rows of a list report per page: 25 unless told, at most 100. */
export const REPORT_PAGE_SIZE = 25;
export const REPORT_MAX_PAGE_SIZE = 100;

const dateText = (description = 'YYYY-MM-DD') => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const DateText = dateText();
const MonthText = Type.String({ description: 'YYYY-MM (UTC)' });
const Instant = Type.String({ description: 'ISO 8601 date and time, UTC' });
const Format = Type.Optional(
  Type.Union([Type.Literal('json'), Type.Literal('csv')], {
    description: 'csv: the whole report as a UTF-8 CSV file with a header row (no paging)',
  }),
);

const PeriodFilter = {
  de: Type.Optional(dateText('First day of the period, inclusive (YYYY-MM-DD)')),
  ate: Type.Optional(dateText('Last day of the period, inclusive (YYYY-MM-DD)')),
};
const LibraryFilter = {
  biblioteca: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'Library code' })),
};
const Paging = {
  pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Page, from 1' })),
  itens: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: REPORT_MAX_PAGE_SIZE,
      description: `Rows a page, default ${REPORT_PAGE_SIZE}`,
    }),
  ),
};

export const CirculationReportQuery = Type.Object({ ...LibraryFilter, ...PeriodFilter, formato: Format });
export type CirculationReportQuery = Static<typeof CirculationReportQuery>;

export const CirculationReportRow = Type.Object({
  mes: MonthText,
  biblioteca: Type.String({ description: 'Library code' }),
  desc_biblioteca: Type.String(),
  emprestimos: Type.Integer({ description: 'Loans made in the month' }),
  devolucoes: Type.Integer({ description: 'Loans returned in the month' }),
  renovacoes: Type.Integer({ description: "Renewals, counted in the month of the loan's latest renewal" }),
});
export type CirculationReportRow = Static<typeof CirculationReportRow>;

export const CirculationReport = Type.Object({
  de: DateText,
  ate: DateText,
  total: Type.Integer(),
  itens: Type.Array(CirculationReportRow),
  totais: Type.Object({ emprestimos: Type.Integer(), devolucoes: Type.Integer(), renovacoes: Type.Integer() }),
});
export type CirculationReport = Static<typeof CirculationReport>;

export const WaitingHoldsReportQuery = Type.Object({ ...LibraryFilter, ...PeriodFilter, ...Paging, formato: Format });
export type WaitingHoldsReportQuery = Static<typeof WaitingHoldsReportQuery>;

export const WaitingHoldsReportRow = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  autor: Type.Union([Type.String(), Type.Null()]),
  biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  fila: Type.Integer({ description: 'Holds waiting for a copy (queued) for this title at this library' }),
  mais_antiga: Instant,
  dias_espera: Type.Integer({ description: 'Whole days the oldest of them has waited' }),
});
export type WaitingHoldsReportRow = Static<typeof WaitingHoldsReportRow>;

export const WaitingHoldsReport = Type.Object({
  total: Type.Integer({ description: 'Titles and libraries with holds waiting' }),
  reservas: Type.Integer({ description: 'Holds waiting in all of them' }),
  itens: Type.Array(WaitingHoldsReportRow),
});
export type WaitingHoldsReport = Static<typeof WaitingHoldsReport>;

export const OverdueReportQuery = Type.Object({ ...LibraryFilter, ...PeriodFilter, ...Paging, formato: Format });
export type OverdueReportQuery = Static<typeof OverdueReportQuery>;

export const OverdueReportRow = Type.Object({
  cod_emprestimo: Type.Integer(),
  usuario: Type.String({ description: "The patron's user code (login)" }),
  nome: Type.String(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  cod_exemplar: Type.Integer(),
  codigo_barras: Type.Union([Type.String(), Type.Null()]),
  biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  data_devolucao_prevista: DateText,
  dias_atraso: Type.Integer(),
  multa: Type.Number({ description: 'Fine so far if returned today (days late times the daily fine of its policy)' }),
});
export type OverdueReportRow = Static<typeof OverdueReportRow>;

/** Days late bands of the overdue report's chart: 1–7, 8–30, 31–90, more than 90. */
export const OVERDUE_BANDS = ['1-7', '8-30', '31-90', '91+'] as const;
export type OverdueBand = (typeof OVERDUE_BANDS)[number];

export const OverdueReport = Type.Object({
  data_referencia: DateText,
  total: Type.Integer(),
  faixas: Type.Array(
    Type.Object({ faixa: Type.Union(OVERDUE_BANDS.map((band) => Type.Literal(band))), quantidade: Type.Integer() }),
  ),
  itens: Type.Array(OverdueReportRow),
});
export type OverdueReport = Static<typeof OverdueReport>;

export const AccessReportQuery = Type.Object({
  ...PeriodFilter,
  agrupar: Type.Optional(
    Type.Union([Type.Literal('dia'), Type.Literal('mes')], { description: 'Rows per day (default) or per month' }),
  ),
  formato: Format,
});
export type AccessReportQuery = Static<typeof AccessReportQuery>;

export const AccessReportRow = Type.Object({
  periodo: Type.String({ description: 'YYYY-MM-DD, or YYYY-MM grouped by month (UTC)' }),
  pesquisas: Type.Integer({ description: 'Catalogue searches (first pages of results)' }),
  visualizacoes: Type.Integer({ description: 'Title pages viewed' }),
});
export type AccessReportRow = Static<typeof AccessReportRow>;

export const AccessReport = Type.Object({
  de: DateText,
  ate: DateText,
  total: Type.Integer(),
  itens: Type.Array(AccessReportRow),
  totais: Type.Object({ pesquisas: Type.Integer(), visualizacoes: Type.Integer() }),
});
export type AccessReport = Static<typeof AccessReport>;

export const AcquisitionsReportQuery = Type.Object({
  ...LibraryFilter,
  ...PeriodFilter,
  formato: Format,
  tabela: Type.Optional(
    Type.Union([Type.Literal('sugestoes'), Type.Literal('pedidos')], {
      description: 'Which table the CSV holds: suggestions (default) or purchase orders',
    }),
  ),
});
export type AcquisitionsReportQuery = Static<typeof AcquisitionsReportQuery>;

export const AcquisitionsReportRow = Type.Object({
  mes: MonthText,
  situacao: Type.String({ description: 'Suggestion status code (spec 000 §3)' }),
  desc_situacao: Type.String({ description: "The status in the caller's language" }),
  quantidade: Type.Integer({ description: 'Suggestions sent in the month that are in this status now' }),
});
export type AcquisitionsReportRow = Static<typeof AcquisitionsReportRow>;

/** Purchase order statuses on the wire (the queues' names). */
export const PURCHASE_ORDER_REPORT_STATUSES = ['aberto', 'enviado', 'recebido', 'cancelado'] as const;

export const PurchaseOrdersReportRow = Type.Object({
  mes: MonthText,
  situacao: Type.Union(PURCHASE_ORDER_REPORT_STATUSES.map((status) => Type.Literal(status))),
  desc_situacao: Type.String({ description: "The status in the caller's language" }),
  pedidos: Type.Integer({ description: 'Orders created in the month that are in this status now' }),
  exemplares: Type.Integer({ description: 'Copies ordered in them' }),
  valor: Type.Number({ description: 'Their total price (quantity times unit price), 2 decimals' }),
});
export type PurchaseOrdersReportRow = Static<typeof PurchaseOrdersReportRow>;

export const AcquisitionsReport = Type.Object({
  de: DateText,
  ate: DateText,
  total: Type.Integer(),
  itens: Type.Array(AcquisitionsReportRow),
  situacoes: Type.Array(
    Type.Object({ situacao: Type.String(), desc_situacao: Type.String(), quantidade: Type.Integer() }),
  ),
  pedidos: Type.Array(PurchaseOrdersReportRow),
});
export type AcquisitionsReport = Static<typeof AcquisitionsReport>;
