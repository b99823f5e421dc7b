import type { AppContext } from '../app-context.ts';

/** The demo's CPF for Carlos (2019042, one unpaid fine): a valid number reserved for examples, not a real person's. */
export const DEMO_GRU_PATRON = { login: '2019042', taxId: '52998224725' } as const;

/**
 * Closed stacks and the payment slip in the demo (docs/closed-stacks.md, docs/payment-slip.md): every library keeps
 * its map room (shelving location MAPOTECA) in closed stacks, so the maps show the closed-collection tab with copies
 * to request (besides the title closed as a whole, seed-demo-catalogue.ts); the institution has GRU settings, and
 * Carlos a CPF, so his fine can be paid by slip (Beatriz has none: she is told to contact the library).
 */
export async function seedDemoClosedStacks(context: AppContext): Promise<void> {
  const { db } = context;
  const at = context.now().toISOString();
  const libraries = await db
    .selectFrom('copies')
    .innerJoin('libraries', 'libraries.id', 'copies.library_id')
    .select('libraries.id')
    .where('copies.location', '=', 'MAPOTECA')
    .distinct()
    .execute();
  for (const library of libraries)
    await db
      .insertInto('closed_stacks')
      .values({ library_id: library.id, kind: 'location', code: 'MAPOTECA', created_at: at })
      .onConflict((conflict) => conflict.columns(['library_id', 'kind', 'code']).doNothing())
      .execute();

  const institution = await db
    .selectFrom('institutions')
    .select(['id', 'settings_json'])
    .orderBy('code')
    .executeTakeFirstOrThrow();
  const settings = JSON.parse(institution.settings_json) as Record<string, unknown>;
  settings.gru = {
    unidadeGestora: '153062',
    gestao: '15234',
    nomeUnidade: 'Universidade Federal de Exemplo',
    codigoRecolhimento: '28832-2',
    descricaoRecolhimento: 'Multas e indenizações de biblioteca',
    apelidoUg: '12345',
    diasVencimento: 10,
  };
  await db
    .updateTable('institutions')
    .set({ settings_json: JSON.stringify(settings) })
    .where('id', '=', institution.id)
    .execute();

  const carlos = await db
    .selectFrom('logins')
    .select('person_id')
    .where('login', '=', DEMO_GRU_PATRON.login)
    .executeTakeFirst();
  if (carlos)
    await db.updateTable('people').set({ tax_id: DEMO_GRU_PATRON.taxId }).where('id', '=', carlos.person_id).execute();
}
