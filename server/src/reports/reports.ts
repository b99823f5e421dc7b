import {
  type AccessReport,
  type AccessReportQuery,
  type AcquisitionsReport,
  type AcquisitionsReportQuery,
  type CirculationReport,
  type CirculationReportQuery,
  type LanguageTag,
  OVERDUE_BANDS,
  type OverdueReport,
  type OverdueReportQuery,
  type WaitingHoldsReport,
  type WaitingHoldsReportQuery,
} from '@estante/contracts';
import { addDays, calendarDate, daysBetween, daysLate, lateFineCents, resolveLoanPolicy } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { suggestionStatusText, UnknownLibraryError } from '../library-units/index.ts';
import type { AccessCounter } from './access-counter.ts';
import { readAccessCounts } from './access-counts.repository.ts';
import { PURCHASE_ORDER_STATUS_NAMES, purchaseOrderStatusText } from './report-columns.ts';
import { daysOf, instantBounds, monthsOf, optionalPeriod, reportPeriod } from './report-period.ts';
import {
  countOverdue,
  countWaitingHolds,
  type LibraryRef,
  listLibraries,
  listLoanPolicies,
  listOverdue,
  listWaitingHolds,
  loansPerMonth,
  purchaseOrdersPerMonth,
  renewalsPerMonth,
  returnsPerMonth,
  suggestionsPerMonth,
} from './reports.repository.ts';

/** What the reports read: the database, the app's clock, and this process's access counts. */
export interface ReportServices {
  db: Kysely<Database>;
  now: () => Date;
  accessCounter: AccessCounter;
}

/** Rows of a list report: one page, or every row (CSV). */
export type ReportPage = { offset: number; limit: number } | 'all';

/** A CSV holds at most this many rows of a list report (more than any library's overdue list). */
export const CSV_MAX_ROWS = 100_000;

function pageBounds(page: ReportPage): { offset: number; limit: number } {
  return page === 'all' ? { offset: 0, limit: CSV_MAX_ROWS } : page;
}

/** The institution's libraries by id, and the id of the library the report is filtered by (its code). */
async function libraryScope(db: Kysely<Database>, code: string | undefined) {
  const libraries = await listLibraries(db);
  const byId = new Map(libraries.map((library) => [library.id, library]));
  if (code === undefined) return { byId, libraryId: undefined };
  const chosen = libraries.find((library) => library.code === code);
  if (!chosen) throw new UnknownLibraryError(code);
  return { byId, libraryId: chosen.id };
}

function libraryFields(byId: Map<number, LibraryRef>, id: number) {
  const library = byId.get(id);
  return { biblioteca: library?.code ?? String(id), desc_biblioteca: library?.name ?? String(id) };
}

/** Loans, returns and renewals per month and library (months without any activity at a library are left out). */
export async function circulationReport(
  services: ReportServices,
  query: CirculationReportQuery,
): Promise<CirculationReport> {
  const { db } = services;
  const period = reportPeriod(query, services.now(), { months: 12 });
  const { byId, libraryId } = await libraryScope(db, query.biblioteca);
  const range = instantBounds(period);
  const [loans, returns, renewals] = await Promise.all([
    loansPerMonth(db, range, libraryId),
    returnsPerMonth(db, range, libraryId),
    renewalsPerMonth(db, range, libraryId),
  ]);
  const rows = new Map<
    string,
    { month: string; libraryId: number; loans: number; returns: number; renewals: number }
  >();
  const cell = (month: string, id: number) => {
    const key = `${month}|${id}`;
    let row = rows.get(key);
    if (!row) {
      row = { month, libraryId: id, loans: 0, returns: 0, renewals: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const count of loans) cell(count.month, count.libraryId).loans += count.count;
  for (const count of returns) cell(count.month, count.libraryId).returns += count.count;
  for (const count of renewals) cell(count.month, count.libraryId).renewals += count.count;
  const itens = [...rows.values()]
    .map((row) => ({
      mes: row.month,
      ...libraryFields(byId, row.libraryId),
      emprestimos: row.loans,
      devolucoes: row.returns,
      renovacoes: row.renewals,
    }))
    .sort((a, b) => a.mes.localeCompare(b.mes) || a.biblioteca.localeCompare(b.biblioteca));
  const sum = (field: 'emprestimos' | 'devolucoes' | 'renovacoes') =>
    itens.reduce((total, row) => total + row[field], 0);
  return {
    de: period.from,
    ate: period.to,
    total: itens.length,
    itens,
    totais: { emprestimos: sum('emprestimos'), devolucoes: sum('devolucoes'), renovacoes: sum('renovacoes') },
  };
}

/** Titles with holds waiting for a copy, per library: the queue's length and since when its oldest hold waits. */
export async function waitingHoldsReport(
  services: ReportServices,
  query: WaitingHoldsReportQuery,
  page: ReportPage,
): Promise<WaitingHoldsReport> {
  const { db } = services;
  const period = optionalPeriod(query);
  const { byId, libraryId } = await libraryScope(db, query.biblioteca);
  const filter = { libraryId, placed: instantBounds(period) };
  const today = calendarDate(services.now());
  const [counts, rows] = await Promise.all([
    countWaitingHolds(db, filter),
    listWaitingHolds(db, filter, pageBounds(page)),
  ]);
  return {
    total: counts.groups,
    reservas: counts.holds,
    itens: rows.map((row) => ({
      cod_acervo: row.recordId,
      titulo: row.title,
      autor: row.author,
      ...libraryFields(byId, row.libraryId),
      fila: row.queue,
      mais_antiga: row.oldest,
      dias_espera: Math.max(0, daysBetween(row.oldest.slice(0, 10), today)),
    })),
  };
}

/** Loans past their due date and not returned, the most overdue first, with the fine each has run up so far. */
export async function overdueReport(
  services: ReportServices,
  query: OverdueReportQuery,
  page: ReportPage,
): Promise<OverdueReport> {
  const { db } = services;
  const now = services.now();
  const today = calendarDate(now);
  const period = optionalPeriod(query);
  const { byId, libraryId } = await libraryScope(db, query.biblioteca);
  const filter = { today, libraryId, dueFrom: period.from, dueTo: period.to };
  // Bands of days late (OVERDUE_BANDS): due on or after today-7 is 1–7 days late, and so on.
  const bandStarts = [addDays(today, -7), addDays(today, -30), addDays(today, -90)];
  const [counts, rows, policies] = await Promise.all([
    countOverdue(db, filter, bandStarts),
    listOverdue(db, filter, pageBounds(page)),
    listLoanPolicies(db),
  ]);
  const [week = 0, month = 0, quarter = 0] = counts.bands;
  const bandCounts = [week, month - week, quarter - month, counts.total - quarter];
  return {
    data_referencia: today,
    total: counts.total,
    faixas: OVERDUE_BANDS.map((faixa, index) => ({ faixa, quantidade: bandCounts[index] ?? 0 })),
    itens: rows.map((row) => {
      // The fine the desk would charge if the copy came back now (desk-operations.ts: checkIn).
      const policy = resolveLoanPolicy(policies, row.categoryCode, row.loanType);
      return {
        cod_emprestimo: row.loanId,
        usuario: row.login ?? '',
        nome: row.personName,
        cod_acervo: row.recordId,
        titulo: row.title,
        cod_exemplar: row.copyId,
        codigo_barras: row.barcode,
        ...libraryFields(byId, row.libraryId),
        data_devolucao_prevista: row.dueDate,
        dias_atraso: daysLate(row.dueDate, now),
        multa: lateFineCents(row.dueDate, now, policy.finePerDayCents) / 100,
      };
    }),
  };
}

/**
 * Searches and title-page views per day or month. This process's counts not yet written are written first, so a
 * single server's report is exact; another process's may be up to a minute late (access-counter.ts).
 */
export async function accessReport(services: ReportServices, query: AccessReportQuery): Promise<AccessReport> {
  const byMonth = query.agrupar === 'mes';
  const period = reportPeriod(query, services.now(), byMonth ? { months: 12 } : { days: 30 });
  await services.accessCounter.flush();
  const counts = await readAccessCounts(services.db, period.from, period.to);
  const periods = byMonth ? monthsOf(period) : daysOf(period);
  const rows = new Map(periods.map((key) => [key, { periodo: key, pesquisas: 0, visualizacoes: 0 }]));
  for (const count of counts) {
    const row = rows.get(byMonth ? count.day.slice(0, 7) : count.day);
    if (!row) continue;
    if (count.kind === 'search') row.pesquisas += count.hits;
    else row.visualizacoes += count.hits;
  }
  const itens = [...rows.values()];
  return {
    de: period.from,
    ate: period.to,
    total: itens.length,
    itens,
    totais: {
      pesquisas: itens.reduce((total, row) => total + row.pesquisas, 0),
      visualizacoes: itens.reduce((total, row) => total + row.visualizacoes, 0),
    },
  };
}

/**
 * Purchase suggestions sent per month, by the status each is in now, and the totals per status; purchase orders
 * created per month by their status now, with the copies ordered and their price.
 */
export async function acquisitionsReport(
  services: ReportServices,
  query: AcquisitionsReportQuery,
  language: LanguageTag,
): Promise<AcquisitionsReport> {
  const { db } = services;
  const period = reportPeriod(query, services.now(), { months: 12 });
  const { libraryId } = await libraryScope(db, query.biblioteca);
  const range = instantBounds(period);
  const [counts, orders] = await Promise.all([
    suggestionsPerMonth(db, range, libraryId),
    purchaseOrdersPerMonth(db, range, libraryId),
  ]);
  const itens = counts
    .map((count) => ({
      mes: count.month,
      situacao: count.status,
      desc_situacao: suggestionStatusText(count.status, language),
      quantidade: count.count,
    }))
    .sort((a, b) => a.mes.localeCompare(b.mes) || a.situacao.localeCompare(b.situacao));
  const perStatus = new Map<string, number>();
  for (const row of itens) perStatus.set(row.situacao, (perStatus.get(row.situacao) ?? 0) + row.quantidade);
  return {
    de: period.from,
    ate: period.to,
    total: itens.length,
    itens,
    situacoes: [...perStatus.entries()]
      .map(([situacao, quantidade]) => ({
        situacao,
        desc_situacao: suggestionStatusText(situacao, language),
        quantidade,
      }))
      .sort((a, b) => b.quantidade - a.quantidade || a.situacao.localeCompare(b.situacao)),
    pedidos: orders
      .map((row) => ({
        mes: row.month,
        situacao: PURCHASE_ORDER_STATUS_NAMES[row.status],
        desc_situacao: purchaseOrderStatusText(row.status, language),
        pedidos: row.orders,
        exemplares: row.copies,
        valor: row.valueCents / 100,
      }))
      .sort((a, b) => a.mes.localeCompare(b.mes) || a.situacao.localeCompare(b.situacao)),
  };
}
