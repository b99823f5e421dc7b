import { ErrorResponse } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { SITE_ADMIN_FUNCTION, staffOnly } from '../auth/index.ts';
import { recordChange } from './admin-audit.ts';
import { loanPolicyRoutes } from './loan-policies.routes.ts';
import { BLOCK_REASON_MAX_LENGTH, blockPatron, unblockPatron } from './patron-block.ts';
import {
  addCampus,
  changeActivity,
  changeCampus,
  changeInstitution,
  changeLibrary,
  type InstitutionPatch,
  type LibraryPatch,
  listSections,
  removeActivity,
  removeSection,
  setSection,
  showActivities,
  showCampuses,
  showFeedback,
  showInstitution,
  showLibrariesWithoutCampus,
  showSection,
} from './site-admin.ts';

const tags = ['administration'];
const NullableText = Type.Union([Type.String({ maxLength: 20_000 }), Type.Null()]);
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

const InstitutionPatchBody = Type.Object(
  {
    nome: Type.Optional(Type.String({ maxLength: 300 })),
    sigla: Type.Optional(Type.String({ maxLength: 40 })),
    denominacao_login: Type.Optional(NullableText),
    destino_padrao_login_catalogo: Type.Optional(Type.Union([Type.Literal('M'), Type.Literal('C')])),
    usaOIDC: Type.Optional(Type.Boolean()),
    msg_login: Type.Optional(NullableText),
    tema: Type.Optional(Type.String({ maxLength: 40 })),
    link_logout_OIDC: Type.Optional(NullableText),
    link_logout_saml: Type.Optional(NullableText),
    msg_suporte_consulta: Type.Optional(NullableText),
    link_lgpd: Type.Optional(NullableText),
    parametros: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
    ),
    autoatendimento: Type.Optional(
      Type.Object({
        enabled: Type.Optional(Type.Boolean()),
        libraryCode: Type.Optional(Type.Union([Type.String(), Type.Null()])),
        authType: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
        url: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      }),
    ),
    // Numbers, not integers: a fraction is named as the field's problem (422 with campos), not a bare 400.
    retencao: Type.Optional(
      Type.Object(
        {
          historico_leitura: Type.Optional(Type.Number()),
          contatos_solicitacoes: Type.Optional(Type.Number()),
          alertas_lidos: Type.Optional(Type.Number()),
          credenciais_expiradas: Type.Optional(Type.Number()),
          pedidos_privacidade: Type.Optional(Type.Number()),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/**
 * Staff administration of the site configuration (docs/staff-content.md): institution, sections per
 * language, activities, campuses and libraries, and what patrons sent from the footer forms.
 */
export const adminRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;
  app.addHook('preHandler', staffOnly(db, SITE_ADMIN_FUNCTION));

  app.get(
    '/admin/configuracao',
    { schema: { tags, summary: 'The whole site configuration', response: { 200: Type.Unknown(), ...errors } } },
    async () => ({
      instituicao: await showInstitution(db),
      atividades: await showActivities(db),
      campi: await showCampuses(db),
      bibliotecas_sem_campus: await showLibrariesWithoutCampus(db),
      secoes: await listSections(db),
    }),
  );

  await app.register(loanPolicyRoutes, { context });

  app.patch(
    '/admin/instituicao',
    {
      schema: {
        tags,
        summary: 'Changes institution fields, parameters, self-service settings and retention periods',
        body: InstitutionPatchBody,
        response: { 200: Type.Unknown(), ...errors },
      },
    },
    async (request) => {
      const before = await showInstitution(db);
      const after = await changeInstitution(db, request.body as InstitutionPatch);
      recordChange(request, before, after);
      return after;
    },
  );

  app.put(
    '/admin/secoes/:chave/:idioma',
    {
      schema: {
        tags,
        summary: 'Saves a site section in one language (content checked against the section shape)',
        params: Type.Object({ chave: Type.String({ maxLength: 60 }), idioma: Type.String({ maxLength: 5 }) }),
        body: Type.Unknown(),
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { chave, idioma } = request.params;
      const before = await showSection(db, chave, idioma);
      await setSection(db, chave, idioma, request.body);
      recordChange(request, before, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/admin/secoes/:chave',
    {
      schema: {
        tags,
        summary: 'Removes a site section, in one language when `idioma` is given',
        params: Type.Object({ chave: Type.String({ maxLength: 60 }) }),
        querystring: Type.Object({ idioma: Type.Optional(Type.String({ maxLength: 5 })) }),
        response: { 200: Type.Object({ removidas: Type.Integer() }), ...errors },
      },
    },
    async (request) => ({ removidas: await removeSection(db, request.params.chave, request.query.idioma) }),
  );

  app.put(
    '/admin/atividades/:codigo',
    {
      schema: {
        tags,
        summary: 'Switches an activity on or off (creating it when new)',
        params: Type.Object({ codigo: Type.Integer({ minimum: 1 }) }),
        body: Type.Object({
          ativo: Type.Optional(Type.Boolean()),
          descricao: Type.Optional(Type.String({ maxLength: 300 })),
          modulo: Type.Optional(Type.Integer()),
        }),
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { ativo, descricao, modulo } = request.body;
      await changeActivity(db, request.params.codigo, { enabled: ativo, description: descricao, module: modulo });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/admin/atividades/:codigo',
    {
      schema: {
        tags,
        summary: 'Removes an activity',
        params: Type.Object({ codigo: Type.Integer({ minimum: 1 }) }),
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeActivity(db, request.params.codigo);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/campi',
    {
      schema: {
        tags,
        summary: 'Adds a campus',
        body: Type.Object({ nome_campus: Type.String({ maxLength: 300 }) }),
        response: { 201: Type.Object({ cod_campus: Type.Integer() }), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ cod_campus: await addCampus(db, request.body.nome_campus) }),
  );

  app.put(
    '/admin/campi/:id',
    {
      schema: {
        tags,
        summary: 'Renames a campus',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: Type.Object({ nome_campus: Type.String({ maxLength: 300 }) }),
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await changeCampus(db, request.params.id, request.body.nome_campus);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/admin/bibliotecas/:codigo',
    {
      schema: {
        tags,
        summary: 'Creates or changes a library (campus, name, contacts, opening hours)',
        params: Type.Object({ codigo: Type.String({ minLength: 1, maxLength: 40 }) }),
        body: Type.Object({
          cod_campus: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
          desc_biblioteca: Type.Optional(Type.String({ maxLength: 300 })),
          email: Type.Optional(NullableText),
          telefone: Type.Optional(NullableText),
          endereco: Type.Optional(NullableText),
          horario: Type.Optional(NullableText),
        }),
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await changeLibrary(db, request.params.codigo, request.body as LibraryPatch);
      return reply.status(204).send(null);
    },
  );

  const PatronBlockResponse = Type.Object({
    cod_pessoa: Type.Integer(),
    bloqueio: Type.Boolean(),
    motivo: Type.Union([Type.String(), Type.Null()]),
  });
  const LoginParams = Type.Object({ login: Type.String({ minLength: 1, maxLength: 200 }) });

  app.put(
    '/admin/pessoas/:login/bloqueio',
    {
      schema: {
        tags,
        summary: 'Blocks a patron with a reason the patron reads at sign-in; ends all of their sessions at once',
        params: LoginParams,
        body: Type.Object({ motivo: Type.String({ minLength: 1, maxLength: BLOCK_REASON_MAX_LENGTH }) }),
        response: { 200: PatronBlockResponse, ...errors },
      },
    },
    async (request) => blockPatron(db, request.params.login, request.body.motivo, context.now()),
  );

  app.delete(
    '/admin/pessoas/:login/bloqueio',
    {
      schema: {
        tags,
        summary: 'Lifts the block of a patron',
        params: LoginParams,
        response: { 200: PatronBlockResponse, ...errors },
      },
    },
    async (request) => unblockPatron(db, request.params.login, context.now()),
  );

  app.get(
    '/admin/retorno',
    {
      schema: {
        tags,
        summary: 'The latest general comments and acquisition suggestions patrons sent',
        querystring: Type.Object({ limite: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) }),
        response: { 200: Type.Unknown(), ...errors },
      },
    },
    async (request) => showFeedback(db, request.query.limite),
  );
};
