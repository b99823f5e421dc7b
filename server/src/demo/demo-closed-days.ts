import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { insertClosedDays, libraryIds } from './demo-closed-days.repository.ts';

/** Brazilian national holidays on fixed dates (Lei 662/1949, 6.802/1980, 14.759/2023) and the year-end recess. */
const FIXED_HOLIDAYS: [monthDay: string, description: string][] = [
  ['01-01', 'Confraternização Universal'],
  ['04-21', 'Tiradentes'],
  ['05-01', 'Dia do Trabalho'],
  ['09-07', 'Independência do Brasil'],
  ['10-12', 'Nossa Senhora Aparecida'],
  ['11-02', 'Finados'],
  ['11-15', 'Proclamação da República'],
  ['11-20', 'Dia Nacional de Zumbi e da Consciência Negra'],
  ['12-24', 'Recesso de fim de ano'],
  ['12-25', 'Natal'],
  ['12-31', 'Recesso de fim de ano'],
];

/** The demo libraries' calendar: every library closes on the holidays of this year and the next. */
export async function seedDemoClosedDays(db: Kysely<Database>, today: Date): Promise<void> {
  const libraries = await libraryIds(db);
  const year = today.getUTCFullYear();
  const rows = libraries.flatMap((library) =>
    [year, year + 1].flatMap((y) =>
      FIXED_HOLIDAYS.map(([monthDay, description]) => ({
        library_id: library.id,
        day: `${y}-${monthDay}`,
        description,
      })),
    ),
  );
  if (rows.length > 0) await insertClosedDays(db, rows);
}
