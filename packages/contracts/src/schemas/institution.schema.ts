import { type Static, Type } from '@sinclair/typebox';

/** GET /api/parametros/instituicao (spec 000 §3 "Institution"). */
export const InstitutionResponse = Type.Object(
  {
    codEmpresa: Type.Integer(),
    nome: Type.String(),
    sigla: Type.String(),
    denominacao_login: Type.Union([Type.String(), Type.Null()]),
    destino_padrao_login_catalogo: Type.String({ description: 'M personal area or C catalogue' }),
    usaOIDC: Type.Boolean(),
    msg_login: Type.Union([Type.String(), Type.Null()]),
    tema: Type.String(),
    link_logout_OIDC: Type.Union([Type.String(), Type.Null()]),
    link_logout_saml: Type.Union([Type.String(), Type.Null()]),
    msg_suporte_consulta: Type.Union([Type.String(), Type.Null()]),
    link_lgpd: Type.Union([Type.String(), Type.Null()]),
    parametros: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]), {
      description: 'Institution parameters such as __md_aut, __md_crypt, __web_url_pw, __web_aquisicao',
    }),
  },
  { $id: 'Institution' },
);
export type InstitutionResponse = Static<typeof InstitutionResponse>;
