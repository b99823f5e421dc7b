import type {
  ActivityResponse,
  CampusResponse,
  LanguageTag,
  LibraryUnitResponse,
  RetentionDays,
  RetentionRule,
  SelfServiceResponse,
  ServiceDesksResponse,
} from '@estante/contracts';
import { LANGUAGE_CODES, PRIVACY_RETENTION_DAYS, PRIVACY_RETENTION_LIMITS } from '@estante/contracts';
import type { InstitutionRow, LibraryRow } from '../database/schema.ts';
import type { ActivityRow } from './activity.repository.ts';
import type { CampusRow } from './campus.repository.ts';
import { institutionSettings } from './institution.repository.ts';

/** The one place activity, campus and library rows become the JSON of the site-parameter calls. */

export function presentActivity(row: ActivityRow): ActivityResponse {
  return { cod_atividade: row.activity_code, cod_modulo: row.module_code, descricao: row.description };
}

export function presentCampus(row: CampusRow): CampusResponse {
  return { cod_campus: row.id, nome_campus: row.name };
}

export function presentLibraryUnit(row: LibraryRow): LibraryUnitResponse {
  return { cod_biblioteca: row.code, desc_biblioteca: row.name, cod_campus: row.campus_id };
}

/** Service desks grouped by campus; opening hours in the caller's language when staff wrote them. */
export function presentServiceDesks(
  campuses: CampusRow[],
  libraries: LibraryRow[],
  openingHours: Record<string, string> | undefined,
): ServiceDesksResponse {
  return campuses.map((campus) => ({
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
        horario: openingHours?.[library.code] ?? library.opening_hours,
      })),
  }));
}

/** Self-service settings kept in the institution's private settings (settings_json.selfService). */
export interface SelfServiceSettings {
  enabled: boolean;
  libraryCode: string | null;
  authType: number | null;
  url: string | null;
}

export function selfServiceSettings(row: InstitutionRow): SelfServiceSettings {
  const raw = institutionSettings(row).selfService as Partial<SelfServiceSettings> | undefined;
  return {
    enabled: raw?.enabled === true,
    libraryCode: typeof raw?.libraryCode === 'string' ? raw.libraryCode : null,
    authType: typeof raw?.authType === 'number' ? raw.authType : null,
    url: typeof raw?.url === 'string' ? raw.url : null,
  };
}

/**
 * The library's retention periods (docs/privacy.md): its own where set (settings_json `privacyRetention`, checked
 * against PRIVACY_RETENTION_LIMITS when saved), the defaults elsewhere. A stored value out of the limits (a hand-edited
 * row) counts as unset rather than shortening what is kept.
 */
export function privacyRetentionDays(row: InstitutionRow): RetentionDays {
  const raw = institutionSettings(row).privacyRetention as Partial<Record<RetentionRule, unknown>> | undefined;
  const days = { ...PRIVACY_RETENTION_DAYS } as RetentionDays;
  for (const rule of Object.keys(days) as RetentionRule[]) {
    const value = raw?.[rule];
    const { min, max } = PRIVACY_RETENTION_LIMITS[rule];
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) days[rule] = value;
  }
  return days;
}

/** GET /parametros/autoatendimento (spec 000 §3): shown only when enabled and an app URL is configured. */
export function presentSelfService(row: InstitutionRow, language: LanguageTag): SelfServiceResponse {
  const settings = selfServiceSettings(row);
  return {
    showAuto: settings.enabled && settings.url !== null,
    codBibAuto: settings.libraryCode,
    authAuto: settings.authType,
    idiomaAuto: LANGUAGE_CODES[language],
    url: settings.url,
  };
}
