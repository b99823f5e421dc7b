import {
  ErrorResponse,
  RecoveryChangeRequest,
  RecoveryParams,
  RecoveryStartQuery,
  RecoveryStartResponse,
  RecoveryValidateRequest,
  RecoveryValidateResponse,
} from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AuthServices } from '../auth/index.ts';
import { requestLanguage } from '../http/request-language.ts';
import { changePasswordWithCode, startRecovery, validateRecoveryCode } from './password-recovery.ts';

/** /api/pessoas/{id}/recuperar-senha, {id} being the user code typed in step 1 (spec 001 §7.5). */
export const passwordRecoveryRoutes: FastifyPluginAsyncTypebox<{ auth: AuthServices }> = async (app, { auth }) => {
  const path = '/pessoas/:id/recuperar-senha';
  const errors = { 400: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse };

  app.get(
    path,
    {
      schema: {
        tags: ['password recovery'],
        summary: 'Sends a verification code by e-mail',
        params: RecoveryParams,
        querystring: RecoveryStartQuery,
        response: { 200: RecoveryStartResponse, ...errors },
      },
    },
    async (request) =>
      startRecovery(auth, {
        userCode: request.params.id,
        captchaToken: request.query.recaptcha_token,
        address: request.ip,
        language: requestLanguage(request),
      }),
  );

  app.post(
    path,
    {
      schema: {
        tags: ['password recovery'],
        summary: 'Checks the code; returns the password rules',
        params: RecoveryParams,
        body: RecoveryValidateRequest,
        response: { 200: RecoveryValidateResponse, ...errors },
      },
    },
    async (request) => validateRecoveryCode(auth, request.params.id, request.body.code),
  );

  app.put(
    path,
    {
      schema: {
        tags: ['password recovery'],
        summary: 'Sets the new password (every rule checked, code used once)',
        params: RecoveryParams,
        body: RecoveryChangeRequest,
        response: { 200: Type.Object({}), ...errors },
      },
    },
    async (request) => {
      await changePasswordWithCode(auth, request.params.id, request.body.code, request.body.password);
      return {};
    },
  );
};
