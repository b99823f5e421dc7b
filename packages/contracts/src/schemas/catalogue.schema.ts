import { CITATION_STYLES, type CitationStyle } from '@estante/core/citation-styles';
import { type Static, Type } from '@sinclair/typebox';
import { HoldLibraryDecision } from './circulation.schema.ts';

export {
  CITATION_STYLES,
  type CitationStyle,
  DEFAULT_CITATION_STYLE,
  isCitationStyle,
} from '@estante/core/citation-styles';

/**
 * GET /api/acervo/{id}/referencia?estilo=: the spec gives the path only; `estilo` (one of CITATION_STYLES, ABNT
 * when absent) is ours. An unknown style answers 422 EstiloCitacaoInvalido.
 */
export const RecordReferenceQuery = Type.Object({
  estilo: Type.Optional(
    Type.String({ maxLength: 40, description: `Citation style: ${CITATION_STYLES.join(', ')}; abnt when absent` }),
  ),
});
export type RecordReferenceQuery = Static<typeof RecordReferenceQuery>;

/** The title's reference in the style asked for, and in ABNT NBR 6023 and APA 7th (the first two styles offered). */
export const RecordReference = Type.Object(
  {
    estilo: Type.Unsafe<CitationStyle>(
      Type.String({ enum: [...CITATION_STYLES], description: 'The style of referencia and referencia_html' }),
    ),
    referencia: Type.String({ description: 'The reference in estilo, plain text' }),
    referencia_html: Type.String({ description: 'The same with emphasis; only <b> and <i> tags' }),
    abnt: Type.String({ description: 'ABNT NBR 6023:2018, plain text' }),
    abnt_html: Type.String({ description: 'ABNT with the title in <b>; only <b> and <i> tags' }),
    apa: Type.String({ description: 'APA 7th edition, plain text' }),
    apa_html: Type.String({ description: 'APA with the title in <i>; only <b> and <i> tags' }),
  },
  { $id: 'RecordReference' },
);
export type RecordReference = Static<typeof RecordReference>;

/** GET /api/vinculos/abnt/{id}. */
export const AbntReference = Type.Object({ cod_acervo: Type.Integer(), referencia: Type.String() });
export type AbntReference = Static<typeof AbntReference>;

export const CopyStatusCode = Type.Union([
  Type.Literal('available'),
  Type.Literal('on_loan'),
  Type.Literal('on_hold_shelf'),
  Type.Literal('in_transit'),
  Type.Literal('lost'),
  Type.Literal('not_for_loan'),
  Type.Literal('in_repair'),
]);

/** One copy of GET /api/acervo/{id}/exemplares. */
export const RecordCopy = Type.Object({
  cod_exemplar: Type.Integer(),
  cod_biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  codigo_barras: Type.Optional(Type.String()),
  chamada: Type.Optional(Type.String()),
  volume: Type.Optional(Type.String()),
  tomo: Type.Optional(Type.String()),
  parte: Type.Optional(Type.String()),
  material: Type.Optional(Type.String()),
  tipo_emprestimo: Type.Optional(Type.String()),
  localizacao: Type.Optional(Type.String()),
  colecao: Type.Optional(Type.String()),
  situacao: CopyStatusCode,
  data_devolucao_prevista: Type.Optional(Type.String({ description: 'YYYY-MM-DD, when on loan' })),
  emprestavel: Type.Optional(Type.Boolean({ description: 'Ours: false when the loan type is reference only' })),
});
export type RecordCopy = Static<typeof RecordCopy>;

export const RecordCopies = Type.Object(
  { total: Type.Integer(), disponiveis: Type.Integer(), exemplares: Type.Array(RecordCopy) },
  { $id: 'RecordCopies' },
);
export type RecordCopies = Static<typeof RecordCopies>;

/** GET /api/acervo/{id}/bibliotecas: libraries holding the title, with their copy counts. */
export const RecordLibrary = Type.Object({
  cod_biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  total: Type.Integer(),
  disponiveis: Type.Integer(),
});
export type RecordLibrary = Static<typeof RecordLibrary>;
export const RecordLibraries = Type.Array(RecordLibrary, { $id: 'RecordLibraries' });

/** GET /api/acervo/{id}/dublin-core. */
export const DublinCoreView = Type.Object(
  {
    elementos: Type.Array(Type.Object({ elemento: Type.String(), valor: Type.String() })),
    xml: Type.String({ description: 'The same statements as an oai_dc:dc element' }),
  },
  { $id: 'DublinCoreView' },
);
export type DublinCoreView = Static<typeof DublinCoreView>;

export const RecordLink = Type.Object({
  url: Type.String(),
  descricao: Type.Optional(Type.String()),
  tipo: Type.Union([Type.Literal('resource'), Type.Literal('version'), Type.Literal('related')]),
});
export type RecordLink = Static<typeof RecordLink>;
export const RecordLinks = Type.Array(RecordLink, { $id: 'RecordLinks' });

/** GET /api/vinculos/links-resultado?acervos=1,2: online links of several titles, keyed by cod_acervo. */
export const ResultLinks = Type.Record(Type.String(), Type.Array(RecordLink));
export type ResultLinks = Static<typeof ResultLinks>;

/** GET /api/acervo/{id}/cor: the colour of the title's work type (badges and the default cover). */
export const RecordColour = Type.Object({ cor: Type.String({ description: '#rrggbb' }), texto: Type.String() });
export type RecordColour = Static<typeof RecordColour>;

/** GET /api/acervo/{id}/totais. */
export const RecordTotals = Type.Object({
  exemplares: Type.Integer(),
  disponiveis: Type.Integer(),
  emprestimos: Type.Integer({ description: 'Loans that started within the period' }),
  reservas: Type.Integer({ description: 'Holds placed within the period' }),
  emprestados: Type.Integer({ description: 'Copies on loan now' }),
  reservas_ativas: Type.Integer({ description: 'Holds queued or waiting on the shelf now' }),
});
export type RecordTotals = Static<typeof RecordTotals>;
export const RecordTotalsQuery = Type.Object({
  dataIni: Type.Optional(Type.String({ format: 'date' })),
  dataFim: Type.Optional(Type.String({ format: 'date' })),
  biblioteca: Type.Optional(Type.String({ maxLength: 40 })),
});

/** GET /api/acervo/{id}/permissoes: which tabs and actions apply to the title. */
export const RecordPermissions = Type.Object({
  reserva: Type.Boolean({
    description: 'A hold may be placed at some library: the rule of reserva_bibliotecas (spec 000 §4 per library)',
  }),
  solicitacao_emprestimo: Type.Boolean({ description: 'A loan request may be made: a circulating copy is available' }),
  colecao_kardex: Type.Boolean(),
  sumarios: Type.Boolean(),
  sumarios_livros: Type.Boolean(),
  acervo_fechado: Type.Boolean(),
  dados_estatisticos: Type.Boolean(),
  exige_login: Type.Boolean({ description: 'Holds and loan requests need a signed-in patron' }),
  reserva_bibliotecas: Type.Optional(
    Type.Array(HoldLibraryDecision, {
      description: 'Ours: per library, whether a hold can be placed there and why not',
    }),
  ),
});
export type RecordPermissions = Static<typeof RecordPermissions>;

export const StatisticsYears = Type.Object({ anos: Type.Array(Type.Integer()) });
export type StatisticsYears = Static<typeof StatisticsYears>;

export const StatisticsYear = Type.Object({
  ano: Type.Integer(),
  meses: Type.Array(Type.Object({ mes: Type.Integer(), emprestimos: Type.Integer(), reservas: Type.Integer() })),
  total_emprestimos: Type.Integer(),
  total_reservas: Type.Integer(),
});
export type StatisticsYear = Static<typeof StatisticsYear>;

/** GET /api/sumario/{id}/dados: contents (505) and summary (520). */
export const SummaryData = Type.Object({
  sumario: Type.Array(Type.String()),
  resumo: Type.Optional(Type.String()),
});
export type SummaryData = Static<typeof SummaryData>;

/** Export formats of POST /api/acervo/exportar-cesta. */
export const EXPORT_FORMATS = ['marc', 'marcxml', 'dublin-core', 'ris', 'bibtex', 'csv', ...CITATION_STYLES] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Recipients of one basket e-mail, at most (issue 27: the basket must not be a mail relay). */
export const BASKET_MAIL_MAX_RECIPIENTS = 5;

export const BasketExportBody = Type.Object(
  {
    tipo: Type.Union(
      EXPORT_FORMATS.map((format) => Type.Literal(format)),
      {
        description: `marc (ISO 2709), marcxml, dublin-core (XML), ris, bibtex, csv, or a citation style (text): ${CITATION_STYLES.join(', ')}`,
      },
    ),
    acervos: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }),
    dados: Type.Optional(Type.Unknown({ description: 'Reserved; ignored' })),
    opcoesEmail: Type.Optional(
      Type.Object({
        destinatarios: Type.String({
          maxLength: 2000,
          description: `Addresses separated by ";", at most ${BASKET_MAIL_MAX_RECIPIENTS}`,
        }),
        assunto: Type.Optional(
          Type.String({ maxLength: 200, description: 'Ignored: the subject is fixed (the library name and "basket")' }),
        ),
        mensagem: Type.Optional(
          Type.String({ maxLength: 2000, description: 'Plain text; links and e-mail addresses are removed' }),
        ),
        recaptcha_token: Type.Optional(
          Type.String({
            maxLength: 4096,
            description: 'Solved captcha (GET /api/captcha/desafio), required without a signed-in patron; used once',
          }),
        ),
      }),
    ),
  },
  { $id: 'BasketExportBody' },
);
export type BasketExportBody = Static<typeof BasketExportBody>;

export const BasketEmailResult = Type.Object({ enviado: Type.Boolean(), destinatarios: Type.Array(Type.String()) });
export type BasketEmailResult = Static<typeof BasketEmailResult>;
