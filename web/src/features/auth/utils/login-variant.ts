import type { InstitutionResponse } from '@estante/contracts';

/**
 * Institution-specific login forms (spec 000 §2, §4, §6: "keyed by company code"). The institution's public
 * parameters list the company codes that use each form, so staff switch them in the database
 * (docs/auth.md "Login form variants"):
 * - `__login_selecao_categoria`: a category select beside the user code;
 * - `__login_selecao_pessoa`: the two-step login (user code, then password and, for duplicates, a person select).
 */
export interface LoginVariant {
  categorySelect: boolean;
  twoStep: boolean;
}

/** A list of company codes: "12, 57", a single number, or an array. */
function listsCompany(value: unknown, company: number): boolean {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,;]+/) : [value];
  return items.some((item) => item !== '' && item !== null && Number(item) === company);
}

export function loginVariantOf(institution: InstitutionResponse | undefined): LoginVariant {
  if (!institution) return { categorySelect: false, twoStep: false };
  const parameters = institution.parametros;
  return {
    categorySelect: listsCompany(parameters.__login_selecao_categoria, institution.codEmpresa),
    twoStep: listsCompany(parameters.__login_selecao_pessoa, institution.codEmpresa),
  };
}
