import { BasketEmailResult, BasketExportBody, ERROR_CODES, ErrorResponse, splitRecipients } from '@estante/contracts';
import { InvalidInputError, NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../app-context.ts';
import type { AuthServices } from '../auth/index.ts';
import { requestLanguage } from '../http/request-language.ts';
import { exportBasket } from './basket-export.ts';
import { type BasketMailSenderId, sendBasketMail } from './basket-mail.ts';
import { findRecordsByIds } from './record.repository.ts';

/** POST /api/acervo/exportar-cesta: the basket as a download in one format, or sent by e-mail. */
export const basketRoutes: FastifyPluginAsyncTypebox<FeatureOptions & { auth: AuthServices }> = async (
  app,
  { context, auth },
) => {
  const { db, config } = context;

  app.post(
    '/acervo/exportar-cesta',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Export the basket: a file download, or an e-mail when opcoesEmail is given',
        description:
          'Without opcoesEmail the answer is the file (Content-Disposition: attachment). With it, the titles and references go to every address of destinatarios (separated by ";", at most 5) in the library\'s fixed template: one malformed address refuses the whole request with 422 EmailInvalido and details.invalidos; more than 5 with 422 CestaDestinatariosDemais. Without a signed-in patron, opcoesEmail.recaptcha_token must hold a solved captcha (GET /api/captcha/desafio), used once (422 AuthCAPTCHAError). Each sender sends at most 10 messages an hour as a visitor (per network address) and 15 as a patron: then 429 MuitasTentativas with Retry-After and details.tentarApos (docs/security.md).',
        body: BasketExportBody,
        response: { 200: BasketEmailResult, 404: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { tipo, acervos, opcoesEmail } = request.body;
      let recipients: string[] = [];
      if (opcoesEmail) {
        const { valid, invalid } = splitRecipients(opcoesEmail.destinatarios);
        if (invalid.length > 0 || valid.length === 0) {
          throw new InvalidInputError(ERROR_CODES.invalidEmail, { invalidos: invalid });
        }
        recipients = valid;
      }
      const ids = [...new Set(acervos)];
      const rows = await findRecordsByIds(db, ids);
      if (rows.length === 0) throw new NotFoundError(`records ${ids.join(',')}`);
      if (!opcoesEmail) {
        const file = exportBasket(rows, tipo, context.now(), context.citations);
        return (
          reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .header('cache-control', 'no-store')
            // A Buffer bypasses the JSON serializer; the 200 schema describes the e-mail answer only.
            .send(file.body as never)
        );
      }
      const claims = request.auth;
      const sender: BasketMailSenderId =
        claims?.kind === 'user' && claims.personId
          ? { kind: 'patron', personId: claims.personId }
          : { kind: 'visitor', address: request.ip };
      await sendBasketMail(
        {
          db,
          mailer: context.mailer,
          captcha: auth.captcha,
          publicUrl: config.publicUrl,
          now: context.now,
          citations: context.citations,
        },
        {
          sender,
          captchaToken: opcoesEmail.recaptcha_token,
          recipients,
          rows,
          format: tipo,
          note: opcoesEmail.mensagem,
          language: requestLanguage(request),
        },
      );
      return reply.send({ enviado: true, destinatarios: recipients });
    },
  );
};
