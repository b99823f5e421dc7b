import type { AppContext } from '../app-context.ts';
import { DEMO_INSTITUTION } from './demo-institution.ts';

/**
 * The demo's network catalogue (docs/network.md): the demo library is the one member of its own network, harvested
 * from its own OAI-PMH provider at PUBLIC_URL. The scheduled harvest (a quarter of a minute after the server starts)
 * fills /rede; `npm run admin -- network add …` adds other Estante deployments or any OAI-PMH provider.
 */
export async function seedDemoNetwork(context: AppContext): Promise<void> {
  await context.db
    .insertInto('network_members')
    .values({
      institution_code: DEMO_INSTITUTION.code,
      institution_name: DEMO_INSTITUTION.name,
      repository_name: `Catálogo da ${DEMO_INSTITUTION.acronym}`,
      base_url: `${context.config.publicUrl.replace(/\/+$/, '')}/oai`,
      metadata_prefix: 'marc21',
      set_spec: null,
      interval_minutes: 60,
      active: 1,
      created_at: context.now().toISOString(),
    })
    .execute();
}
