import { type Static, Type } from '@sinclair/typebox';
import { RecordCopy } from './catalogue.schema.ts';

/**
 * GET /api/kardex/{id}/...: a periodical's collection (kardex), read from its MARC 21 holdings records (MFHD:
 * 853-855 captions and patterns, 863-865 enumeration and chronology, 866-868 textual holdings; docs/serials.md).
 * A "kardex parameter" (cod_par) is one holdings record: one library's run of the title.
 */
export const KardexPermission = Type.Object({ permitido: Type.Boolean() });
export type KardexPermission = Static<typeof KardexPermission>;

/** 853 $w frequency codes (a annual … w weekly, x irregular) or a number of issues a year. */
export const KARDEX_FREQUENCY_CODES = [
  'a',
  'b',
  'c',
  'd',
  'e',
  'f',
  'g',
  'h',
  'i',
  'j',
  'k',
  'm',
  'q',
  's',
  't',
  'w',
  'x',
];

export const KardexOptions = Type.Object({
  bibliotecas: Type.Array(Type.Object({ cod_biblioteca: Type.String(), desc_biblioteca: Type.String() })),
  periodicidades: Type.Array(
    Type.Object({
      cod_periodicidade: Type.String({ description: '853 $w: a code (m monthly, q quarterly…) or issues a year' }),
      desc_periodicidade: Type.String({ description: 'Portuguese name; the web shows its own translation' }),
    }),
  ),
  parametros: Type.Array(
    Type.Object({
      cod_par: Type.String({ description: 'The holdings record (one library’s run)' }),
      desc_par: Type.String(),
      cod_biblioteca: Type.String(),
      cod_periodicidade: Type.Optional(Type.String()),
    }),
  ),
  anos: Type.Array(Type.Integer(), { description: 'Years with holdings, newest first' }),
});
export type KardexOptions = Static<typeof KardexOptions>;

export const KardexQuery = Type.Object({
  codBib: Type.Optional(Type.String({ maxLength: 40 })),
  year: Type.Optional(Type.Integer({ minimum: 1000, maximum: 9999 })),
  codPeriod: Type.Optional(Type.String({ maxLength: 40 })),
  codPar: Type.Optional(Type.String({ maxLength: 40 })),
});
export type KardexQuery = Static<typeof KardexQuery>;

const Designation = Type.Object({
  legenda: Type.String({ description: 'Caption as written ("v.", "n.", "(year)")' }),
  valor: Type.String(),
});

export const KardexIssue = Type.Object({
  cod_par: Type.String(),
  seq_par: Type.String({ description: '$8 link.sequence, and the rank in an expanded range: "1.3" or "1.1.4"' }),
  rotulo: Type.String({ description: 'v. 9, n. 1 (2006)' }),
  ano: Type.Optional(Type.Integer()),
  numeros: Type.Array(Type.Integer(), { description: 'Grid columns the issue fills in this year' }),
  enumeracao: Type.Array(Designation),
  cronologia: Type.Array(Designation),
  nota: Type.Optional(Type.String()),
  tem_sumario: Type.Boolean({ description: 'A table of contents is recorded for the issue' }),
});
export type KardexIssue = Static<typeof KardexIssue>;

export const KardexYear = Type.Object({
  ano: Type.Integer(),
  esperados: Type.Optional(Type.Integer({ description: 'Issues the publication pattern expects (due so far)' })),
  recebidos: Type.Integer(),
  faltantes: Type.Array(Type.Integer(), { description: 'Columns expected but not held: the gaps' }),
  somente_texto: Type.Boolean({ description: 'Held according to the textual statement only' }),
  fasciculos: Type.Array(KardexIssue),
});
export type KardexYear = Static<typeof KardexYear>;

export const KardexCollection = Type.Object({
  cod_par: Type.String(),
  cod_biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  localizacao: Type.Optional(Type.String()),
  chamada: Type.Optional(Type.String()),
  cod_periodicidade: Type.Optional(Type.String()),
  fasciculos_por_ano: Type.Optional(Type.Number()),
  colunas: Type.Integer({ description: 'Columns of the year-by-issue grid' }),
  declaracoes: Type.Array(Type.String({ description: 'Textual holdings (866-868), with their public notes' })),
  anos: Type.Array(KardexYear),
  problemas: Type.Array(
    Type.Object({ codigo: Type.String(), campo: Type.String(), valor: Type.Optional(Type.String()) }),
    { description: 'Holdings fields that could not be read; their textual statement stands in' },
  ),
});
export type KardexCollection = Static<typeof KardexCollection>;

export const KardexData = Type.Object({
  resumo: Type.Array(Type.String({ description: 'Holdings statements (bibliographic 362, MFHD 866-868)' })),
  colecoes: Type.Array(KardexCollection),
  fasciculos: Type.Array(RecordCopy, { description: 'Copies (bound volumes) of the title in the libraries asked for' }),
});
export type KardexData = Static<typeof KardexData>;

export const KardexItemQuery = Type.Object({
  codPar: Type.String({ maxLength: 40 }),
  seqPar: Type.String({ maxLength: 40 }),
  seqSec: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});
export type KardexItemQuery = Static<typeof KardexItemQuery>;

export const KardexItem = Type.Composite([
  KardexIssue,
  Type.Object({
    cod_biblioteca: Type.String(),
    desc_biblioteca: Type.String(),
    secoes: Type.Array(
      Type.Object({
        seq_sec: Type.Integer(),
        titulo: Type.String({ description: 'Empty when the contents name no sections' }),
        artigos: Type.Array(
          Type.Object({
            titulo: Type.String(),
            autores: Type.Optional(Type.String()),
            paginas: Type.Optional(Type.String()),
          }),
        ),
      }),
    ),
  }),
]);
export type KardexItem = Static<typeof KardexItem>;
