import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { BIBLIOGRAPHY_SIZE, DEMO_COURSES, DEMO_PROFESSORS, DEMO_SEARCH_OPTIONS } from './demo-teaching.ts';

/** Courses, disciplines, professors and bibliographies of the demo library, after its catalogue is imported. */
export async function seedDemoTeaching(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const professorIds = new Map<string, number>();
    for (const professor of DEMO_PROFESSORS) {
      const person =
        'login' in professor
          ? await trx.selectFrom('logins').select('person_id').where('login', '=', professor.login).executeTakeFirst()
          : undefined;
      const { id } = await trx
        .insertInto('professors')
        .values({ code: professor.code, name: professor.name, person_id: person?.person_id ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      professorIds.set(professor.code, id);
    }
    for (const course of DEMO_COURSES) {
      const campus = await trx.selectFrom('campuses').select('id').where('name', '=', course.campus).executeTakeFirst();
      const { id: courseId } = await trx
        .insertInto('courses')
        .values({ code: course.code, name: course.name, campus_id: campus?.id ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const discipline of course.disciplines) {
        const { id: disciplineId } = await trx
          .insertInto('disciplines')
          .values({ code: discipline.code, name: discipline.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('course_disciplines')
          .values({ course_id: courseId, discipline_id: disciplineId })
          .execute();
        for (const code of discipline.professors) {
          await trx
            .insertInto('discipline_professors')
            .values({ discipline_id: disciplineId, professor_id: professorIds.get(code)! })
            .execute();
        }
        const records = await trx
          .selectFrom('record_facets')
          .select('record_id')
          .distinct()
          .where('letter', '=', 'K')
          .where('code', 'in', [...discipline.classes])
          .orderBy('record_id')
          .limit(BIBLIOGRAPHY_SIZE)
          .execute();
        if (records.length > 0) {
          await trx
            .insertInto('discipline_records')
            .values(records.map((row) => ({ discipline_id: disciplineId, record_id: row.record_id })))
            .execute();
        }
      }
    }
    const options = Object.entries(DEMO_SEARCH_OPTIONS).flatMap(([kind, list]) =>
      list.map((option, position) => ({
        kind,
        group_key: option.group,
        code: option.code,
        labels_json: JSON.stringify(option.labels),
        position,
      })),
    );
    await trx.insertInto('search_options').values(options).execute();
  });
}
