import type { InstitutionResponse } from '@estante/contracts';
import type { InstitutionRow } from '../database/schema.ts';

/** The one place an institution row becomes the JSON of GET /api/parametros/instituicao. */
export function presentInstitution(row: InstitutionRow): InstitutionResponse {
  return {
    codEmpresa: row.code,
    nome: row.name,
    sigla: row.acronym,
    denominacao_login: row.login_denomination,
    destino_padrao_login_catalogo: row.default_login_target,
    usaOIDC: row.uses_oidc === 1,
    msg_login: row.login_message,
    tema: row.theme,
    link_logout_OIDC: row.oidc_logout_url,
    link_logout_saml: row.saml_logout_url,
    msg_suporte_consulta: row.support_message,
    link_lgpd: row.privacy_url,
    parametros: JSON.parse(row.parameters_json),
  };
}
