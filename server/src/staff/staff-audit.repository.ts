import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';

export interface AuditRowInput {
  personId: number;
  loginId: number | null;
  actedAt: string;
  functionCode: number;
  method: string;
  route: string;
  paramsJson: string | null;
  queryJson: string | null;
  bodyJson: string | null;
  statusCode: number;
  beforeJson: string | null;
  afterJson: string | null;
}

/** Writes one audit row; the login text is read from the sign-in's login in the same statement. */
export async function insertAuditRow(db: Kysely<Database>, row: AuditRowInput): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      person_id: row.personId,
      login:
        row.loginId === null
          ? null
          : db
              .selectFrom('logins')
              .select('login')
              .where('id', '=', row.loginId)
              .where('person_id', '=', row.personId)
              .limit(1),
      acted_at: row.actedAt,
      function_code: row.functionCode,
      method: row.method,
      route: row.route,
      params_json: row.paramsJson,
      query_json: row.queryJson,
      body_json: row.bodyJson,
      status_code: row.statusCode,
      before_json: row.beforeJson,
      after_json: row.afterJson,
    })
    .execute();
}

export interface AuditFilter {
  /** A login of the acting person: matches the login recorded and any login the person holds now. */
  login?: string;
  functionCode?: number;
  /** ISO instants: from, inclusive; until, exclusive. */
  from?: string;
  until?: string;
  /** Part of the route pattern (case-insensitive). */
  route?: string;
}

export interface AuditRow {
  id: number;
  person_id: number | null;
  person_name: string | null;
  login: string | null;
  acted_at: string;
  function_code: number;
  method: string;
  route: string;
  params_json: string | null;
  query_json: string | null;
  body_json: string | null;
  status_code: number;
  before_json: string | null;
  after_json: string | null;
}

/** Escapes LIKE's wildcards so a route filter matches its text literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('staff_audit');
  if (filter.login) {
    const login = filter.login;
    query = query.where((eb) =>
      eb.or([
        eb('staff_audit.login', '=', login),
        eb('staff_audit.person_id', 'in', db.selectFrom('logins').select('person_id').where('login', '=', login)),
      ]),
    );
  }
  if (filter.functionCode !== undefined) query = query.where('staff_audit.function_code', '=', filter.functionCode);
  if (filter.from) query = query.where('staff_audit.acted_at', '>=', filter.from);
  if (filter.until) query = query.where('staff_audit.acted_at', '<', filter.until);
  if (filter.route) {
    const pattern = `%${likeLiteral(filter.route.toLowerCase())}%`;
    // ESCAPE names the backslash on both engines (PostgreSQL's default, SQLite's none).
    query = query.where(sql<boolean>`lower(${sql.ref('staff_audit.route')}) like ${pattern} escape '\\'`);
  }
  return query;
}

/** One page of audit rows, newest first, with the total that match. */
export async function listAuditRows(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: AuditRow[] }> {
  const { total } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filter)
    .leftJoin('people', 'people.id', 'staff_audit.person_id')
    .select([
      'staff_audit.id',
      'staff_audit.person_id',
      'people.name as person_name',
      'staff_audit.login',
      'staff_audit.acted_at',
      'staff_audit.function_code',
      'staff_audit.method',
      'staff_audit.route',
      'staff_audit.params_json',
      'staff_audit.query_json',
      'staff_audit.body_json',
      'staff_audit.status_code',
      'staff_audit.before_json',
      'staff_audit.after_json',
    ])
    .orderBy('staff_audit.acted_at', 'desc')
    .orderBy('staff_audit.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(total), rows: rows.map((row) => ({ ...row, id: Number(row.id) })) };
}
