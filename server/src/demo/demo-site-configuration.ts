import type { Kysely } from 'kysely';
import { addCampus, changeActivity, changeInstitution, changeLibrary, setSection } from '../admin/index.ts';
import type { Database } from '../database/schema.ts';
import { DEMO_ACTIVITIES, DEMO_CAMPUSES, DEMO_INSTITUTION } from './demo-institution.ts';
import { DEMO_OPENING_HOURS, DEMO_SITE_SECTIONS } from './demo-site-sections.ts';

/**
 * The demo institution's site configuration (institution texts, activities, campuses, libraries and every
 * section in the five languages) applied through the admin use-cases, on a database whose catalogue may
 * already hold records. Used by tests and the browser tests, which start from an empty catalogue.
 */
export async function applyDemoSiteConfiguration(db: Kysely<Database>): Promise<void> {
  await changeInstitution(db, {
    nome: DEMO_INSTITUTION.name,
    sigla: DEMO_INSTITUTION.acronym,
    denominacao_login: DEMO_INSTITUTION.loginDenomination,
    msg_login: DEMO_INSTITUTION.loginMessage,
    msg_suporte_consulta: DEMO_INSTITUTION.supportMessage,
    link_lgpd: DEMO_INSTITUTION.privacyUrl,
    parametros: DEMO_INSTITUTION.parameters,
    autoatendimento: DEMO_INSTITUTION.settings.selfService,
  });
  for (const activity of DEMO_ACTIVITIES) {
    await changeActivity(db, activity.code, {
      enabled: true,
      description: activity.description,
      module: activity.module,
    });
  }
  for (const campus of DEMO_CAMPUSES) {
    const campusId = await addCampus(db, campus.name);
    for (const library of campus.libraries) {
      await changeLibrary(db, library.code, {
        cod_campus: campusId,
        desc_biblioteca: library.name,
        email: library.email,
        telefone: library.phone,
        endereco: library.address,
        horario: DEMO_OPENING_HOURS.pt[library.code] ?? null,
      });
    }
  }
  for (const section of DEMO_SITE_SECTIONS) await setSection(db, section.key, section.language, section.content);
}
