import { type Static, type TSchema, Type } from '@sinclair/typebox';

/**
 * Site parameters (spec 001 §7.9), library units and campuses (§7.6), footer forms (000 §3 "General comment
 * payload", "Acquisition suggestion payload"). Field names are the spec's; the shapes of the sections are ours
 * (docs/staff-content.md).
 */

const Text = (maxLength: number) => Type.String({ maxLength });
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** Activity (spec 000 §3): cod_atividade, cod_modulo, descricao. */
export const ActivityResponse = Type.Object(
  { cod_atividade: Type.Integer(), cod_modulo: Type.Integer(), descricao: Type.String() },
  { $id: 'Activity' },
);
export type ActivityResponse = Static<typeof ActivityResponse>;

export const ActivityNoticeResponse = Type.Object({
  cod_atividade: Type.Integer(),
  informativo: Type.Union([Type.String(), Type.Null()], {
    description: "The activity's notice in the caller's language",
  }),
});
export type ActivityNoticeResponse = Static<typeof ActivityNoticeResponse>;

export const ActivityParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Campus (spec 000 §3): cod_campus, nome_campus. */
export const CampusResponse = Type.Object(
  { cod_campus: Type.Integer(), nome_campus: Type.String() },
  { $id: 'Campus' },
);
export type CampusResponse = Static<typeof CampusResponse>;

/** Library (spec 000 §3): cod_biblioteca, desc_biblioteca; cod_biblioteca is the library's code (BC, BSA…). */
export const LibraryUnitResponse = Type.Object(
  {
    cod_biblioteca: Type.String(),
    desc_biblioteca: Type.String(),
    cod_campus: Type.Union([Type.Integer(), Type.Null()]),
  },
  { $id: 'LibraryUnit' },
);
export type LibraryUnitResponse = Static<typeof LibraryUnitResponse>;

export const LibraryUnitsQuery = Type.Object({ campus: Type.Optional(Type.Integer({ minimum: 1 })) });

/** POST /unidade-informacao/comentario (spec 000 §3): content, b (library code). */
export const GeneralCommentRequest = Type.Object({
  content: Type.String({ maxLength: 4000 }),
  b: Type.String({ maxLength: 40 }),
});
export type GeneralCommentRequest = Static<typeof GeneralCommentRequest>;

/** POST /unidade-informacao/sugestao-aquisicao (spec 000 §3); titulo and editor are required (000 §5). */
export const AcquisitionSuggestionRequest = Type.Object({
  campus: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  biblioteca: Type.String({ maxLength: 40 }),
  autor: OptionalText(500),
  titulo: Text(1000),
  edicao: OptionalText(100),
  editor: Text(500),
  isbn_issn: OptionalText(40),
  periodico: OptionalText(500),
  outras_inf: OptionalText(4000),
});
export type AcquisitionSuggestionRequest = Static<typeof AcquisitionSuggestionRequest>;

export const FeedbackCreatedResponse = Type.Object({ codigo: Type.Integer() });
export type FeedbackCreatedResponse = Static<typeof FeedbackCreatedResponse>;

/** GET /parametros/autoatendimento (spec 000 §3 "Self-service check response"). */
export const SelfServiceResponse = Type.Object(
  {
    showAuto: Type.Boolean(),
    codBibAuto: Type.Union([Type.String(), Type.Null()]),
    authAuto: Type.Union([Type.Integer(), Type.Null()], {
      description: 'tipoAutenticacao sent to the self-service app',
    }),
    idiomaAuto: Type.Integer({ description: "Language code (idioma) of the caller's language" }),
    url: Type.Union([Type.String(), Type.Null()], { description: 'Web URL of the self-service app' }),
  },
  { $id: 'SelfService' },
);
export type SelfServiceResponse = Static<typeof SelfServiceResponse>;

/** A service desk (GET /parametros/atendimento): one library with its contacts and opening hours. */
export const ServiceDesk = Type.Object({
  cod_biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  telefone: Type.Union([Type.String(), Type.Null()]),
  endereco: Type.Union([Type.String(), Type.Null()]),
  horario: Type.Union([Type.String(), Type.Null()]),
});
export const ServiceDesksResponse = Type.Array(
  Type.Object({ cod_campus: Type.Integer(), nome_campus: Type.String(), bibliotecas: Type.Array(ServiceDesk) }),
);
export type ServiceDesksResponse = Static<typeof ServiceDesksResponse>;
export const CampusParams = Type.Object({ campus: Type.Integer({ minimum: 1 }) });

// --- Site sections: stored per language, edited by staff ------------------------------------------------

const TextSection = Type.Object({ titulo: Text(300), texto: Text(20_000), link: OptionalText(2000) });
const FaqSection = Type.Array(Type.Object({ pergunta: Text(1000), resposta: Text(20_000) }), { maxItems: 200 });
const GeneralInformationSection = Type.Object({
  texto: Text(20_000),
  itens: Type.Optional(Type.Array(Type.Object({ titulo: Text(300), texto: Text(5000) }), { maxItems: 100 })),
});
const EventsSection = Type.Array(
  Type.Object({
    titulo: Text(300),
    data: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }),
    data_fim: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    local: OptionalText(300),
    descricao: OptionalText(5000),
    link: OptionalText(2000),
  }),
  { maxItems: 200 },
);
const AppLayersSection = Type.Array(Type.Object({ nome: Text(200), descricao: OptionalText(2000), link: Text(2000) }), {
  maxItems: 50,
});
/** Opening hours per library code, in the section's language. */
const OpeningHoursSection = Type.Record(Type.String({ maxLength: 40 }), Text(500));

/** Every stored section and the shape its content must have. Keys are the spec's path segments. */
export const SITE_SECTION_SCHEMAS = {
  secao_1: TextSection,
  secao_2: TextSection,
  faq: FaqSection,
  informacoes_gerais: GeneralInformationSection,
  eventos_institucionais: EventsSection,
  eventos_eventum: EventsSection,
  'app-layers': AppLayersSection,
  horarios: OpeningHoursSection,
} satisfies Record<string, TSchema>;
export type SiteSectionKey = keyof typeof SITE_SECTION_SCHEMAS;
export const SITE_SECTION_KEYS = Object.keys(SITE_SECTION_SCHEMAS) as SiteSectionKey[];
export type SiteSectionContent<K extends SiteSectionKey> = Static<(typeof SITE_SECTION_SCHEMAS)[K]>;
export type TextSectionContent = Static<typeof TextSection>;
export type FaqSectionContent = Static<typeof FaqSection>;
export type EventsSectionContent = Static<typeof EventsSection>;

/** Activity notices are sections too, keyed `informativo:<cod_atividade>`, with this shape. */
export const ActivityNoticeSection = Type.Object({ texto: Text(5000) });
export const activityNoticeSectionKey = (activityCode: number) => `informativo:${activityCode}`;
