import {
  ERROR_CODES,
  ErrorResponse,
  PasswordChangeRequest,
  PasswordRulesResponse,
  PersonalData,
  PersonalDataUpdate,
  TokenResponse,
  UserSwapRequest,
} from '@estante/contracts';
import { InvalidInputError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AuthServices } from '../auth/index.ts';
import { AUTH_ERROR_CODES, findPerson, NotSignedInError, requireUser } from '../auth/index.ts';
import { changeOwnPassword } from './password-change.ts';
import { presentPersonalData, updatePersonalData } from './personal-data.ts';
import { SELF_SERVICE_SEGMENT } from './self-service-segment.ts';
import { switchToLogin } from './switch-login.ts';

const tags = ['personal area'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse, 430: ErrorResponse };
const base = `/pessoas/${SELF_SERVICE_SEGMENT}`;

/** /api/pessoas/{self-service}/…: personal data, password change, user swap (spec 001 §7.5, 000 §3, §4, §5). */
export const selfServiceRoutes: FastifyPluginAsyncTypebox<{ auth: AuthServices }> = async (app, { auth }) => {
  const { db } = auth.context;

  async function signedInPerson(request: Parameters<typeof requireUser>[0]) {
    const person = await findPerson(db, requireUser(request).personId);
    if (!person) throw new NotSignedInError(AUTH_ERROR_CODES.sessionExpired);
    return person;
  }

  app.get(
    `${base}/dados-pessoais`,
    {
      schema: { tags, summary: "The patron's personal data", response: { 200: PersonalData, ...errors } },
    },
    async (request) => presentPersonalData(await signedInPerson(request)),
  );

  app.put(
    `${base}/dados-pessoais`,
    {
      schema: {
        tags,
        summary:
          'Updates the personal data: fields left out stay, null or "" clears; 422 with the first problem (details.campo) and all of them (details.problemas); the tax id may only be filled in while none is registered',
        body: PersonalDataUpdate,
        response: { 200: PersonalData, ...errors },
      },
    },
    async (request) => {
      const person = await signedInPerson(request);
      await updatePersonalData(db, person, request.body, auth.now());
      return presentPersonalData((await findPerson(db, person.id))!);
    },
  );

  app.get(
    `${base}/senha`,
    {
      schema: {
        tags,
        summary: "The institution's password rules and the patron's name (diff_name), for the change form",
        response: { 200: PasswordRulesResponse, ...errors },
      },
    },
    async (request) => {
      const person = await signedInPerson(request);
      return { rules: (await auth.settings()).passwordRules, name: person.name };
    },
  );

  app.put(
    `${base}/senha`,
    {
      schema: {
        tags,
        summary:
          'Changes the password: current password, every rule, not one of the last N; ends every session of the patron (sign in again)',
        body: PasswordChangeRequest,
        response: { 200: Type.Object({}), ...errors },
      },
    },
    async (request) => {
      const person = await signedInPerson(request);
      await changeOwnPassword(auth, person, request.body.senhaAtual, request.body.senhaNova);
      return {};
    },
  );

  app.post(
    `${base}/troca-usuario`,
    {
      schema: {
        tags,
        summary:
          'User swap: a new token pair for another login of the same person (or of their records with the same tax id); the client ends the current session',
        body: UserSwapRequest,
        response: { 200: TokenResponse, ...errors },
      },
    },
    async (request) => {
      const usuario = request.body.usuario.trim();
      if (!usuario) throw new InvalidInputError(ERROR_CODES.requiredFieldMissing, { campo: 'usuario' });
      const tokens = await switchToLogin(auth, requireUser(request), usuario);
      if (!tokens) throw new InvalidInputError(AUTH_ERROR_CODES.userNotFound, { campo: 'usuario' });
      return tokens;
    },
  );
};
