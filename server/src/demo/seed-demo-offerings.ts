import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { DEMO_COURSES } from './demo-teaching.ts';

/** One department per demo course, offering its disciplines (the teaching plan's department filter). */
export const DEMO_DEPARTMENTS: Record<string, { code: string; name: string }> = {
  DIR: { code: 'DCJ', name: 'Departamento de Ciências Jurídicas' },
  HIS: { code: 'DHI', name: 'Departamento de História' },
  LET: { code: 'DLL', name: 'Departamento de Letras e Linguística' },
  MED: { code: 'DCM', name: 'Departamento de Ciências Médicas' },
};

/**
 * Offerings of the demo disciplines: every discipline in the first semester of last year and, for those whose
 * code ends in 01 or 10 (DIR101, HIS110, LET210…), again in the second semester of this year. The course period
 * is the first digit of the discipline's number (HIS230 → 2nd term).
 */
export async function seedDemoOfferings(db: Kysely<Database>, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  await db.transaction().execute(async (trx) => {
    for (const course of DEMO_COURSES) {
      const department = DEMO_DEPARTMENTS[course.code]!;
      const { id: departmentId } = await trx
        .insertInto('departments')
        .values(department)
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const discipline of course.disciplines) {
        const row = await trx
          .selectFrom('disciplines')
          .select('id')
          .where('code', '=', discipline.code)
          .executeTakeFirst();
        if (!row) continue;
        const period = Number(discipline.code.replace(/\D/g, '').charAt(0)) || 1;
        const terms = [
          { year: year - 1, semester: 1 },
          ...(/(01|10)$/.test(discipline.code) ? [{ year, semester: 2 }] : []),
        ];
        for (const code of discipline.professors) {
          const professor = await trx.selectFrom('professors').select('id').where('code', '=', code).executeTakeFirst();
          if (!professor) continue;
          for (const term of terms) {
            await trx
              .insertInto('discipline_offerings')
              .values({
                discipline_id: row.id,
                professor_id: professor.id,
                department_id: departmentId,
                year: term.year,
                semester: term.semester,
                period,
              })
              .execute();
          }
        }
      }
    }
  });
}
