import { activityNoticeSectionKey, type LanguageTag } from '@estante/contracts';
import type { AppContext } from '../app-context.ts';
import { ensureInstitution, saveSiteSection } from '../site-parameters/index.ts';

/** The personal area's notice (activity 8, spec 000 §3), shown at the top of /meupergamum (docs/staff-content.md). */
const PERSONAL_AREA_NOTICE: Record<LanguageTag, string> = {
  pt: 'Confira seus dados pessoais uma vez por ano para manter o cadastro ativo. Em Privacidade você escolhe se guarda seu histórico de leitura.',
  en: 'Check your personal data once a year to keep your registration active. Under Privacy you choose whether to keep your reading history.',
  es: 'Revise sus datos personales una vez al año para mantener su registro activo. En Privacidad elige si conserva su historial de lectura.',
  fr: 'Vérifiez vos données personnelles une fois par an pour garder votre inscription active. Dans Confidentialité, vous choisissez de garder ou non votre historique de lecture.',
  it: 'Controlla i tuoi dati personali una volta all’anno per mantenere attiva l’iscrizione. In Privacy scegli se conservare la cronologia di lettura.',
};

/** The demo's notice beside the personal area, in five languages. */
export async function seedDemoLibraryPages(context: AppContext): Promise<void> {
  const institution = await ensureInstitution(context.db);
  for (const [language, texto] of Object.entries(PERSONAL_AREA_NOTICE))
    await saveSiteSection(context.db, institution.id, activityNoticeSectionKey(8), language, { texto });
}
