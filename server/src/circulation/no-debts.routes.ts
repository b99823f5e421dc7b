import { ErrorResponse } from '@estante/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { requestLanguage } from '../http/request-language.ts';
import { findDeclaration, issueNoDebtsDeclaration, verifyNoDebts } from './no-debts.ts';
import { mailNoDebtsDeclaration } from './no-debts-mail.ts';

const tags = ['no-debts declaration'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

/** The no-debts declaration (spec 001 §7.6): verify, then issue a PDF with a verification code. */
export const noDebtsRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  // The app's context carries what circulation use-cases need (CirculationServices): one mailer, one clock.
  const services = context;
  // Spec 001 §7.6 sends send-mail "as a multipart form". Its fields become the body (JSON works too). A file part,
  // if a client sends the PDF, is never mailed: the server rebuilds the PDF from the stored declaration.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 5, files: 1, fileSize: 2 * 1024 * 1024, parts: 6 },
  });

  app.get(
    '/unidade-informacao/nada-consta/verifica',
    {
      schema: {
        tags,
        summary: 'May the patron have a declaration? 422 NadaConstaPendencias with the counts otherwise',
        response: { 200: Type.Object({ liberado: Type.Literal(true) }), ...errors },
      },
    },
    async (request) => {
      await verifyNoDebts(services.db, requireUser(request).personId);
      return { liberado: true as const };
    },
  );

  app.post(
    '/unidade-informacao/nada-consta',
    {
      schema: {
        tags,
        summary: 'Issues the declaration (PDF) and removes the patron from the library (all when none is named)',
        body: Type.Optional(Type.Object({ biblioteca: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })) })),
        // 200 is application/pdf, sent as a Buffer (no JSON serialisation).
        response: errors,
      },
    },
    async (request, reply) => {
      const issued = await issueNoDebtsDeclaration(services, requireUser(request).personId, request.body?.biblioteca);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="nada-consta-${issued.code}.pdf"`)
        .header('x-codigo-verificacao', issued.code)
        .send(Buffer.from(issued.pdf) as never);
    },
  );

  app.post(
    '/nada-consta/send-mail',
    {
      schema: {
        tags,
        summary: "E-mails one of the patron's declarations (by verification code) as a PDF, to email or their own",
        body: Type.Object({
          codigo: Type.String({ minLength: 4, maxLength: 40 }),
          email: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: { 200: Type.Object({ enviado: Type.Literal(true), email: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const sent = await mailNoDebtsDeclaration(
        services,
        requireUser(request).personId,
        request.body,
        requestLanguage(request),
      );
      return { enviado: true as const, email: sent.to };
    },
  );

  app.get(
    '/nada-consta/validar/:codigo',
    {
      schema: {
        tags,
        summary: 'Public check of a declaration by its verification code',
        params: Type.Object({ codigo: Type.String({ minLength: 4, maxLength: 40 }) }),
        response: { 200: Type.Object({ nome: Type.String(), emitida_em: Type.String() }), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const found = await findDeclaration(services.db, request.params.codigo);
      if (!found) return reply.status(404).send({ error: { code: 'RegistroNaoEncontrado', message: 'not found' } });
      return { nome: found.name, emitida_em: found.issued_at };
    },
  );
};
