import { ERROR_CODES } from '@estante/contracts';
import { DomainError } from '@estante/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { ServerMessages } from '../i18n/server-messages.ts';
import { STATUS_BY_AUTH_CODE } from './auth-errors.ts';
import { BodyTooLargeError, STATUS_BY_HTTP_CODE } from './http-errors.ts';
import { requestLanguage } from './request-language.ts';
import { isFallbackPath, type PageExtrasProvider, pageStatus, sendIndexPage } from './web-app.plugin.ts';

const STATUS_BY_KIND: Record<DomainError['kind'], number> = {
  invalid: 422,
  rule: 422,
  'not-found': 404,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
};

/**
 * One error handler: domain errors become `{ error: { code, message } }` with the message in the
 * caller's language; schema validation failures are 400; anything else is logged with its context
 * and answered as 500 OcorreuErroInesperado without internal details. Unknown API paths are 404 in JSON; a page
 * path gets the web app with 200, or 404 when it is no route of the app or names a missing record (pageStatus).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: {
    webAppServed: boolean;
    webDistDir: string;
    messages: ServerMessages;
    db: Kysely<Database>;
    /** The head and body markup of a page that is found (titles, links and metadata for machines). */
    pageExtras?: PageExtrasProvider;
  },
): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    const language = requestLanguage(request);
    // Fastify's own 413 (a JSON or form body over the route's bodyLimit) gets the caller-language message too.
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') error = new BodyTooLargeError();
    if (error instanceof DomainError) {
      const status =
        STATUS_BY_AUTH_CODE[error.code] ?? STATUS_BY_HTTP_CODE[error.code] ?? STATUS_BY_KIND[error.kind] ?? 422;
      request.log.info({ code: error.code, status }, 'request refused by a domain rule');
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if ((status === 429 || status === 503) && typeof retryAfter === 'number')
        reply.header('retry-after', String(Math.ceil(retryAfter)));
      return reply.status(status).send({
        error: { code: error.code, message: options.messages.text(error.code, language), details: error.details },
      });
    }
    if ((error as FastifyError).validation) {
      return reply.status(400).send({
        error: {
          code: ERROR_CODES.invalidRequest,
          message: options.messages.text(ERROR_CODES.invalidRequest, language),
          details: error.message,
        },
      });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({
        error: { code: error.code ?? ERROR_CODES.invalidRequest, message: error.message },
      });
    }
    request.log.error({ err: error, url: request.routeOptions.url, method: request.method }, 'request failed');
    return reply.status(500).send({
      error: { code: ERROR_CODES.unexpected, message: options.messages.text(ERROR_CODES.unexpected, language) },
    });
  });

  app.setNotFoundHandler(async (request, reply) => {
    // History-API fallback: the web app's router owns every non-API page path; HEAD answers as GET, without a body.
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (options.webAppServed && page && isFallbackPath(request.url)) {
      const status = await pageStatus(options.db, request.url);
      // The extras are for machines: when they fail, people still get the page.
      const extras =
        status === 200
          ? await options.pageExtras?.(request).catch((error: unknown) => {
              request.log.error({ err: error, url: request.url }, 'page metadata failed');
              return undefined;
            })
          : undefined;
      return sendIndexPage(reply, options.webDistDir, status, extras);
    }
    const language = requestLanguage(request);
    return reply.status(404).send({
      error: { code: ERROR_CODES.notFound, message: options.messages.text(ERROR_CODES.notFound, language) },
    });
  });
}
