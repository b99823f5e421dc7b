import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeatureOptions } from '../app-context.ts';
import { findCurrentInstitution } from '../site-parameters/index.ts';
import { answerOai, repositoryIdentifierOf } from './oai-provider.ts';

/** The provider's path, outside /api: harvesters are configured with a base URL and send no token. */
export const OAI_PATH = '/oai';

/**
 * OAI-PMH 2.0 provider (docs/oai-pmh.md): GET with a query string or POST with a form body, as §3.1.1 allows; every
 * answer, errors included, is XML with status 200.
 */
export const oaiRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  // Only this plugin reads form bodies (encapsulated): the protocol's POST sends its arguments as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const baseUrl = `${context.config.publicUrl.replace(/\/+$/, '')}${OAI_PATH}`;
  const repositoryIdentifier = repositoryIdentifierOf(context.config.publicUrl);

  async function answer(request: FastifyRequest, reply: FastifyReply, encoded: string) {
    const institution = await findCurrentInstitution(context.db);
    const xml = await answerOai(
      {
        db: context.db,
        baseUrl,
        repositoryIdentifier,
        repositoryName: institution?.name ?? 'Estante',
        adminEmail: /<([^>]+)>/.exec(context.config.mailFrom)?.[1] ?? context.config.mailFrom,
        now: context.now(),
      },
      [...new URLSearchParams(encoded)],
    );
    request.log.debug({ oai: encoded.slice(0, 200) }, 'OAI-PMH request');
    return reply.type('text/xml; charset=utf-8').send(xml);
  }

  const schema = { tags: ['oai-pmh'], summary: 'OAI-PMH 2.0 provider (docs/oai-pmh.md)', hide: false };
  app.get(OAI_PATH, { schema }, async (request, reply) => {
    const query = request.raw.url?.split('?')[1] ?? '';
    return answer(request, reply, query);
  });
  app.post(OAI_PATH, { schema }, async (request, reply) =>
    answer(request, reply, typeof request.body === 'string' ? request.body : ''),
  );
};
