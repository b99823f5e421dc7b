import { type Static, Type } from '@sinclair/typebox';
import { FacetEntry } from './search.schema.ts';

/** The literal `{network}` path segment of spec 001 §7.11 (docs/network.md): `/api/rede/…`. */
export const NETWORK_SEGMENT = 'rede';

/** The code of the central error the web shows as "the network catalogue service is not available" (spec 001 §8). */
export const NETWORK_UNAVAILABLE_CODE = 'ServicoCatalogoRedeIndisponivel';

/** An institution of the network (spec 001 §3, network item). */
export const NetworkInstitutionRef = Type.Object({
  cod_empresa: Type.Integer(),
  desc_empresa: Type.String(),
});

/** One institution's copy of a network work: where it was harvested from. */
export const NetworkHolding = Type.Object({
  cod_empresa: Type.Integer(),
  desc_empresa: Type.String(),
  repositorio: Type.Object({ codigo: Type.String(), descricao: Type.String() }),
  identificador: Type.String({ description: 'OAI identifier of the record at its provider' }),
  atualizado_em: Type.String({ description: "The record's datestamp at its provider" }),
});

/**
 * A network item (spec 001 §3: tipo_obra, ano_publicacao, idioma, instituicao, id): one work of the union catalogue,
 * with every institution that holds it (`instituicoes`, Estante's addition; `instituicao` is the first of them).
 */
export const NetworkItem = Type.Object({
  id: Type.Integer(),
  tipo_obra: Type.Integer(),
  desc_tipo_obra: Type.String(),
  ano_publicacao: Type.Union([Type.Integer(), Type.Null()]),
  idioma: Type.Union([Type.String(), Type.Null()]),
  idioma_desc: Type.Union([Type.String(), Type.Null()]),
  titulo: Type.String(),
  autor: Type.Union([Type.String(), Type.Null()]),
  imprenta: Type.Union([Type.String(), Type.Null()]),
  isbn: Type.Union([Type.String(), Type.Null()]),
  instituicao: NetworkInstitutionRef,
  instituicoes: Type.Array(NetworkHolding),
});
export type NetworkItem = Static<typeof NetworkItem>;

export const NetworkSearchResponse = Type.Object({
  total: Type.Integer(),
  data: Type.Array(NetworkItem),
  filtros: Type.Array(FacetEntry),
  id: Type.String(),
});
export type NetworkSearchResponse = Static<typeof NetworkSearchResponse>;

/** GET /{network}/acervo/{id}: the network item with the main record's description. */
export const NetworkRecordDetail = Type.Composite([
  NetworkItem,
  Type.Object({
    subtitulo: Type.Union([Type.String(), Type.Null()]),
    autores: Type.Array(Type.String()),
    assuntos: Type.Array(Type.String()),
    edicao: Type.Union([Type.String(), Type.Null()]),
    descricao_fisica: Type.Union([Type.String(), Type.Null()]),
    resumo: Type.Union([Type.String(), Type.Null()]),
    notas: Type.Array(Type.String()),
  }),
]);
export type NetworkRecordDetail = Static<typeof NetworkRecordDetail>;

/** A repository of a member institution and the state of its harvests. */
export const NetworkRepositoryState = Type.Object({
  codigo: Type.String(),
  descricao: Type.String(),
  registros: Type.Integer(),
  ultima_colheita: Type.Union([Type.String(), Type.Null()], { description: 'End of the last complete harvest' }),
  ultima_tentativa: Type.Union([Type.String(), Type.Null()]),
  situacao: Type.Union([Type.Literal('atualizado'), Type.Literal('falhou'), Type.Literal('nunca_colhido')]),
});

/** GET /{network}/oai/instituicoes: the members and their last harvest. */
export const NetworkInstitution = Type.Object({
  cod_empresa: Type.Integer(),
  desc_empresa: Type.String(),
  registros: Type.Integer(),
  repositorios: Type.Array(NetworkRepositoryState),
});
export type NetworkInstitution = Static<typeof NetworkInstitution>;

/** What the site administrator sends to add or change a member repository. */
export const NetworkMemberInput = Type.Object({
  cod_empresa: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }),
  desc_empresa: Type.String({ minLength: 1, maxLength: 200 }),
  repositorio: Type.String({ minLength: 1, maxLength: 200 }),
  url: Type.String({ minLength: 8, maxLength: 1000, description: 'Base URL of the OAI-PMH provider' }),
  formato: Type.Union([Type.Literal('marc21'), Type.Literal('oai_dc')], { default: 'marc21' }),
  conjunto: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()])),
  intervalo_minutos: Type.Integer({ minimum: 5, maximum: 43_200, default: 1440 }),
  ativo: Type.Boolean({ default: true }),
});
export type NetworkMemberInput = Static<typeof NetworkMemberInput>;

/**
 * Why a member's last harvest failed (docs/network.md), for the staff screen to explain in the reader's language; the
 * member's `erro` keeps the technical detail (the provider's own message, the HTTP status, the system's error).
 */
export const NETWORK_HARVEST_FAILURES = [
  'ProvedorInacessivel',
  'RespostaHttp',
  'RespostaGrandeDemais',
  'RespostaNaoOai',
  'ErroOai',
  'TokensSemFim',
] as const;
export type NetworkHarvestFailure = (typeof NETWORK_HARVEST_FAILURES)[number];
const HarvestFailure = Type.Union(
  [Type.Unsafe<NetworkHarvestFailure>(Type.String({ enum: [...NETWORK_HARVEST_FAILURES] })), Type.Null()],
  { description: 'Why the last harvest failed (null: it did not, or it failed before failures were coded)' },
);

export const NetworkMember = Type.Composite([
  Type.Object({ codigo: Type.Integer() }),
  NetworkMemberInput,
  Type.Object({
    proxima_colheita_desde: Type.Union([Type.String(), Type.Null()]),
    ultima_tentativa: Type.Union([Type.String(), Type.Null()]),
    ultima_colheita: Type.Union([Type.String(), Type.Null()]),
    erro: Type.Union([Type.String(), Type.Null()]),
    falha: HarvestFailure,
    registros: Type.Integer(),
  }),
]);
export type NetworkMember = Static<typeof NetworkMember>;

export const NetworkHarvestResult = Type.Object({
  ok: Type.Boolean(),
  gravados: Type.Integer(),
  apagados: Type.Integer(),
  paginas: Type.Integer(),
  registros: Type.Integer(),
  erro: Type.Union([Type.String(), Type.Null()]),
  falha: HarvestFailure,
});
export type NetworkHarvestResult = Static<typeof NetworkHarvestResult>;
