import { ErrorResponse, REQUEST_KINDS, type RequestKind, SWITCHING_SUBTYPES } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { parseDateRange } from '../http/date-range.ts';
import { requestLanguage } from '../http/request-language.ts';
import { formBody, presentRequest, RequestCreated, ServiceRequestView } from './service-request.presenter.ts';
import type { FormValue } from './service-request-fields.ts';
import { REQUEST_STATUSES } from './service-request-statuses.ts';
import { cancelOwnRequest, fileServiceRequest, interLibraryLoanData, patronRequests } from './service-requests.ts';

const tags = ['service requests'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

/** The forms of spec 001 §7.13, by path; comutação has one path per document type (artigo, tese, parte). */
const FORMS: { path: string; kind: RequestKind; subtype: string | null; summary: string }[] = [
  ...SWITCHING_SUBTYPES.map((subtype) => ({
    path: `/solicitacoes/comutacao-bibliografica/${subtype}`,
    kind: 'comutacao-bibliografica' as const,
    subtype,
    summary: `Bibliographic switching request for ${{ artigo: 'an article', tese: 'a thesis or dissertation', parte: 'part of a document' }[subtype]}`,
  })),
  {
    path: '/solicitacoes/levantamento-bibliografico',
    kind: 'levantamento-bibliografico',
    subtype: null,
    summary: 'Bibliographic survey request',
  },
  {
    path: '/solicitacoes/ficha-catalografica',
    kind: 'ficha-catalografica',
    subtype: null,
    summary: 'Cataloguing-in-publication record request',
  },
  {
    path: '/solicitacoes/pesquisa-especializada',
    kind: 'pesquisa-especializada',
    subtype: null,
    summary: 'Specialised search request',
  },
  {
    path: '/solicitacoes/emprestimo-inter-bibliotecas',
    kind: 'emprestimo-inter-bibliotecas',
    subtype: null,
    summary: 'Inter-library loan request',
  },
];

const KindParams = Type.Object({ tipo: Type.Union(REQUEST_KINDS.map((kind) => Type.Literal(kind))) });

/**
 * The patron's service requests (spec 001 §7.13, docs/service-requests.md). `/solicitacoes/alertas` is the
 * alerts feature's: the `{tipo}` routes accept only the request kinds, and static paths win in the router.
 */
export const serviceRequestRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  // The app's context carries what circulation use-cases need (CirculationServices): one mailer, one clock.
  const services = context;
  const { db } = services;

  for (const form of FORMS) {
    app.post(
      form.path,
      {
        schema: {
          tags,
          summary: `${form.summary}; answers the protocol number`,
          body: formBody(form.subtype ? `${form.kind}/${form.subtype}` : form.kind),
          response: { 201: RequestCreated, ...errors },
        },
      },
      async (request, reply) => {
        const { biblioteca, ...fields } = request.body as Record<string, FormValue>;
        const created = await fileServiceRequest(services, requireUser(request).personId, {
          kind: form.kind,
          subtype: form.subtype,
          library: typeof biblioteca === 'string' ? biblioteca : undefined,
          fields,
        });
        return reply
          .status(201)
          .send({ cod_solicitacao: created.id, protocolo: created.protocol, situacao: created.status });
      },
    );
  }

  app.get(
    '/solicitacoes/emprestimo-inter-bibliotecas/dados',
    {
      schema: {
        tags,
        summary: 'What the inter-library loan form needs: partner libraries, receiving libraries, the patron',
        response: {
          200: Type.Object({
            bibliotecas_parceiras: Type.Array(Type.Object({ codigo: Type.String(), descricao: Type.String() })),
            bibliotecas: Type.Array(Type.Object({ codigo: Type.String(), descricao: Type.String() })),
            usuario: Type.Object({
              nome: Type.String(),
              login: Type.Union([Type.String(), Type.Null()]),
              email: Type.Union([Type.String(), Type.Null()]),
              telefone: Type.Union([Type.String(), Type.Null()]),
              categoria: Type.String(),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const data = await interLibraryLoanData(db, requireUser(request).personId);
      return {
        bibliotecas_parceiras: data.partners.map((partner) => ({ codigo: partner.code, descricao: partner.name })),
        bibliotecas: data.libraries.map((library) => ({ codigo: library.code, descricao: library.name })),
        usuario: {
          nome: data.person.name,
          login: data.login,
          email: data.person.email,
          telefone: data.person.phone,
          categoria: data.person.category_code,
        },
      };
    },
  );

  app.get(
    '/solicitacoes/:tipo',
    {
      schema: {
        tags,
        summary: "The patron's requests of one type, newest first, filtered by status and date filed",
        params: KindParams,
        querystring: Type.Object({
          status: Type.Optional(Type.String({ maxLength: 20, description: REQUEST_STATUSES.join(', ') })),
          dataIni: Type.Optional(Type.String({ description: 'YYYY-MM-DD; needs dataFim' })),
          dataFim: Type.Optional(Type.String({ description: 'YYYY-MM-DD; needs dataIni' })),
        }),
        response: { 200: Type.Array(ServiceRequestView), ...errors },
      },
    },
    async (request) => {
      const range = parseDateRange(request.query.dataIni, request.query.dataFim);
      const rows = await patronRequests(db, requireUser(request).personId, request.params.tipo, {
        status: request.query.status,
        ...range,
      });
      const language = requestLanguage(request);
      return rows.map((row) => presentRequest(row, language));
    },
  );

  app.delete(
    '/solicitacoes/:tipo/:id',
    {
      schema: {
        tags,
        summary: 'The patron cancels one of their requests while it is still open',
        params: Type.Composite([KindParams, Type.Object({ id: Type.Integer({ minimum: 1 }) })]),
        response: { 200: Type.Object({ cod_solicitacao: Type.Integer(), situacao: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const cancelled = await cancelOwnRequest(services, requireUser(request).personId, request.params.id);
      return { cod_solicitacao: cancelled.id, situacao: cancelled.status };
    },
  );
};
