import { ACTIVITY } from '@estante/contracts';
import { foldPersonName, type MarcRecord } from '@estante/core';
import { demoAuthorities, demoCatalogue } from '@estante/demo-data';
import argon2 from 'argon2';
import type { AppContext } from '../app-context.ts';
import { importMarcRecords } from '../catalogue/index.ts';
import { DEFAULT_INSTITUTION } from '../site-parameters/index.ts';
import {
  DEMO_ACTIVITIES,
  DEMO_CAMPUSES,
  DEMO_INSTITUTION,
  LOAN_POLICIES,
  LOAN_TYPES,
  PATRON_CATEGORIES,
  PATRON_FUNCTIONS,
} from './demo-institution.ts';
import { DEMO_OPENING_HOURS, DEMO_SITE_SECTIONS } from './demo-site-sections.ts';
import { seedDemoAcquisitions } from './seed-acquisitions.ts';
import { seedDemoClosedStacks } from './seed-closed-stacks.ts';
import { seedDemoCatalogueExtras } from './seed-demo-catalogue.ts';
import { seedDemoCirculation } from './seed-demo-circulation.ts';
import { seedDemoDatabases } from './seed-demo-databases.ts';
import { seedDemoOfferings } from './seed-demo-offerings.ts';
import { seedDemoServices } from './seed-demo-services.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from './seed-demo-staff.ts';
import { seedDemoTeaching } from './seed-demo-teaching.ts';
import { seedDemoEresources } from './seed-eresources.ts';
import { seedDemoLibraryPages } from './seed-library-pages.ts';
import { seedDemoNetwork } from './seed-network.ts';
import { seedSearchGuides } from './seed-search-guides.ts';
import { seedDemoSerials } from './seed-serials.ts';

export interface DemoLogin {
  login: string;
  password: string;
  description: string;
}

/** Demo patrons; their passwords are documented in the README (they are demo data, not secrets). */
export const DEMO_PATRONS = [
  {
    logins: ['2024001'],
    name: 'Ana Beatriz Souza',
    category: '01',
    email: 'ana.souza@aluno.ufex.exemplo.edu.br',
    description: 'undergraduate: 2 loans (1 overdue), 1 hold in queue',
  },
  {
    logins: ['2019042'],
    name: 'Carlos Eduardo Lima',
    category: '03',
    email: 'carlos.lima@aluno.ufex.exemplo.edu.br',
    description: 'graduate: 1 loan, 1 hold released, 1 unpaid fine',
  },
  {
    logins: ['prof.helena', '1990123'],
    name: 'Helena Martins Ribeiro',
    category: '04',
    email: 'helena.ribeiro@ufex.exemplo.edu.br',
    description: 'professor with two logins: 3 loans, and every copy of the title queued at two libraries',
  },
  {
    logins: ['2021077'],
    name: 'João Pedro Alves',
    category: '01',
    email: 'joao.alves@aluno.ufex.exemplo.edu.br',
    description: 'undergraduate: suspended, 1 unpaid fine',
  },
  {
    logins: ['2022015'],
    name: 'Mariana Costa Ferreira',
    category: '01',
    email: 'mariana.ferreira@aluno.ufex.exemplo.edu.br',
    description:
      'undergraduate: nothing pending (may have the no-debts declaration); service requests and purchase suggestions in several statuses',
  },
  {
    logins: ['2023088'],
    name: 'Beatriz Lopes Cardoso',
    category: '01',
    email: 'beatriz.cardoso@aluno.ufex.exemplo.edu.br',
    description: 'undergraduate: no loans, 1 unpaid fine (no-debts declaration refused)',
  },
  {
    logins: ['2020033'],
    name: 'Rafael Nunes Barbosa',
    category: '03',
    email: 'rafael.barbosa@aluno.ufex.exemplo.edu.br',
    description: 'graduate: first in a title’s hold queue at the Biblioteca Central',
  },
  {
    logins: ['2022101'],
    name: 'Lucas Andrade Pinto',
    category: '01',
    email: 'lucas.pinto@aluno.ufex.exemplo.edu.br',
    description: 'undergraduate: second in that queue',
  },
  {
    logins: ['2018090'],
    name: 'Camila Rocha Teixeira',
    category: '05',
    email: 'camila.teixeira@aluno.ufex.exemplo.edu.br',
    description: 'master’s student: first in the same title’s queue at the Biblioteca de Ciências Sociais',
  },
] as const;
export const DEMO_PATRON_PASSWORD = 'Leitura#2026';

export interface DemoSeedResult {
  created: boolean;
  records: number;
  /** Authority records of the demo's own headings (0 when the library was seeded before). */
  authorities: number;
  logins: DemoLogin[];
}

function demoLogins(): DemoLogin[] {
  // Staff first: the console's logins are the ones a visitor trying the staff side looks for.
  const staff = DEMO_STAFF.map((person) => ({
    login: person.login,
    password: DEMO_STAFF_PASSWORD,
    description: `${person.name}, ${person.description}`,
  }));
  const patrons = DEMO_PATRONS.flatMap((patron) =>
    patron.logins.map((login) => ({
      login,
      password: DEMO_PATRON_PASSWORD,
      description: `${patron.name}, ${patron.description}`,
    })),
  );
  return [...staff, ...patrons];
}

/**
 * Seeds the project's own demo library on first start (empty database): institution, campuses,
 * libraries, categories, policies, ~300 generated records with copies, their authority file, covers and a
 * closed-collection title, and demo patrons with loans, holds at two libraries, debts, a suspension, service
 * requests and purchase suggestions. Returns undefined when the database is not a demo one.
 */
export async function seedDemoLibrary(context: AppContext): Promise<DemoSeedResult | undefined> {
  const { db } = context;
  const institution = await db.selectFrom('institutions').selectAll().orderBy('code').executeTakeFirst();
  const recordCount = Number(
    (
      await db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  if (institution && JSON.parse(institution.settings_json).demo === true) {
    return { created: false, records: recordCount, authorities: 0, logins: demoLogins() };
  }
  const peopleCount = Number(
    (
      await db
        .selectFrom('people')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  if (recordCount > 0 || peopleCount > 0) return undefined;

  const libraryCodes: string[] = [];
  await db.transaction().execute(async (trx) => {
    const values = {
      name: DEMO_INSTITUTION.name,
      acronym: DEMO_INSTITUTION.acronym,
      login_denomination: DEMO_INSTITUTION.loginDenomination,
      login_message: DEMO_INSTITUTION.loginMessage,
      support_message: DEMO_INSTITUTION.supportMessage,
      privacy_url: DEMO_INSTITUTION.privacyUrl,
      parameters_json: JSON.stringify(DEMO_INSTITUTION.parameters),
      settings_json: JSON.stringify(DEMO_INSTITUTION.settings),
    };
    await trx.deleteFrom('institutions').where('code', '=', DEFAULT_INSTITUTION.code).execute();
    const { id: institutionId } = await trx
      .insertInto('institutions')
      .values({ code: DEMO_INSTITUTION.code, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();

    for (const activity of DEMO_ACTIVITIES) {
      await trx
        .insertInto('activities')
        .values({
          institution_id: institutionId,
          activity_code: activity.code,
          module_code: activity.module,
          description: activity.description,
          enabled: 1,
          notice: null,
        })
        .execute();
    }
    for (const section of DEMO_SITE_SECTIONS) {
      await trx
        .insertInto('site_sections')
        .values({
          institution_id: institutionId,
          section_key: section.key,
          language: section.language,
          content_json: JSON.stringify(section.content),
        })
        .execute();
    }
    for (const campus of DEMO_CAMPUSES) {
      const { id: campusId } = await trx
        .insertInto('campuses')
        .values({ institution_id: institutionId, name: campus.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const library of campus.libraries) {
        await trx
          .insertInto('libraries')
          .values({
            campus_id: campusId,
            code: library.code,
            name: library.name,
            email: library.email,
            phone: library.phone,
            address: library.address,
            opening_hours: DEMO_OPENING_HOURS.pt[library.code] ?? null,
          })
          .onConflict((conflict) => conflict.column('code').doUpdateSet({ campus_id: campusId, name: library.name }))
          .execute();
        libraryCodes.push(library.code);
      }
    }
    await trx
      .insertInto('patron_categories')
      .values(PATRON_CATEGORIES)
      .onConflict((c) => c.column('code').doNothing())
      .execute();
    await trx
      .insertInto('loan_types')
      .values(LOAN_TYPES)
      .onConflict((c) => c.column('code').doNothing())
      .execute();
    for (const policy of LOAN_POLICIES) {
      await trx
        .insertInto('loan_policies')
        .values({
          patron_category_code: policy.category,
          loan_type_code: policy.loanType,
          loan_days: policy.loanDays,
          renewal_limit: policy.renewals,
          renew_overdue: policy.renewOverdue,
          fine_per_day_cents: policy.finePerDayCents,
          hold_limit: policy.holds,
          hold_pickup_days: 3,
          loan_limit: policy.loans,
          loan_request_limit: policy.loanRequests,
          pending_comment_limit: policy.pendingComments,
        })
        .execute();
    }
    for (const category of PATRON_CATEGORIES) {
      for (const fn of PATRON_FUNCTIONS) {
        await trx
          .insertInto('category_permissions')
          .values({ category_code: category.code, module_code: fn.module, activity_code: fn.activity })
          .execute();
      }
    }
  });

  const records = demoCatalogue(libraryCodes.map((code) => ({ code })));
  async function* asReadResults(list: readonly MarcRecord[]) {
    let position = 0;
    for (const record of list) {
      position += 1;
      yield { ok: true as const, position, record, warnings: [] };
    }
  }
  const counts = await importMarcRecords(context, asReadResults(records));
  // The demo's own authority file, made from the records' headings (packages/demo-data/src/demo-authorities.ts).
  const authorities = await importMarcRecords(context, asReadResults(demoAuthorities(records)));
  await seedDemoCatalogueExtras(context, records);
  await seedDemoSerials(context, records, libraryCodes);
  await seedPatronsAndCirculation(context);
  await seedDemoTeaching(context.db);
  await seedDemoOfferings(context.db, context.now());
  await seedDemoDatabases(context.db);
  await seedDemoAcquisitions(context.db, context.now());
  await seedSearchGuides(context);
  await seedDemoEresources(context);
  await seedDemoNetwork(context);
  await seedDemoClosedStacks(context);
  await seedDemoLibraryPages(context);
  return { created: true, records: counts.imported, authorities: authorities.imported, logins: demoLogins() };
}

/**
 * Demo patrons with loans, holds (one title queued at two libraries), a released hold, fines, a suspension, service
 * requests and purchase suggestions.
 */
async function seedPatronsAndCirculation(context: AppContext): Promise<void> {
  const { db } = context;
  const institution = await db.selectFrom('institutions').select('id').orderBy('code').executeTakeFirstOrThrow();
  const passwordHash = await argon2.hash(DEMO_PATRON_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19_456,
    timeCost: 2,
  });
  const now = new Date().toISOString();
  const personIds: number[] = [];
  for (const patron of DEMO_PATRONS) {
    const { id } = await db
      .insertInto('people')
      .values({
        institution_id: institution.id,
        name: patron.name,
        name_search: foldPersonName(patron.name),
        email: patron.email,
        category_code: patron.category,
        password_hash: passwordHash,
        receives_email: 1,
        blocked: 0,
        failed_logins: 0,
        removed_library_ids_json: '[]',
        city: 'Belo Horizonte',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const login of patron.logins)
      await db.insertInto('logins').values({ person_id: id, login, base: null }).execute();
    personIds.push(id);
  }
  const idByLogin = new Map(DEMO_PATRONS.map((patron, index) => [patron.logins[0] as string, personIds[index]!]));
  const person = (login: (typeof DEMO_PATRONS)[number]['logins'][0]) => ({ id: idByLogin.get(login)!, login });
  await db
    .insertInto('person_permissions')
    .values({ person_id: person('prof.helena').id, module_code: 1, activity_code: ACTIVITY.personalArea })
    .execute();
  await seedDemoStaff(db, {
    institutionId: institution.id,
    passwordHash: await argon2.hash(DEMO_STAFF_PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2 }),
    now,
  });

  await seedDemoCirculation(context, {
    ana: person('2024001'),
    carlos: person('2019042'),
    helena: person('prof.helena'),
    joao: person('2021077'),
    beatriz: person('2023088'),
    rafael: person('2020033'),
    lucas: person('2022101'),
    camila: person('2018090'),
  });
  await seedDemoServices(context, person('2022015'));
}
