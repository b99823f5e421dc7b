import type { InstitutionResponse } from '@estante/contracts';
import { describe, expect, it } from 'vitest';
import { loginVariantOf } from './login-variant.ts';

const institution = (codEmpresa: number, parametros: InstitutionResponse['parametros']): InstitutionResponse => ({
  codEmpresa,
  nome: 'Universidade',
  sigla: 'UFEX',
  denominacao_login: null,
  destino_padrao_login_catalogo: 'C',
  usaOIDC: false,
  msg_login: null,
  tema: 'neo',
  link_logout_OIDC: null,
  link_logout_saml: null,
  msg_suporte_consulta: null,
  link_lgpd: null,
  parametros,
});

describe('loginVariantOf', () => {
  it('turns a form on only for the company codes listed for it', () => {
    const parameters = { __login_selecao_categoria: '12, 57', __login_selecao_pessoa: 34 };
    expect(loginVariantOf(institution(57, parameters))).toEqual({ categorySelect: true, twoStep: false });
    expect(loginVariantOf(institution(34, parameters))).toEqual({ categorySelect: false, twoStep: true });
    expect(loginVariantOf(institution(5, parameters))).toEqual({ categorySelect: false, twoStep: false });
  });

  it('uses the plain form when nothing is configured or the institution is not loaded', () => {
    expect(loginVariantOf(institution(1, {}))).toEqual({ categorySelect: false, twoStep: false });
    expect(loginVariantOf(institution(1, { __login_selecao_pessoa: '' }))).toEqual({
      categorySelect: false,
      twoStep: false,
    });
    expect(loginVariantOf(undefined)).toEqual({ categorySelect: false, twoStep: false });
  });
});
