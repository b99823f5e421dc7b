import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

export interface TeachingOption {
  codigo: string;
  nome: string;
}

const asOptions = (rows: { code: string; name: string }[]): TeachingOption[] =>
  rows.map((row) => ({ codigo: row.code, nome: row.name }));

/** Courses by name, of one campus when given. */
export async function listCourses(db: Kysely<Database>, campusId?: number): Promise<TeachingOption[]> {
  let query = db.selectFrom('courses').select(['code', 'name']);
  if (campusId !== undefined) query = query.where('campus_id', '=', campusId);
  return asOptions(await query.orderBy('name').orderBy('code').execute());
}

/** Disciplines by name, of one course (by its code) when given. */
export async function listDisciplines(db: Kysely<Database>, courseCode?: string): Promise<TeachingOption[]> {
  let query = db.selectFrom('disciplines').select(['disciplines.code', 'disciplines.name']);
  if (courseCode !== undefined) {
    query = query
      .innerJoin('course_disciplines', 'course_disciplines.discipline_id', 'disciplines.id')
      .innerJoin('courses', 'courses.id', 'course_disciplines.course_id')
      .where('courses.code', '=', courseCode);
  }
  return asOptions(await query.orderBy('disciplines.name').orderBy('disciplines.code').execute());
}

/** Professors by name, of one discipline (by its code) when given. */
export async function listProfessors(db: Kysely<Database>, disciplineCode?: string): Promise<TeachingOption[]> {
  let query = db.selectFrom('professors').select(['professors.code', 'professors.name']);
  if (disciplineCode !== undefined) {
    query = query
      .innerJoin('discipline_professors', 'discipline_professors.professor_id', 'professors.id')
      .innerJoin('disciplines', 'disciplines.id', 'discipline_professors.discipline_id')
      .where('disciplines.code', '=', disciplineCode);
  }
  return asOptions(await query.orderBy('professors.name').orderBy('professors.code').execute());
}

export type TeachingTable = 'courses' | 'disciplines' | 'professors';

/** One course, discipline or professor by code. */
export async function findTeachingOption(
  db: Kysely<Database>,
  table: TeachingTable,
  code: string,
): Promise<TeachingOption | undefined> {
  const row = await db.selectFrom(table).select(['code', 'name']).where('code', '=', code).executeTakeFirst();
  return row ? { codigo: row.code, nome: row.name } : undefined;
}
