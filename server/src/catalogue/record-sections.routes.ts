import {
  DublinCoreView,
  ErrorResponse,
  NumericIdParams,
  RecordColour,
  RecordCopies,
  RecordLibraries,
  RecordLinks,
  RecordPermissions,
  RecordReference,
  RecordReferenceQuery,
  RecordTotals,
  RecordTotalsQuery,
  StatisticsYear,
  StatisticsYears,
  SummaryData,
} from '@estante/contracts';
import { NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { titleHoldDecisions } from '../circulation/index.ts';
import { isClosedStacksTitle } from '../closed-stacks/index.ts';
import { citationStyleOf } from './citation-style.ts';
import {
  countActivity,
  countCopiesByLibrary,
  hasCirculatingAvailableCopy,
  listActivityDates,
  listCopies,
} from './copies.repository.ts';
import { extractedOf } from './record.presenter.ts';
import { findRecordById } from './record.repository.ts';
import {
  isPeriodical,
  presentColour,
  presentCopy,
  presentDublinCore,
  presentLinks,
  presentReference,
  presentStatisticsYear,
  statisticsYears,
} from './record-sections.presenter.ts';

const tags = ['catalogue'];
const notFound = { 404: ErrorResponse };
const CopyQuery = Type.Object({ cod_unidade: Type.Optional(Type.String({ maxLength: 40 })) });
const YearParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  ano: Type.Integer({ minimum: 1000, maximum: 9999 }),
});

/** The sub-resources of a title (spec 001 §7.3): each tab of the title page reads one of them. */
export const recordSectionRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  async function requireRecord(id: number) {
    const row = await findRecordById(db, id);
    if (!row) throw new NotFoundError(`record ${id}`);
    return row;
  }

  app.get(
    '/acervo/:id/referencia',
    {
      schema: {
        tags,
        summary:
          'Reference of the title in a citation style (estilo: abnt by default, apa, vancouver, chicago, mla, ieee; CSL styles in packages/core/src/citation/styles)',
        params: NumericIdParams,
        querystring: RecordReferenceQuery,
        response: { 200: RecordReference, ...notFound, 422: ErrorResponse },
      },
    },
    async (request) => {
      const style = citationStyleOf(request.query.estilo);
      return presentReference(await requireRecord(request.params.id), context.now(), context.citations, style);
    },
  );

  app.get(
    '/acervo/:id/exemplares',
    {
      schema: {
        tags,
        summary: 'Copies of the title, by library; cod_unidade keeps one library (its code)',
        params: NumericIdParams,
        querystring: CopyQuery,
        response: { 200: RecordCopies, ...notFound },
      },
    },
    async (request) => {
      const row = await requireRecord(request.params.id);
      const copies = (await listCopies(db, row.id, { libraryCode: request.query.cod_unidade })).map(presentCopy);
      return {
        total: copies.length,
        disponiveis: copies.filter((copy) => copy.situacao === 'available').length,
        exemplares: copies,
      };
    },
  );

  app.get(
    '/acervo/:id/bibliotecas',
    {
      schema: {
        tags,
        summary: 'Libraries holding the title, with total and available copies',
        params: NumericIdParams,
        response: { 200: RecordLibraries, ...notFound },
      },
    },
    async (request) => {
      const row = await requireRecord(request.params.id);
      return (await countCopiesByLibrary(db, row.id)).map((library) => ({
        cod_biblioteca: library.code,
        desc_biblioteca: library.name,
        total: library.total,
        disponiveis: library.available,
      }));
    },
  );

  app.get(
    '/acervo/:id/dublin-core',
    {
      schema: {
        tags,
        summary: 'Simple Dublin Core (LC MARC to Dublin Core crosswalk)',
        params: NumericIdParams,
        response: { 200: DublinCoreView, ...notFound },
      },
    },
    async (request) => presentDublinCore(await requireRecord(request.params.id)),
  );

  app.get(
    '/acervo/:id/links',
    {
      schema: {
        tags,
        summary: 'Online links of the title (MARC 856)',
        params: NumericIdParams,
        response: { 200: RecordLinks, ...notFound },
      },
    },
    async (request) => presentLinks(extractedOf(await requireRecord(request.params.id))),
  );

  app.get(
    '/acervo/:id/cor',
    {
      schema: {
        tags,
        summary: "Colour of the title's work type (badge and default cover), with its text colour",
        params: NumericIdParams,
        response: { 200: RecordColour, ...notFound },
      },
    },
    async (request) => presentColour(await requireRecord(request.params.id)),
  );

  app.get(
    '/acervo/:id/totais',
    {
      schema: {
        tags,
        summary: 'Copy, loan and hold totals of the title; loans and holds counted within dataIni-dataFim',
        params: NumericIdParams,
        querystring: RecordTotalsQuery,
        response: { 200: RecordTotals, ...notFound },
      },
    },
    async (request) => {
      const row = await requireRecord(request.params.id);
      const { dataIni, dataFim, biblioteca } = request.query;
      const [libraries, activity] = await Promise.all([
        countCopiesByLibrary(db, row.id),
        countActivity(db, row.id, { from: dataIni, to: dataFim, libraryCode: biblioteca }),
      ]);
      const counted = biblioteca ? libraries.filter((library) => library.code === biblioteca) : libraries;
      return {
        exemplares: counted.reduce((sum, library) => sum + library.total, 0),
        disponiveis: counted.reduce((sum, library) => sum + library.available, 0),
        emprestimos: activity.loans,
        reservas: activity.holds,
        emprestados: activity.onLoan,
        reservas_ativas: activity.activeHolds,
      };
    },
  );

  app.get(
    '/acervo/:id/permissoes',
    {
      schema: {
        tags,
        summary: 'Which tabs and actions apply to the title',
        params: NumericIdParams,
        response: { 200: RecordPermissions, ...notFound },
      },
    },
    async (request) => {
      const row = await requireRecord(request.params.id);
      const record = extractedOf(row);
      const [holdLibraries, circulating, closedStacks] = await Promise.all([
        titleHoldDecisions(db, row.id),
        hasCirculatingAvailableCopy(db, row.id),
        isClosedStacksTitle(db, row),
      ]);
      return {
        // The one hold rule, per library (docs/circulation.md): POST /reserva refuses exactly where it says no.
        reserva: holdLibraries.some((library) => library.reserva),
        reserva_bibliotecas: holdLibraries,
        solicitacao_emprestimo: circulating,
        colecao_kardex: isPeriodical(row),
        sumarios: record.contents.length > 0 || Boolean(record.summary),
        sumarios_livros: record.contents.length > 0 && !isPeriodical(row),
        acervo_fechado: closedStacks,
        dados_estatisticos: true,
        exige_login: true,
      };
    },
  );

  app.get(
    '/acervo/:id/dados-estatisticos/anos',
    {
      schema: {
        tags,
        summary: 'Years with loan or hold activity (the current year always)',
        params: NumericIdParams,
        response: { 200: StatisticsYears, ...notFound },
      },
    },
    async (request) => {
      const row = await requireRecord(request.params.id);
      return { anos: statisticsYears(await listActivityDates(db, row.id), context.now()) };
    },
  );

  app.get(
    '/acervo/:id/dados-estatisticos/dados/:ano',
    {
      schema: {
        tags,
        summary: 'Loans and holds of the title per month of a year',
        params: YearParams,
        response: { 200: StatisticsYear, ...notFound },
      },
    },
    async (request) => {
      const row = await requireRecord(request.params.id);
      return presentStatisticsYear(request.params.ano, await listActivityDates(db, row.id));
    },
  );

  app.get(
    '/sumario/:id/dados',
    {
      schema: {
        tags,
        summary: 'Contents (MARC 505) and summary (520) of the title',
        params: NumericIdParams,
        response: { 200: SummaryData, ...notFound },
      },
    },
    async (request) => {
      const record = extractedOf(await requireRecord(request.params.id));
      return { sumario: record.contents, resumo: record.summary };
    },
  );
};
