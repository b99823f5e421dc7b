import {
  type Compilable,
  type CompiledQuery,
  type ExpressionBuilder,
  type InferResult,
  type Kysely,
  sql,
} from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { DialectName } from '../database/database.ts';
import { executePrepared } from '../database/prepared-statements.ts';
import type { Database } from '../database/schema.ts';
import { currentRevisions, type Revisions } from './catalogue-revision.ts';
import type { RecordCourse } from './record-teaching.ts';
import type { CopyGroup } from './result-availability.ts';
import { RESULT_COLUMNS, type ResultRow } from './search-result.repository.ts';

/** What a search page shows from the database, read in one statement with the revisions it was read at. */
export interface SearchPage {
  /** The catalogue and authority revisions of the statement's snapshot: the search checks its index against them. */
  revisions: Revisions;
  /** The result rows, in the order of the ids (ids no longer in the catalogue left out). */
  rows: SearchPageRow[];
  /** Courses whose disciplines list each record in their bibliography, with the course's campus. */
  courses: RecordCourse[];
}

/**
 * A result row with its copies grouped per library and kind (result-availability.ts); without them when the page
 * was read without availability (RESULT_AVAILABILITY=off, docs/search.md "Availability").
 */
export type SearchPageRow = ResultRow & { copies?: CopyGroup[] };

type CourseOfRecord = { code: string; campus_id: number | null };

/** SQLite answers a JSON list as text; PostgreSQL's driver parses it. */
const parsed = <T>(json: unknown): T[] => (typeof json === 'string' ? JSON.parse(json) : json) as T[];

/** What makes copies one kind, in the order of the index copies_availability: selected and grouped by. */
const KIND_COLUMNS = [
  'copy.library_id',
  'copy.status',
  'copy.loan_type_code',
  'copy.volume',
  'copy.tome',
  'copy.part',
  'copy.material',
] as const;

/**
 * A record's copies as a JSON list of groups (CopyGroup, positional), for the correlated record `r`. The copies are
 * grouped by their own columns, in the order of the index copies_availability (SQLite answers from it without
 * sorting), each joined to its open loan: a copy has at most one (the unique index loans_one_open_per_copy), so
 * count(*) counts copies. Library and loan type are looked up for each group, not for each copy. Grouping by the
 * loan type rather than by whether it lends can split a kind of copy in two groups; libraryAvailability adds them up
 * the same, and the hold rule asks only whether a copy of a kind exists. Lists of values rather than objects: a
 * third the text, parsed twice as fast.
 */
function copyGroups(eb: ExpressionBuilder<Database & { r: Database['records'] }, 'r'>, dialect: DialectName) {
  const kinds = eb
    .selectFrom('copies as copy')
    .leftJoin('loans as loan', (join) => join.onRef('loan.copy_id', '=', 'copy.id').on('loan.returned_at', 'is', null))
    .select((inner) => [
      ...KIND_COLUMNS,
      inner.fn.countAll().as('copies'),
      inner.fn.min('copy.call_number').as('call_number'),
      inner.fn.min('loan.due_date').as('due_date'),
    ])
    .whereRef('copy.record_id', '=', 'r.id')
    .groupBy([...KIND_COLUMNS])
    .as('kind');
  // The order of CopyGroup's values.
  const values = sql.join([
    sql.ref('library.code'),
    sql.ref('library.name'),
    sql.ref('kind.status'),
    // A copy with no loan type, or one not in the table, is lent (copyCirculates in circulation).
    sql`coalesce(${sql.ref('loan_type.circulates')}, 1)`,
    sql.ref('kind.volume'),
    sql.ref('kind.tome'),
    sql.ref('kind.part'),
    sql.ref('kind.material'),
    sql.ref('kind.copies'),
    sql.ref('kind.call_number'),
    sql.ref('kind.due_date'),
  ]);
  // PostgreSQL's driver parses the list; SQLite answers it as text.
  const list =
    dialect === 'postgres'
      ? sql<CopyGroup[] | string>`coalesce(json_agg(json_build_array(${values})), '[]')`
      : sql<CopyGroup[] | string>`coalesce(json_group_array(json_array(${values})), '[]')`;
  return eb
    .selectFrom(kinds)
    .innerJoin('libraries as library', 'library.id', 'kind.library_id')
    .leftJoin('loan_types as loan_type', 'loan_type.code', 'kind.loan_type_code')
    .select(list.as('groups'));
}

/** The page's statement for these ids (see readSearchPage). */
function buildPageQuery(db: Kysely<Database>, dialect: DialectName, ids: readonly number[], availability: boolean) {
  const jsonArrayFrom = dialect === 'postgres' ? postgresJsonArrayFrom : sqliteJsonArrayFrom;
  return db
    .selectFrom('catalogue_revision as revision')
    .leftJoin('records as r', (join) => join.on('r.id', 'in', [...ids]))
    .select(['revision.revision as catalogue_revision', 'revision.authority_revision'])
    .select(RESULT_COLUMNS.map((column) => `r.${column}` as const))
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('discipline_records as dr')
          .innerJoin('course_disciplines as cd', 'cd.discipline_id', 'dr.discipline_id')
          .innerJoin('courses as c', 'c.id', 'cd.course_id')
          .select(['c.code', 'c.campus_id'])
          .distinct()
          .whereRef('dr.record_id', '=', 'r.id')
          .orderBy('c.code'),
      ).as('courses'),
    )
    .$if(availability, (query) => query.select((eb) => copyGroups(eb, dialect).as('copies')))
    .where('revision.id', '=', 1);
}

type PageRow = InferResult<ReturnType<typeof buildPageQuery>>[number];

/**
 * The statement compiled once per database and page size, its ids put in at each search: building and compiling the
 * query (two correlated JSON lists) cost Kysely more CPU than SQLite spent running it (about 0.6 against 0.45 ms a
 * page). Placeholder ids -1…-n mark where each id goes. A pure memo of immutable text, keyed weakly by the database.
 */
const compiledPages = new WeakMap<Kysely<Database>, Map<string, CompiledQuery<PageRow>>>();

function pageStatement(
  db: Kysely<Database>,
  dialect: DialectName,
  ids: readonly number[],
  availability: boolean,
): Compilable<PageRow> {
  let bySize = compiledPages.get(db);
  if (!bySize) {
    bySize = new Map();
    compiledPages.set(db, bySize);
  }
  const key = `${ids.length}${availability ? '+copies' : ''}`;
  let template = bySize.get(key);
  if (!template) {
    template = buildPageQuery(
      db,
      dialect,
      ids.map((_, index) => -(index + 1)),
      availability,
    ).compile();
    bySize.set(key, template);
  }
  const parameters = template.parameters.map((value) =>
    typeof value === 'number' && value < 0 ? ids[-value - 1] : value,
  );
  const compiled = { ...template, parameters };
  return { compile: () => compiled };
}

/**
 * The result rows of a page of record ids, their courses and the database's revisions, in one statement: the search
 * checks its in-memory index against the revisions after searching (search-catalogue.ts) instead of reading them
 * first, and the courses come as a JSON list per row. A search made three statements; on PostgreSQL each cost the
 * server ~0.1 ms of CPU in the pg driver and PostgreSQL 0.06–0.18 ms (docs/performance.md, stop 19). The statement
 * runs prepared on PostgreSQL (prepared-statements.ts). The revisions row is left-joined to the page's records, so a
 * page whose records are all gone still reads the revisions.
 *
 * Each record's copies come the same way, as a JSON list of groups (library, status, loan type, volume/tome/part/
 * material; copyGroups) with their count, lowest call number and soonest open loan's due date: the result list's availability
 * per library (docs/search.md, "Availability"), with no statement per result. Grouped, a title with many copies adds
 * a row per kind of copy, not per copy.
 */
export async function readSearchPage(
  db: Kysely<Database>,
  dialect: DialectName,
  ids: readonly number[],
  { availability = true }: { availability?: boolean } = {},
): Promise<SearchPage> {
  if (ids.length === 0) return { revisions: await currentRevisions(db), rows: [], courses: [] };
  const found = await executePrepared(db, pageStatement(db, dialect, ids, availability));
  const first = found[0];
  const revisions = {
    catalogue: Number(first?.catalogue_revision ?? 0),
    authorities: Number(first?.authority_revision ?? 0),
  };
  const byId = new Map<number, SearchPageRow>();
  const courses: RecordCourse[] = [];
  for (const row of found) {
    if (row.id === null) continue;
    const {
      catalogue_revision: _catalogue,
      authority_revision: _authorities,
      courses: coursesJson,
      copies: copiesJson,
      ...columns
    } = row;
    byId.set(row.id, {
      ...(columns as ResultRow),
      ...(copiesJson === undefined ? {} : { copies: parsed<CopyGroup>(copiesJson) }),
    });
    for (const course of parsed<CourseOfRecord>(coursesJson))
      courses.push({ record_id: row.id, code: course.code, campus_id: course.campus_id });
  }
  courses.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.record_id - b.record_id));
  const rows = ids.map((id) => byId.get(id)).filter((row): row is SearchPageRow => row !== undefined);
  return { revisions, rows, courses };
}
