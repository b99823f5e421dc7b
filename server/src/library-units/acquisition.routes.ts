import { ErrorResponse } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { requestLanguage } from '../http/request-language.ts';
import { patronSuggestions } from './acquisition-suggestions.ts';
import { SUGGESTION_STATUSES, suggestionStatusText } from './suggestion-statuses.ts';

const tags = ['acquisition'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse };

const SuggestionStatus = Type.Object({ codigo: Type.String(), descricao: Type.String() });

const PatronSuggestion = Type.Object({
  cod_sugestao: Type.Integer(),
  titulo: Type.String(),
  autor: Type.Union([Type.String(), Type.Null()]),
  edicao: Type.Union([Type.String(), Type.Null()]),
  editor: Type.String(),
  isbn_issn: Type.Union([Type.String(), Type.Null()]),
  biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  situacao: Type.String(),
  desc_situacao: Type.String(),
  data: Type.String({ description: 'when it was sent (ISO instant)' }),
  data_situacao: Type.String({ description: 'when its status last changed (ISO instant)' }),
  // Beyond the spec (docs/staff-queues.md): the library's note to the patron with the last status change.
  nota: Type.Union([Type.String(), Type.Null()], {
    description: "the library's note with the last status change, or null (an Estante addition to the spec)",
  }),
});

/** The patron's acquisition suggestions and their statuses (spec 001 §7.4). */
export const acquisitionRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/aquisicao/sugestoes/situacao',
    {
      schema: {
        tags,
        summary: "The purchase-suggestion statuses (spec 000 §3), described in the caller's language",
        response: { 200: Type.Array(SuggestionStatus) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      return Object.keys(SUGGESTION_STATUSES).map((codigo) => ({
        codigo,
        descricao: suggestionStatusText(codigo, language),
      }));
    },
  );

  app.get(
    '/aquisicao/sugestoes',
    {
      schema: {
        tags,
        summary: "The signed-in patron's suggestions, filtered by the date sent (both or neither) and status",
        querystring: Type.Object({
          dataIni: Type.Optional(Type.String({ description: 'YYYY-MM-DD; needs dataFim' })),
          dataFim: Type.Optional(Type.String({ description: 'YYYY-MM-DD; needs dataIni' })),
          situacao: Type.Optional(
            Type.String({ maxLength: 40, description: 'a code of /aquisicao/sugestoes/situacao' }),
          ),
        }),
        response: { 200: Type.Array(PatronSuggestion), ...errors },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const rows = await patronSuggestions(db, requireUser(request).personId, request.query);
      return rows.map((row) => ({
        cod_sugestao: row.id,
        titulo: row.title,
        autor: row.author,
        edicao: row.edition,
        editor: row.publisher,
        isbn_issn: row.isbn_issn,
        biblioteca: row.library_code,
        desc_biblioteca: row.library_name,
        situacao: row.status,
        desc_situacao: suggestionStatusText(row.status, language),
        data: row.created_at,
        data_situacao: row.updated_at,
        nota: row.staff_note,
      }));
    },
  );
};
