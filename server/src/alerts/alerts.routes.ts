import { Alert, AlertListQuery, AlertUpdate, ErrorResponse, NumericIdParams } from '@estante/contracts';
import { NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { parseDateRange } from '../http/date-range.ts';
import { requestLanguage } from '../http/request-language.ts';
import { presentAlert } from './alert.presenter.ts';
import { listAlerts, removeAlert, setAlertRead } from './alerts.repository.ts';

const tags = ['alerts'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

/** /solicitacoes/alertas (spec 001 §7.13, §4 "Alert"): the patron's alerts; unread → read, or removed. */
export const alertRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/solicitacoes/alertas',
    {
      schema: {
        tags,
        summary: "The patron's alerts, newest first; dataIni and dataFim (both or neither) bound the creation day",
        querystring: AlertListQuery,
        response: { 200: Type.Array(Alert), ...errors },
      },
    },
    async (request) => {
      const { personId } = requireUser(request);
      const range = parseDateRange(request.query.dataIni, request.query.dataFim);
      const language = requestLanguage(request);
      return (await listAlerts(db, personId, range)).map((row) => presentAlert(row, language));
    },
  );

  app.put(
    '/solicitacoes/alertas/:id',
    {
      schema: {
        tags,
        summary: 'Marks one of the patron’s alerts read (lido: false marks it unread)',
        params: NumericIdParams,
        body: AlertUpdate,
        response: { 200: Alert, ...errors },
      },
      // The web sends no body (the spec's call has none): that means "read".
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const { personId } = requireUser(request);
      const row = await setAlertRead(db, personId, request.params.id, request.body.lido ?? true);
      if (!row) throw new NotFoundError('alert');
      return presentAlert(row, requestLanguage(request));
    },
  );

  app.delete(
    '/solicitacoes/alertas/:id',
    {
      schema: {
        tags,
        summary: 'Removes one of the patron’s alerts',
        params: NumericIdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { personId } = requireUser(request);
      if (!(await removeAlert(db, personId, request.params.id))) throw new NotFoundError('alert');
      return reply.status(204).send(null);
    },
  );
};
