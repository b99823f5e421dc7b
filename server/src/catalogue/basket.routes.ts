import path from 'node:path';
import { BasketEmailResult, BasketExportBody, ERROR_CODES, ErrorResponse, splitRecipients } from '@estante/contracts';
import { InvalidInputError, NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../app-context.ts';
import { createMailer } from '../mail/mailer.ts';
import { exportBasket } from './basket-export.ts';
import { findRecordsByIds } from './record.repository.ts';

const SUBJECT_BY_LANGUAGE: Record<string, string> = {
  '1': 'Referências da cesta',
  '3': 'Referencias de la cesta',
  '5': 'References from the basket',
  '7': 'Références du panier',
  '9': 'Riferimenti del carrello',
};

/** POST /api/acervo/exportar-cesta: the basket as a download in one format, or sent by e-mail. */
export const basketRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db, config } = context;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: app.log,
  });

  app.post(
    '/acervo/exportar-cesta',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Export the basket: a file download, or an e-mail when opcoesEmail is given',
        description:
          'Without opcoesEmail the answer is the file (Content-Disposition: attachment). With it, the references go to every address of destinatarios (separated by ";"); one malformed address refuses the whole request with 422 EmailInvalido and details.invalidos.',
        body: BasketExportBody,
        response: { 200: BasketEmailResult, 404: ErrorResponse, 422: ErrorResponse },
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
      const file = exportBasket(rows, tipo);

      if (!opcoesEmail) {
        return (
          reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .header('cache-control', 'no-store')
            // A Buffer bypasses the JSON serializer; the 200 schema describes the e-mail answer only.
            .send(file.body as never)
        );
      }
      // The e-mail carries the references as text; MARC (binary) is sent as ABNT references instead.
      const text = file.isText ? file.body.toString('utf8') : exportBasket(rows, 'abnt').body.toString('utf8');
      const language = String(request.headers.idioma ?? '1');
      const note = opcoesEmail.mensagem?.trim();
      await mailer.send({
        to: recipients,
        subject: opcoesEmail.assunto?.trim() || (SUBJECT_BY_LANGUAGE[language] ?? SUBJECT_BY_LANGUAGE['1']!),
        text: note ? `${note}\n\n${text}` : text,
      });
      return reply.send({ enviado: true, destinatarios: recipients });
    },
  );
};
