import {
  ACQUISITION_KINDS,
  type AcquisitionKind,
  type AcquisitionStatistics,
  type PatronPurchaseOrder,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderStatusName,
} from '@estante/contracts';
import { calendarDate, daysBetween, InvalidInputError } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { parseDateRange } from '../http/date-range.ts';
import { ACQUISITION_CODES } from './acquisition-errors.ts';
import {
  acquiredByKind,
  acquiredByLibrary,
  acquiredByMonth,
  acquiredTotals,
  findLibraryByCode,
  patronOrders,
} from './acquisition-statistics.repository.ts';
import { ORDER_STATUS_NAMES } from './purchase-order-rules.ts';

/** Ten years of months at most: the table and the chart have a row or a bar per month. */
export const MAX_STATISTICS_DAYS = 3653;

/** The first day of the month eleven months before `today`'s: the last 12 calendar months. */
function lastTwelveMonths(today: Date): { from: string; to: string } {
  const to = calendarDate(today);
  const start = new Date(`${to.slice(0, 7)}-01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 11);
  return { from: calendarDate(start), to };
}

/** Every month (YYYY-MM) from `from`'s to `to`'s, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const date = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = calendarDate(date).slice(0, 7)) {
    months.push(month);
    date.setUTCMonth(date.getUTCMonth() + 1);
  }
  return months;
}

const noKinds = (): Record<AcquisitionKind, number> => ({ compra: 0, doacao: 0, permuta: 0, nao_informado: 0 });

/**
 * GET /aquisicao/estatisticas (spec 001 §7.4): titles and copies acquired in the period, by kind, by library and by
 * month. Both dates or neither (spec 000 §6); neither is the last 12 calendar months.
 */
export async function acquisitionStatistics(
  db: Kysely<Database>,
  query: { biblioteca?: string; dataIni?: string; dataFim?: string },
  today: Date,
): Promise<AcquisitionStatistics> {
  const given = parseDateRange(query.dataIni, query.dataFim);
  const period = given.from && given.to ? { from: given.from, to: given.to } : lastTwelveMonths(today);
  if (daysBetween(period.from, period.to) >= MAX_STATISTICS_DAYS)
    throw new InvalidInputError(ACQUISITION_CODES.statisticsPeriodTooLong, {
      dataIni: period.from,
      dataFim: period.to,
    });
  const code = query.biblioteca?.trim() || undefined;
  const library = code ? await findLibraryByCode(db, code) : undefined;
  if (code && !library) throw new InvalidInputError(ACQUISITION_CODES.unknownLibrary, { biblioteca: code });
  const filter = { ...period, libraryId: library?.id };
  const [total, kinds, libraries, months] = await Promise.all([
    acquiredTotals(db, filter),
    acquiredByKind(db, filter),
    acquiredByLibrary(db, filter),
    acquiredByMonth(db, filter),
  ]);
  const monthRows = new Map(months.map((row) => [row.month, row]));
  return {
    dataIni: period.from,
    dataFim: period.to,
    biblioteca: library?.code ?? null,
    total: { titulos: total.titles, exemplares: total.copies },
    tipos: ACQUISITION_KINDS.map((tipo) => {
      const row = kinds.find((entry) => entry.kind === tipo);
      return { tipo, titulos: row?.titles ?? 0, exemplares: row?.copies ?? 0 };
    }),
    bibliotecas: libraries.map((row) => ({
      cod_biblioteca: row.code,
      desc_biblioteca: row.name,
      titulos: row.titles,
      exemplares: row.copies,
      ...row.byKind,
    })),
    meses: monthsBetween(period.from, period.to).map((mes) => {
      const row = monthRows.get(mes);
      return { mes, titulos: row?.titles ?? 0, exemplares: row?.copies ?? 0, ...(row?.byKind ?? noKinds()) };
    }),
  };
}

/** The statistics as CSV rows: one per month, then one per library, then the totals (header names are the API's). */
export function statisticsCsvRows(statistics: AcquisitionStatistics) {
  const header = ['secao', 'chave', 'titulos', 'exemplares', ...ACQUISITION_KINDS];
  const kindCells = (row: Record<AcquisitionKind, number>) => ACQUISITION_KINDS.map((kind) => row[kind]);
  const totalsByKind = Object.fromEntries(statistics.tipos.map((row) => [row.tipo, row.exemplares])) as Record<
    AcquisitionKind,
    number
  >;
  const rows: (string | number)[][] = [
    ...statistics.meses.map((row) => ['mes', row.mes, row.titulos, row.exemplares, ...kindCells(row)]),
    ...statistics.bibliotecas.map((row) => [
      'biblioteca',
      row.cod_biblioteca,
      row.titulos,
      row.exemplares,
      ...kindCells(row),
    ]),
    [
      'total',
      `${statistics.dataIni}/${statistics.dataFim}`,
      statistics.total.titulos,
      statistics.total.exemplares,
      ...kindCells(totalsByKind),
    ],
  ];
  return { header, rows };
}

/** GET /aquisicao/pedidos: the orders holding the patron's suggestions, each with the patron's items. */
export async function patronPurchaseOrders(db: Kysely<Database>, personId: number): Promise<PatronPurchaseOrder[]> {
  const orders = new Map<number, PatronPurchaseOrder>();
  for (const row of await patronOrders(db, personId)) {
    let order = orders.get(row.order_id);
    if (!order) {
      order = {
        cod_pedido: row.order_id,
        biblioteca: row.library_code,
        desc_biblioteca: row.library_name,
        situacao: wireStatus(ORDER_STATUS_NAMES[row.status]),
        quantidade_itens: Number(row.item_count ?? 0),
        total_entregue: Number(row.received_count ?? 0),
        data_cotacao: row.quote_date,
        data_criacao: row.created_at,
        data_envio: row.sent_at,
        previsao_entrega: row.expected_delivery,
        data_conclusao: row.closed_at,
        itens: [],
      };
      orders.set(row.order_id, order);
    }
    order.itens.push({
      cod_sugestao: row.suggestion_id!,
      titulo: row.title,
      autor: row.author,
      titulo_estrangeiro: row.foreign_title === 1,
      solicitante: row.requester_name,
      quantidade: row.quantity,
      quantidade_recebida: row.quantity_received,
    });
  }
  return [...orders.values()];
}

function wireStatus(name: string): PurchaseOrderStatusName {
  return (PURCHASE_ORDER_STATUSES as readonly string[]).includes(name) ? (name as PurchaseOrderStatusName) : 'aberto';
}
