import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { monthlyCounts } from './eresources.repository.ts';

export type Grouping = 'title' | 'resource';

export interface StatisticsRow {
  recordId: number | null;
  title: string;
  platform: string;
  total: number;
  months: number[];
}

/** Every month from `from` to `to` (YYYY-MM), inclusive; empty when `to` is before `from`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = to.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    if (months.length > 120) break;
  }
  return months;
}

/** Monthly requests per title or per resource over a period, one row per title/resource, busiest first. */
export async function accessStatistics(
  db: Kysely<Database>,
  grouping: Grouping,
  from: string,
  to: string,
): Promise<{ months: string[]; rows: StatisticsRow[] }> {
  const months = monthsBetween(from, to);
  const counts = await monthlyCounts(db, grouping, from, to);
  const rows = new Map<string, StatisticsRow>();
  for (const count of counts) {
    const row = rows.get(count.key) ?? {
      recordId: count.recordId,
      title: count.title,
      platform: count.platform,
      total: 0,
      months: months.map(() => 0),
    };
    const index = months.indexOf(count.month);
    if (index >= 0) {
      row.months[index] = (row.months[index] ?? 0) + count.count;
      row.total += count.count;
    }
    rows.set(count.key, row);
  }
  const sorted = [...rows.values()].sort(
    (a, b) => b.total - a.total || a.platform.localeCompare(b.platform) || a.title.localeCompare(b.title),
  );
  return { months, rows: sorted };
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** COUNTER's month column heading: Mmm-YYYY. */
export function counterMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1]}-${year}`;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** A CSV cell (RFC 4180), a text that a spreadsheet would run as a formula prefixed with an apostrophe. */
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The COUNTER Release 5.1 tabular layout: the header block (Report_Name … Registry_Record), a blank row, then the
 * column headings and one row per item (title report "TR") or per platform ("PR"), Metric_Type
 * Total_Item_Requests, Reporting_Period_Total and one Mmm-YYYY column per month.
 */
export function counterCsv(
  grouping: Grouping,
  institution: string,
  from: string,
  to: string,
  months: string[],
  rows: StatisticsRow[],
  created: Date,
): string {
  const lastDay = new Date(Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)), 0)).getUTCDate();
  const title = grouping === 'title';
  const header: (string | number)[][] = [
    ['Report_Name', title ? 'Title Report' : 'Platform Report'],
    ['Report_ID', title ? 'TR' : 'PR'],
    ['Release', '5.1'],
    ['Institution_Name', institution],
    ['Institution_ID', ''],
    ['Metric_Types', 'Total_Item_Requests'],
    ['Report_Filters', 'Access_Method:Regular'],
    ['Report_Attributes', ''],
    ['Exceptions', ''],
    ['Reporting_Period', `Begin_Date=${from}-01; End_Date=${to}-${String(lastDay).padStart(2, '0')}`],
    ['Created', created.toISOString().replace(/\.\d{3}Z$/, 'Z')],
    ['Created_By', 'Estante'],
    ['Registry_Record', ''],
    [],
  ];
  const columns = title
    ? ['Title', 'Platform', 'Proprietary_ID', 'Data_Type', 'Access_Method', 'Metric_Type']
    : ['Platform', 'Metric_Type'];
  const table = [
    [...columns, 'Reporting_Period_Total', ...months.map(counterMonth)],
    ...rows.map((row) => [
      ...(title
        ? [row.title, row.platform, row.recordId === null ? '' : `estante:${row.recordId}`, 'Other', 'Regular']
        : [row.platform]),
      'Total_Item_Requests',
      row.total,
      ...row.months,
    ]),
  ];
  return `\uFEFF${[...header, ...table].map((cells) => cells.map(cell).join(',')).join('\r\n')}\r\n`;
}
