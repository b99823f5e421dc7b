import {
  ActivityNoticeSection,
  activityNoticeSectionKey,
  type InstitutionResponse,
  PRIVACY_RETENTION_LIMITS,
  type RetentionDays,
  type RetentionRule,
  SITE_SECTION_SCHEMAS,
  type SiteSectionKey,
  SUPPORTED_LANGUAGES,
} from '@estante/contracts';
import { NotFoundError } from '@estante/core';
import type { TSchema } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import {
  type AcquisitionSuggestionListItem,
  type GeneralCommentListItem,
  listAcquisitionSuggestions,
  listGeneralComments,
} from '../library-units/index.ts';
import {
  deleteActivity,
  deleteSiteSection,
  ensureInstitution,
  type FieldProblem,
  findActivity,
  findCampus,
  findLibraryByCode,
  findSiteSection,
  INVALID_CONFIGURATION,
  type InstitutionUpdate,
  InvalidConfigurationError,
  insertCampus,
  institutionParameters,
  institutionSettings,
  isWebLink,
  type LibraryValues,
  listActivities,
  listCampuses,
  listLibraries,
  listLibrariesWithoutCampus,
  listSiteSections,
  presentInstitution,
  privacyRetentionDays,
  refuseProblems,
  renameCampus,
  type SelfServiceSettings,
  saveActivity,
  saveLibrary,
  saveSiteSection,
  selfServiceSettings,
  updateInstitution,
} from '../site-parameters/index.ts';
import { contentProblems, shapeProblems } from './section-validation.ts';

/**
 * Staff administration of the institution's configuration: the use-cases behind the admin API
 * (admin.routes.ts) and the CLI (admin.cli.ts). Every change is validated here, so both front ends
 * refuse the same mistakes.
 */

export { INVALID_CONFIGURATION };

function invalid(message: string, problems: FieldProblem[] = []): never {
  throw new InvalidConfigurationError(message, problems);
}

// --- Institution -----------------------------------------------------------------------------------------

/** Fields of the institution staff may change, by their API names (spec 000 §3 "Institution"). */
export interface InstitutionPatch {
  nome?: string;
  sigla?: string;
  denominacao_login?: string | null;
  destino_padrao_login_catalogo?: 'M' | 'C';
  usaOIDC?: boolean;
  msg_login?: string | null;
  tema?: string;
  link_logout_OIDC?: string | null;
  link_logout_saml?: string | null;
  msg_suporte_consulta?: string | null;
  link_lgpd?: string | null;
  /** Merged into the public parameters; a null value removes the parameter. */
  parametros?: Record<string, string | number | boolean | null>;
  /** Merged into the self-service settings. */
  autoatendimento?: Partial<SelfServiceSettings>;
  /** Merged into the library's retention periods, in days (docs/privacy.md, "Periods"). */
  retencao?: Partial<Record<RetentionRule, number>>;
}

const INSTITUTION_COLUMNS = {
  nome: 'name',
  sigla: 'acronym',
  denominacao_login: 'login_denomination',
  destino_padrao_login_catalogo: 'default_login_target',
  msg_login: 'login_message',
  tema: 'theme',
  link_logout_OIDC: 'oidc_logout_url',
  link_logout_saml: 'saml_logout_url',
  msg_suporte_consulta: 'support_message',
  link_lgpd: 'privacy_url',
} as const satisfies Partial<Record<keyof InstitutionPatch, keyof InstitutionUpdate>>;

export const INSTITUTION_FIELDS = [...Object.keys(INSTITUTION_COLUMNS), 'usaOIDC'] as const;

export interface InstitutionConfiguration extends InstitutionResponse {
  autoatendimento: SelfServiceSettings;
  retencao: RetentionDays;
}

export async function showInstitution(db: Kysely<Database>): Promise<InstitutionConfiguration> {
  const row = await ensureInstitution(db);
  return {
    ...presentInstitution(row),
    autoatendimento: selfServiceSettings(row),
    retencao: privacyRetentionDays(row),
  };
}

/** Each period given, checked against its limits; the problems are named `retencao/<rule>`. */
function retentionPatch(
  given: Partial<Record<RetentionRule, number>>,
  problems: FieldProblem[],
): Partial<Record<RetentionRule, number>> {
  const accepted: Partial<Record<RetentionRule, number>> = {};
  for (const [rule, value] of Object.entries(given) as [RetentionRule, number | undefined][]) {
    if (value === undefined) continue;
    const campo = `retencao/${rule}`;
    const { min, max } = PRIVACY_RETENTION_LIMITS[rule];
    if (!Number.isInteger(value)) problems.push({ campo, problema: 'inteiro' });
    else if (value < min) problems.push({ campo, problema: 'minimo', limite: min });
    else if (value > max) problems.push({ campo, problema: 'maximo', limite: max });
    else accepted[rule] = value;
  }
  return accepted;
}

const nonEmpty = (field: string, value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '')
    invalid(`${field} must not be empty`, [{ campo: field, problema: 'obrigatorio' }]);
  return value.trim();
};

/** Institution fields holding a web address (a data-protection page, the identity providers' logout pages). */
const LINK_FIELDS = new Set<keyof InstitutionPatch>(['link_lgpd', 'link_logout_OIDC', 'link_logout_saml']);

/** Public parameters named `__link_…` hold the URLs of footer links (activities 57 and 87, docs/web.md). */
const isLinkParameter = (name: string) => name.startsWith('__link_');

/**
 * Changes institution fields, public parameters and self-service settings. Every field problem is reported at
 * once (422 ConfiguracaoInvalida with `campos`), and nothing is written unless all of them are right.
 */
export async function changeInstitution(
  db: Kysely<Database>,
  patch: InstitutionPatch,
): Promise<InstitutionConfiguration> {
  const row = await ensureInstitution(db);
  const problems: FieldProblem[] = [];
  const update: InstitutionUpdate = {};
  for (const [field, column] of Object.entries(INSTITUTION_COLUMNS) as [
    keyof typeof INSTITUTION_COLUMNS,
    keyof InstitutionUpdate,
  ][]) {
    if (!(field in patch)) continue;
    const value = patch[field];
    if (field === 'nome' || field === 'sigla' || field === 'tema') {
      if (typeof value !== 'string' || value.trim() === '') problems.push({ campo: field, problema: 'obrigatorio' });
      else (update as Record<string, unknown>)[column] = value.trim();
    } else if (field === 'destino_padrao_login_catalogo') {
      if (value !== 'M' && value !== 'C') problems.push({ campo: field, problema: 'formato' });
      else update.default_login_target = value;
    } else {
      const text = typeof value === 'string' ? value.trim() : value;
      if (text !== null && typeof text !== 'string') problems.push({ campo: field, problema: 'formato' });
      else if (text && LINK_FIELDS.has(field) && !isWebLink(text)) problems.push({ campo: field, problema: 'url' });
      else (update as Record<string, unknown>)[column] = text === '' ? null : text;
    }
  }
  if (patch.usaOIDC !== undefined) update.uses_oidc = patch.usaOIDC ? 1 : 0;
  if (patch.parametros) {
    const parameters = institutionParameters(row);
    for (const [key, value] of Object.entries(patch.parametros)) {
      const campo = `parametros/${key}`;
      if (value === null || value === '') delete parameters[key];
      else if (!['string', 'number', 'boolean'].includes(typeof value)) problems.push({ campo, problema: 'formato' });
      else if (isLinkParameter(key) && !isWebLink(String(value).trim())) problems.push({ campo, problema: 'url' });
      else parameters[key] = typeof value === 'string' ? value.trim() : value;
    }
    update.parameters_json = JSON.stringify(parameters);
  }
  // The private settings document holds both the self-service settings and the retention periods.
  const storedSettings = institutionSettings(row);
  let settings = storedSettings;
  if (patch.autoatendimento) {
    const current = selfServiceSettings(row);
    const next = { ...current, ...patch.autoatendimento };
    if (typeof next.url === 'string') next.url = next.url.trim() || null;
    if (typeof next.libraryCode === 'string') next.libraryCode = next.libraryCode.trim() || null;
    if (typeof next.enabled !== 'boolean') problems.push({ campo: 'autoatendimento/enabled', problema: 'formato' });
    if (next.url !== null && !isWebLink(String(next.url)))
      problems.push({ campo: 'autoatendimento/url', problema: 'url' });
    if (next.authType !== null && !Number.isInteger(next.authType))
      problems.push({ campo: 'autoatendimento/authType', problema: 'inteiro' });
    // Switched on without the app's address, the button would never show (GET /parametros/autoatendimento).
    if (next.enabled === true && next.url === null)
      problems.push({ campo: 'autoatendimento/url', problema: 'obrigatorio' });
    settings = { ...settings, selfService: next };
  }
  if (patch.retencao) {
    const current = storedSettings.privacyRetention as Record<string, unknown> | undefined;
    settings = { ...settings, privacyRetention: { ...current, ...retentionPatch(patch.retencao, problems) } };
  }
  if (settings !== storedSettings) update.settings_json = JSON.stringify(settings);
  refuseProblems('the institution was not changed', problems);
  await updateInstitution(db, row.id, update);
  return showInstitution(db);
}

// --- Site sections -------------------------------------------------------------------------------------

const ACTIVITY_NOTICE_KEY = /^informativo:(\d+)$/;

/** The schema a section's content must match: a site section of the spec, or an activity notice. */
function sectionSchema(key: string): TSchema {
  if (key in SITE_SECTION_SCHEMAS) return SITE_SECTION_SCHEMAS[key as SiteSectionKey];
  if (ACTIVITY_NOTICE_KEY.test(key)) return ActivityNoticeSection;
  return invalid(
    `unknown section "${key}"; known: ${Object.keys(SITE_SECTION_SCHEMAS).join(', ')}, informativo:<activity>`,
  );
}

function checkLanguage(language: string): void {
  if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(language)) {
    invalid(`language must be one of ${SUPPORTED_LANGUAGES.join(', ')}`);
  }
}

export async function listSections(db: Kysely<Database>) {
  return listSiteSections(db, (await ensureInstitution(db)).id);
}

/** A section's content in exactly one language (no fallback), or null: the before of an audited change. */
export async function showSection(db: Kysely<Database>, key: string, language: string): Promise<unknown> {
  sectionSchema(key);
  checkLanguage(language);
  return (await findSiteSection(db, (await ensureInstitution(db)).id, key, [language])) ?? null;
}

/**
 * Saves a section in one language after checking its content: its shape (SITE_SECTION_SCHEMAS), then what the
 * public pages need (section-validation.ts). Every problem is reported with its field path.
 */
export async function setSection(db: Kysely<Database>, key: string, language: string, content: unknown): Promise<void> {
  checkLanguage(language);
  const schema = sectionSchema(key);
  const institution = await ensureInstitution(db);
  const shape = shapeProblems(schema, content);
  refuseProblems(`content of ${key} does not match its shape`, shape);
  const libraries = key === 'horarios' ? await allLibraryCodes(db, institution.id) : new Set<string>();
  refuseProblems(`content of ${key} is incomplete`, contentProblems(key, content, libraries));
  await saveSiteSection(db, institution.id, key, language, content);
}

async function allLibraryCodes(db: Kysely<Database>, institutionId: number): Promise<Set<string>> {
  const libraries = [...(await listLibraries(db, institutionId)), ...(await listLibrariesWithoutCampus(db))];
  return new Set(libraries.map((library) => library.code));
}

export async function removeSection(db: Kysely<Database>, key: string, language?: string): Promise<number> {
  sectionSchema(key);
  if (language) checkLanguage(language);
  return deleteSiteSection(db, (await ensureInstitution(db)).id, key, language);
}

/** Staff write an activity's notice per language as the section `informativo:<code>`. */
export const setActivityNotice = (db: Kysely<Database>, code: number, language: string, text: string) =>
  setSection(db, activityNoticeSectionKey(code), language, { texto: text });

// --- Activities ----------------------------------------------------------------------------------------

export interface ActivityPatch {
  enabled?: boolean;
  description?: string;
  module?: number;
}

export async function showActivities(db: Kysely<Database>) {
  const rows = await listActivities(db, (await ensureInstitution(db)).id);
  return rows.map((row) => ({
    cod_atividade: row.activity_code,
    cod_modulo: row.module_code,
    descricao: row.description,
    ativo: row.enabled === 1,
  }));
}

/** Switches an activity on or off, creating it when new (a new one needs a description). */
export async function changeActivity(db: Kysely<Database>, code: number, patch: ActivityPatch): Promise<void> {
  if (!Number.isInteger(code) || code < 1) invalid('the activity code must be a positive integer');
  const institution = await ensureInstitution(db);
  const current = await findActivity(db, institution.id, code);
  const description = patch.description?.trim() || current?.description;
  if (!description) invalid(`activity ${code} is new: give it a description`);
  const module = patch.module ?? current?.module_code ?? 2;
  if (!Number.isInteger(module)) invalid('the module code must be an integer');
  await saveActivity(db, institution.id, code, {
    module_code: module,
    description,
    enabled: (patch.enabled ?? (current ? current.enabled === 1 : true)) ? 1 : 0,
    notice: current?.notice ?? null,
  });
}

export async function removeActivity(db: Kysely<Database>, code: number): Promise<void> {
  if ((await deleteActivity(db, (await ensureInstitution(db)).id, code)) === 0)
    throw new NotFoundError(`activity ${code}`);
}

// --- Campuses and libraries ----------------------------------------------------------------------------

export async function showCampuses(db: Kysely<Database>) {
  const institution = await ensureInstitution(db);
  const libraries = await listLibraries(db, institution.id);
  return (await listCampuses(db, institution.id)).map((campus) => ({
    cod_campus: campus.id,
    nome_campus: campus.name,
    bibliotecas: libraries
      .filter((library) => library.campus_id === campus.id)
      .map((library) => ({
        cod_biblioteca: library.code,
        desc_biblioteca: library.name,
        email: library.email,
        telefone: library.phone,
        endereco: library.address,
        horario: library.opening_hours,
      })),
  }));
}

export async function addCampus(db: Kysely<Database>, name: string): Promise<number> {
  if (!name?.trim()) invalid('nome_campus must not be empty', [{ campo: 'nome_campus', problema: 'obrigatorio' }]);
  return insertCampus(db, (await ensureInstitution(db)).id, nonEmpty('nome_campus', name));
}

export async function changeCampus(db: Kysely<Database>, campusId: number, name: string): Promise<void> {
  const institution = await ensureInstitution(db);
  if (!(await findCampus(db, institution.id, campusId))) throw new NotFoundError(`campus ${campusId}`);
  await renameCampus(db, campusId, nonEmpty('nome_campus', name));
}

export interface LibraryPatch {
  cod_campus?: number | null;
  desc_biblioteca?: string;
  email?: string | null;
  telefone?: string | null;
  endereco?: string | null;
  horario?: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates a library or changes the one with this code (e.g. one the MARC import created from a holdings code). */
export async function changeLibrary(db: Kysely<Database>, code: string, patch: LibraryPatch): Promise<void> {
  const libraryCode = nonEmpty('cod_biblioteca', code);
  const institution = await ensureInstitution(db);
  const current = await findLibraryByCode(db, libraryCode);
  const problems: FieldProblem[] = [];
  const campusId = patch.cod_campus === undefined ? (current?.campus_id ?? null) : patch.cod_campus;
  if (campusId !== null && !(await findCampus(db, institution.id, campusId)))
    problems.push({ campo: 'cod_campus', problema: 'desconhecido' });
  const name = patch.desc_biblioteca === undefined ? current?.name : patch.desc_biblioteca.trim();
  if (!name) problems.push({ campo: 'desc_biblioteca', problema: 'obrigatorio' });
  const optional = (value: string | null | undefined, fallback: string | null | undefined) =>
    value === undefined ? (fallback ?? null) : value?.trim() || null;
  const email = optional(patch.email, current?.email);
  if (email !== null && patch.email !== undefined && !EMAIL.test(email))
    problems.push({ campo: 'email', problema: 'email' });
  refuseProblems(`library ${libraryCode} was not saved`, problems);
  const values: LibraryValues = {
    campus_id: campusId,
    name: name!,
    email,
    phone: optional(patch.telefone, current?.phone),
    address: optional(patch.endereco, current?.address),
    opening_hours: optional(patch.horario, current?.opening_hours),
  };
  await saveLibrary(db, libraryCode, values);
}

/** Libraries no campus holds yet (the MARC import creates them from holdings codes): staff place them. */
export async function showLibrariesWithoutCampus(db: Kysely<Database>) {
  return (await listLibrariesWithoutCampus(db)).map((library) => ({
    cod_biblioteca: library.code,
    desc_biblioteca: library.name,
    email: library.email,
    telefone: library.phone,
    endereco: library.address,
    horario: library.opening_hours,
  }));
}

// --- What patrons sent ---------------------------------------------------------------------------------

export async function showFeedback(
  db: Kysely<Database>,
  limit = 100,
): Promise<{ comentarios: GeneralCommentListItem[]; sugestoes: AcquisitionSuggestionListItem[] }> {
  return { comentarios: await listGeneralComments(db, limit), sugestoes: await listAcquisitionSuggestions(db, limit) };
}
