import { CaptchaStatusResponse } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AuthServices } from './auth-services.ts';

/**
 * GET /api/captcha: whether function 1120 asks for a captcha; GET /api/captcha/desafio: a fresh
 * ALTCHA challenge for the widget's `challengeurl`. The solved payload goes in `recaptcha_token`
 * (the spec's field name) of the login and recovery calls.
 */
export const captchaRoutes: FastifyPluginAsyncTypebox<{ auth: AuthServices }> = async (app, { auth }) => {
  app.get(
    '/captcha',
    {
      schema: {
        tags: ['auth'],
        summary: 'Is the captcha on (function 1120)?',
        response: { 200: CaptchaStatusResponse },
      },
    },
    async () => ({
      enabled: await auth.captcha.isEnabled(),
    }),
  );
  app.get(
    '/captcha/desafio',
    { schema: { tags: ['auth'], summary: 'A proof-of-work challenge (ALTCHA v2)', response: { 200: Type.Unknown() } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return auth.captcha.createChallenge();
    },
  );
};
