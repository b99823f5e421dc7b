/**
 * Service requests of the personal area (spec 001 §7.13, spec 000 §3): the kinds, their forms' fields, the
 * statuses and the error codes. Shared so that the web's forms and the server's checks read one list
 * (docs/service-requests.md).
 */

/**
 * The request types of spec 001 §7.13 and the fields of each (spec 000 §3). The URL segment is the kind;
 * bibliographic switching has a subtype in the path (artigo, tese, parte). Fields are kept as the JSON
 * the patron sent (validated by the server), so a type can gain a field without a migration.
 */
export const SWITCHING_SUBTYPES = ['artigo', 'tese', 'parte'] as const;
export type SwitchingSubtype = (typeof SWITCHING_SUBTYPES)[number];

export const REQUEST_KINDS = [
  'comutacao-bibliografica',
  'levantamento-bibliografico',
  'ficha-catalografica',
  'pesquisa-especializada',
  'emprestimo-inter-bibliotecas',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Defence degrees of a thesis or dissertation (spec 000 §3). */
export const DEFENCE_DEGREES = ['mestrado', 'doutorado', 'pos-doutorado'] as const;

export type FieldType = 'text' | 'longtext' | 'year' | 'pages' | 'page' | 'count' | 'flag' | 'degree' | 'phone';
export interface FieldSpec {
  name: string;
  type: FieldType;
  required?: boolean;
}

const text = (name: string, required = false): FieldSpec => ({ name, type: 'text', required });
const long = (name: string, required = false): FieldSpec => ({ name, type: 'longtext', required });
const notes = long('observacoes');

/** Fields per request form; `biblioteca` (the library asked) is common to all and checked apart. */
export const FORM_FIELDS: Record<string, FieldSpec[]> = {
  'comutacao-bibliografica/artigo': [
    text('titulo_artigo', true),
    text('titulo_periodico', true),
    text('autor'),
    { name: 'ano', type: 'year', required: true },
    text('volume'),
    text('numero'),
    { name: 'paginas', type: 'pages', required: true },
    notes,
  ],
  'comutacao-bibliografica/tese': [
    text('titulo', true),
    text('autor', true),
    { name: 'grau_defesa', type: 'degree', required: true },
    text('instituicao'),
    { name: 'ano', type: 'year', required: true },
    { name: 'paginas', type: 'pages' },
    notes,
  ],
  'comutacao-bibliografica/parte': [
    text('titulo_documento', true),
    text('titulo_parte'),
    text('autor_parte', true),
    { name: 'ano', type: 'year', required: true },
    { name: 'paginas', type: 'pages', required: true },
    notes,
  ],
  'levantamento-bibliografico': [
    text('assunto_geral', true),
    long('delimitacao'),
    text('idioma'),
    { name: 'ano_inicial', type: 'year' },
    { name: 'ano_final', type: 'year' },
    text('tipo_publicacao'),
    text('palavras_chave', true),
    { name: 'folha_rosto', type: 'flag' },
    { name: 'sumario', type: 'flag' },
    { name: 'resumo', type: 'flag' },
    { name: 'pagina_inicial_bibliografia', type: 'page' },
    { name: 'pagina_final_bibliografia', type: 'page' },
    { name: 'total_paginas', type: 'count' },
    { name: 'ilustracoes', type: 'flag' },
    notes,
  ],
  'ficha-catalografica': [
    text('titulo', true),
    text('autor', true),
    text('orientador'),
    text('curso', true),
    { name: 'grau_defesa', type: 'degree', required: true },
    { name: 'ano', type: 'year', required: true },
    { name: 'total_paginas', type: 'count', required: true },
    { name: 'ilustracoes', type: 'flag' },
    text('palavras_chave', true),
    notes,
  ],
  'pesquisa-especializada': [
    text('assunto', true),
    long('finalidade'),
    text('idioma'),
    { name: 'ano_inicial', type: 'year' },
    { name: 'ano_final', type: 'year' },
    notes,
  ],
  'emprestimo-inter-bibliotecas': [
    text('biblioteca_parceira', true),
    text('titulo', true),
    text('autor'),
    { name: 'ano', type: 'year' },
    { name: 'telefone', type: 'phone' },
    notes,
  ],
};

export const formKey = (kind: RequestKind, subtype: string | null): string => (subtype ? `${kind}/${subtype}` : kind);

/** Longest text a field takes (the web's maxLength, the server's CampoMuitoLongo). */
export const TEXT_LIMITS = { text: 300, longtext: 2000 } as const;

/** Spec 000 §5: a phone keeps only digits, hyphen, parentheses and spaces, at most 16 characters. */
export const PHONE_PATTERN = /^[0-9()\- ]{1,16}$/;
export const INVALID_PHONE = 'TelefoneInvalido';

export const INVALID_YEAR = 'AnoInvalido';
export const INVALID_PAGES = 'PaginasInvalidas';
export const START_AFTER_END_PAGE = 'PaginaInicialMaiorQueFinal';
export const START_AFTER_END_YEAR = 'AnoInicialMaiorQueFinal';
export const INVALID_VALUE = 'ValorInvalido';
export const TEXT_TOO_LONG = 'CampoMuitoLongo';

/**
 * States of a request (the spec names none): a patron files it `aberta`; staff take it (`em_andamento`), answer
 * it with a reply (`atendida`) and close it (`finalizada`); `cancelada` by staff before the answer, or by the
 * patron while it is still `aberta`.
 */
export const REQUEST_STATUSES = ['aberta', 'em_andamento', 'atendida', 'finalizada', 'cancelada'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
