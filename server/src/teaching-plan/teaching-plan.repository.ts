import type { TeachingPlanOptions, TeachingPlanQuery, TeachingPlanTitle } from '@estante/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The professors rows of a person (one person may hold several professor codes); empty for a non-professor. */
export async function professorIdsOf(db: Kysely<Database>, personId: number): Promise<number[]> {
  const rows = await db.selectFrom('professors').select('id').where('person_id', '=', personId).execute();
  return rows.map((row) => row.id);
}

/** The professor's disciplines with their offerings, the departments of those offerings and every library. */
export async function teachingPlanOptions(db: Kysely<Database>, professorIds: number[]): Promise<TeachingPlanOptions> {
  const disciplines = await db
    .selectFrom('disciplines')
    .select(['id', 'code', 'name'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('discipline_professors')
            .select('discipline_id')
            .whereRef('discipline_professors.discipline_id', '=', 'disciplines.id')
            .where('discipline_professors.professor_id', 'in', professorIds),
        ),
        eb.exists(
          eb
            .selectFrom('discipline_offerings')
            .select('discipline_id')
            .whereRef('discipline_offerings.discipline_id', '=', 'disciplines.id')
            .where('discipline_offerings.professor_id', 'in', professorIds),
        ),
      ]),
    )
    .orderBy('name')
    .execute();
  const offerings = await db
    .selectFrom('discipline_offerings')
    .leftJoin('departments', 'departments.id', 'discipline_offerings.department_id')
    .select([
      'discipline_offerings.discipline_id',
      'departments.code as department_code',
      'departments.name as department_name',
      'discipline_offerings.year',
      'discipline_offerings.semester',
      'discipline_offerings.period',
    ])
    .where('discipline_offerings.professor_id', 'in', professorIds)
    .orderBy('discipline_offerings.year', 'desc')
    .orderBy('discipline_offerings.semester', 'desc')
    .execute();
  const libraries = await db.selectFrom('libraries').select(['code', 'name']).orderBy('name').execute();
  const departments = new Map<string, string>();
  for (const row of offerings) if (row.department_code) departments.set(row.department_code, row.department_name!);
  return {
    disciplinas: disciplines.map((discipline) => ({
      codigo: discipline.code,
      nome: discipline.name,
      ofertas: offerings
        .filter((row) => row.discipline_id === discipline.id)
        .map((row) => ({
          departamento: row.department_code,
          ano: row.year,
          semestre: row.semester,
          periodo: row.period,
        })),
    })),
    departamentos: [...departments]
      .map(([codigo, nome]) => ({ codigo, nome }))
      .sort((a, b) => a.nome.localeCompare(b.nome)),
    bibliotecas: libraries.map((library) => ({ codigo: library.code, nome: library.name })),
  };
}

/** Does a library with this code exist? */
export async function libraryIdByCode(db: Kysely<Database>, code: string): Promise<number | undefined> {
  return (await db.selectFrom('libraries').select('id').where('code', '=', code).executeTakeFirst())?.id;
}

/**
 * The bibliography of the professor's disciplines chosen by the filters: the offering filters (departamento, ano,
 * semestre, periodo) keep the disciplines offered so; disciplina keeps one. Each title carries the copies held and
 * available in the library (or in all when libraryId is undefined), so the professor sees what is missing.
 */
export async function teachingBibliography(
  db: Kysely<Database>,
  professorIds: number[],
  filter: Omit<TeachingPlanQuery, 'biblioteca'>,
  libraryId: number | undefined,
): Promise<TeachingPlanTitle[]> {
  const byOffering =
    filter.departamento !== undefined ||
    filter.ano !== undefined ||
    filter.semestre !== undefined ||
    filter.periodo !== undefined;
  let disciplines = db.selectFrom('disciplines').select(['disciplines.id', 'disciplines.code']);
  if (byOffering) {
    disciplines = disciplines.where((eb) => {
      let offered = eb
        .selectFrom('discipline_offerings')
        .leftJoin('departments', 'departments.id', 'discipline_offerings.department_id')
        .select('discipline_offerings.id')
        .whereRef('discipline_offerings.discipline_id', '=', 'disciplines.id')
        .where('discipline_offerings.professor_id', 'in', professorIds);
      if (filter.departamento !== undefined) offered = offered.where('departments.code', '=', filter.departamento);
      if (filter.ano !== undefined) offered = offered.where('discipline_offerings.year', '=', filter.ano);
      if (filter.semestre !== undefined) offered = offered.where('discipline_offerings.semester', '=', filter.semestre);
      if (filter.periodo !== undefined) offered = offered.where('discipline_offerings.period', '=', filter.periodo);
      return eb.exists(offered);
    });
  } else {
    const own = (await teachingPlanOptions(db, professorIds)).disciplinas.map((discipline) => discipline.codigo);
    if (own.length === 0) return [];
    disciplines = disciplines.where('disciplines.code', 'in', own);
  }
  if (filter.disciplina !== undefined) disciplines = disciplines.where('disciplines.code', '=', filter.disciplina);
  const chosen = await disciplines.execute();
  if (chosen.length === 0) return [];
  const codeById = new Map(chosen.map((row) => [row.id, row.code]));

  const links = await db
    .selectFrom('discipline_records')
    .select(['discipline_id', 'record_id'])
    .where('discipline_id', 'in', [...codeById.keys()])
    .execute();
  const recordIds = [...new Set(links.map((link) => link.record_id))];
  if (recordIds.length === 0) return [];
  const records = await db
    .selectFrom('records')
    .select(['id', 'title', 'main_author', 'publication_year', 'imprint', 'edition', 'isbn'])
    .where('id', 'in', recordIds)
    // A suppressed record is in no public list (docs/staff-catalogue.md).
    .where('suppressed', '=', 0)
    .orderBy('title_sort')
    .orderBy('id')
    .execute();
  let copies = db
    .selectFrom('copies')
    .select(['record_id', 'status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('record_id', 'in', recordIds)
    .groupBy(['record_id', 'status']);
  if (libraryId !== undefined) copies = copies.where('library_id', '=', libraryId);
  const counts = new Map<number, { held: number; available: number }>();
  for (const row of await copies.execute()) {
    const entry = counts.get(row.record_id) ?? { held: 0, available: 0 };
    entry.held += Number(row.count);
    if (row.status === 'available') entry.available += Number(row.count);
    counts.set(row.record_id, entry);
  }
  return records.map((record) => ({
    cod_acervo: record.id,
    titulo: record.title,
    autor: record.main_author,
    ano: record.publication_year,
    editora: record.imprint,
    edicao: record.edition,
    isbn: record.isbn,
    disciplinas: links
      .filter((link) => link.record_id === record.id)
      .map((link) => codeById.get(link.discipline_id)!)
      .sort(),
    exemplares: counts.get(record.id)?.held ?? 0,
    disponiveis: counts.get(record.id)?.available ?? 0,
  }));
}
