import type { LanguageTag } from '@estante/contracts';
import { type FieldSpec, FORM_FIELDS } from '@estante/contracts';
import { Type } from '@sinclair/typebox';
import { requestStatusText } from './service-request-statuses.ts';
import type { ServiceRequestRow } from './service-requests.repository.ts';

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const ServiceRequestView = Type.Object({
  cod_solicitacao: Type.Integer(),
  protocolo: Type.String(),
  tipo: Type.String(),
  subtipo: Type.Union([Type.String(), Type.Null()], { description: 'artigo, tese or parte (comutação)' }),
  situacao: Type.String({ description: 'aberta, em_andamento, atendida, finalizada or cancelada' }),
  desc_situacao: Type.String({ description: "In the caller's language" }),
  biblioteca: nullable(Type.String()),
  desc_biblioteca: nullable(Type.String()),
  dados: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
  resposta: nullable(Type.String()),
  data_solicitacao: Type.String({ description: 'ISO instant' }),
  data_atualizacao: Type.String({ description: 'ISO instant' }),
  data_resposta: nullable(Type.String()),
  data_conclusao: nullable(Type.String()),
});

export function presentRequest(row: ServiceRequestRow, language: LanguageTag) {
  return {
    cod_solicitacao: row.id,
    protocolo: row.protocol,
    tipo: row.kind,
    subtipo: row.subtype,
    situacao: row.status,
    desc_situacao: requestStatusText(row.status, language),
    biblioteca: row.library_code,
    desc_biblioteca: row.library_name,
    dados: JSON.parse(row.payload_json) as Record<string, string | number | boolean>,
    resposta: row.reply,
    data_solicitacao: row.created_at,
    data_atualizacao: row.updated_at,
    data_resposta: row.answered_at,
    data_conclusao: row.concluded_at,
  };
}

function fieldSchema(field: FieldSpec) {
  switch (field.type) {
    case 'flag':
      return Type.Boolean();
    case 'year':
    case 'page':
    case 'count':
      return Type.Union([Type.Integer(), Type.String({ maxLength: 10 })]);
    default:
      return Type.String({ maxLength: 5000 });
  }
}

/** The body of one form: `biblioteca` plus the type's fields, all optional here (required ones are checked
 * by the use-case so the patron gets CampoObrigatorioNaoPreenchido naming the field, not a schema error). */
export function formBody(key: string) {
  const fields = FORM_FIELDS[key] ?? [];
  return Type.Object({
    biblioteca: Type.Optional(Type.String({ maxLength: 40, description: 'code of the library asked' })),
    ...Object.fromEntries(
      fields.map((field) => [field.name, Type.Optional(Type.Union([fieldSchema(field), Type.Null()]))]),
    ),
  });
}

export const RequestCreated = Type.Object({
  cod_solicitacao: Type.Integer(),
  protocolo: Type.String(),
  situacao: Type.String(),
});
