import { type Static, Type } from '@sinclair/typebox';

export const Person = Type.Object({
  name: Type.String(),
  role: Type.Optional(Type.String()),
  dates: Type.Optional(Type.String()),
  kind: Type.Union([Type.Literal('personal'), Type.Literal('corporate'), Type.Literal('meeting')]),
  main: Type.Boolean({ description: 'true for the 1XX main entry' }),
});

export const OnlineLink = Type.Object({ url: Type.String(), label: Type.Optional(Type.String()) });

/** Title detail: GET /api/acervo/{id}. */
export const RecordDetail = Type.Object(
  {
    cod_acervo: Type.Integer(),
    titulo: Type.String(),
    subtitulo: Type.Optional(Type.String()),
    responsabilidade: Type.Optional(Type.String()),
    autores: Type.Array(Person),
    assuntos: Type.Array(Type.String()),
    editora: Type.Optional(Type.String()),
    local_publicacao: Type.Optional(Type.String()),
    ano_publicacao: Type.Optional(Type.String()),
    imprenta: Type.Optional(Type.String()),
    edicao: Type.Optional(Type.String()),
    idioma: Type.Optional(Type.String()),
    idiomas: Type.Array(Type.String()),
    descricao_fisica: Type.Optional(Type.String()),
    series: Type.Array(Type.String()),
    notas: Type.Array(Type.String()),
    isbn: Type.Array(Type.String()),
    issn: Type.Array(Type.String()),
    chamada: Type.Optional(Type.String()),
    classificacao: Type.Optional(Type.String()),
    links: Type.Array(OnlineLink),
    cod_tipo_obra: Type.Integer(),
    tipo_obra: Type.String({ description: 'Stable work-type key; the web translates it' }),
    link_capa: Type.Optional(Type.String()),
    exemplares_total: Type.Integer(),
    exemplares_disponiveis: Type.Integer(),
  },
  { $id: 'RecordDetail' },
);
export type RecordDetail = Static<typeof RecordDetail>;
export type Person = Static<typeof Person>;
export type OnlineLink = Static<typeof OnlineLink>;
