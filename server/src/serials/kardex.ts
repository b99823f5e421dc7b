import type { KardexCollection, KardexData, KardexItem, KardexOptions, KardexQuery } from '@estante/contracts';
import { dataFields, type MarcDataField, type MarcRecord, NotFoundError, subfieldValues } from '@estante/core';
import { issuesPerYear, parseHoldings, readContentsNote } from '@estante/core/holdings';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { frequencyCode, frequencyName, presentCollection, type ReadHoldings } from './kardex.presenter.ts';
import {
  findIssueContents,
  findSerialTitle,
  type HoldingsRecordRow,
  listHoldingsRecords,
  listIssuesWithContents,
  type SerialTitleRow,
} from './serials.repository.ts';

async function requireTitle(db: Kysely<Database>, id: number): Promise<SerialTitleRow> {
  const row = await findSerialTitle(db, id);
  if (!row) throw new NotFoundError(`record ${id}`);
  return row;
}

function todayOf(now: Date) {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

async function readHoldings(db: Kysely<Database>, recordId: number, now: Date): Promise<ReadHoldings[]> {
  const today = todayOf(now);
  return (await listHoldingsRecords(db, recordId)).map((row) => {
    // A stored record that is not valid JSON any more reads as empty: the kardex reports, never fails.
    let marc: MarcRecord = { leader: '', fields: [] };
    try {
      marc = JSON.parse(row.marc_json) as MarcRecord;
    } catch {
      /* left empty */
    }
    const parsed = parseHoldings(marc, { today });
    const pattern = parsed.patterns.find((candidate) => candidate.unit === 'basic');
    const perYear = pattern ? issuesPerYear(pattern) : undefined;
    const frequency = pattern ? frequencyCode(pattern, perYear) : undefined;
    return { row, parsed, ...(frequency ? { frequency } : {}), ...(perYear !== undefined ? { perYear } : {}) };
  });
}

/** Periodicals: MARC leader/07 s or i, work type periodical or e-periodical, or a title with holdings records. */
export async function kardexPermission(db: Kysely<Database>, id: number): Promise<{ permitido: boolean }> {
  const title = await requireTitle(db, id);
  if (title.work_type === 2 || title.work_type === 17 || 'si'.includes(title.leader.charAt(7)))
    return { permitido: true };
  return { permitido: (await listHoldingsRecords(db, id)).length > 0 };
}

export async function kardexOptions(db: Kysely<Database>, id: number, now: Date): Promise<KardexOptions> {
  await requireTitle(db, id);
  const holdings = await readHoldings(db, id, now);
  const libraries = new Map<string, string>();
  const periodicities = new Map<string, string>();
  const years = new Set<number>();
  for (const { row, parsed, frequency } of holdings) {
    const code = libraryCodeOf(row);
    libraries.set(code, row.library_name ?? code);
    if (frequency) periodicities.set(frequency, frequencyName(frequency));
    for (const year of parsed.years) years.add(year.year);
  }
  return {
    bibliotecas: [...libraries].map(([cod_biblioteca, desc_biblioteca]) => ({ cod_biblioteca, desc_biblioteca })),
    periodicidades: [...periodicities].map(([cod_periodicidade, desc_periodicidade]) => ({
      cod_periodicidade,
      desc_periodicidade,
    })),
    parametros: holdings.map(({ row, frequency }) => ({
      cod_par: String(row.id),
      desc_par: [row.library_name ?? libraryCodeOf(row), row.location, row.call_number].filter(Boolean).join(' · '),
      cod_biblioteca: libraryCodeOf(row),
      ...(frequency ? { cod_periodicidade: frequency } : {}),
    })),
    anos: [...years].sort((a, b) => b - a),
  };
}

export function libraryCodeOf(row: HoldingsRecordRow): string {
  return row.library_code ?? '';
}

/** The kardex: each holdings record's year-by-issue grid, filtered by library, periodicity, parameter and year. */
export async function kardexData(
  db: Kysely<Database>,
  id: number,
  query: KardexQuery,
  now: Date,
): Promise<Omit<KardexData, 'fasciculos'>> {
  const title = await requireTitle(db, id);
  const holdings = (await readHoldings(db, id, now)).filter(
    ({ row, frequency }) =>
      (!query.codBib || libraryCodeOf(row) === query.codBib) &&
      (!query.codPar || String(row.id) === query.codPar) &&
      (!query.codPeriod || frequency === query.codPeriod),
  );
  const withContents = await listIssuesWithContents(
    db,
    holdings.map(({ row }) => row.id),
  );
  const colecoes: KardexCollection[] = holdings.map((read) => presentCollection(read, withContents, query.year));
  const bibliographic = JSON.parse(title.marc_json) as MarcRecord;
  const resumo = [
    ...dataFields(bibliographic, '362', '866', '867', '868').map(statementText),
    ...colecoes.flatMap((collection) => collection.declaracoes),
  ].filter(Boolean);
  return { resumo: [...new Set(resumo)], colecoes };
}

function statementText(field: MarcDataField): string {
  return subfieldValues(field, 'a', 'z')
    .map((value) => value.trim())
    .join(' ');
}

/** One issue: its designation and, where recorded, its table of contents (a 505) in sections and articles. */
export async function kardexItem(
  db: Kysely<Database>,
  id: number,
  query: { codPar: string; seqPar: string; seqSec?: number },
  now: Date,
): Promise<KardexItem> {
  await requireTitle(db, id);
  const read = (await readHoldings(db, id, now)).find(({ row }) => String(row.id) === query.codPar);
  if (!read) throw new NotFoundError(`holdings ${query.codPar} of record ${id}`);
  const collection = presentCollection(read, new Set(), undefined);
  const issue = collection.anos.flatMap((year) => year.fasciculos).find((entry) => entry.seq_par === query.seqPar);
  if (!issue) throw new NotFoundError(`issue ${query.seqPar} of holdings ${query.codPar}`);
  const [link, sequence, rank] = query.seqPar.split('.');
  const contents =
    rank === undefined && link ? await findIssueContents(db, read.row.id, link, Number(sequence)) : undefined;
  let sections: KardexItem['secoes'] = [];
  if (contents) {
    try {
      sections = readContentsNote(JSON.parse(contents) as MarcDataField).map((section, index) => ({
        seq_sec: index + 1,
        titulo: section.title,
        artigos: section.articles.map((article) => ({
          titulo: article.title,
          ...(article.authors ? { autores: article.authors } : {}),
          ...(article.pages ? { paginas: article.pages } : {}),
        })),
      }));
    } catch {
      sections = [];
    }
  }
  if (query.seqSec !== undefined) sections = sections.filter((section) => section.seq_sec === query.seqSec);
  return {
    ...issue,
    numeros: issue.numeros,
    tem_sumario: Boolean(contents),
    cod_biblioteca: collection.cod_biblioteca,
    desc_biblioteca: collection.desc_biblioteca,
    secoes: sections,
  };
}
