import { ErrorResponse, MAX_PAGE, NumericIdParams, STAFF_FUNCTIONS, STAFF_MODULE } from '@estante/contracts';
import { NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser, staffOnly } from '../auth/index.ts';
import { setAuditChange } from '../staff/index.ts';
import { findStaffRecord, findStaffRecords, type StaffRecordRow } from './record-admin.repository.ts';
import {
  deleteCatalogueRecord,
  type RecordChange,
  setRecordClosedCollection,
  setRecordSuppressed,
} from './record-admin.ts';

const CATALOGUING = { module: STAFF_MODULE, activity: STAFF_FUNCTIONS.cataloguing } as const;
const tags = ['staff: catalogue'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

const StaffRecord = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  autor: Type.Union([Type.String(), Type.Null()]),
  ano: Type.Union([Type.Integer(), Type.Null()]),
  numero_controle: Type.Union([Type.String(), Type.Null()], { description: '001' }),
  isbn: Type.Union([Type.String(), Type.Null()]),
  tem_capa: Type.Boolean(),
  link_capa: Type.Union([Type.String(), Type.Null()]),
  acervo_fechado: Type.Boolean({ description: 'Part of a closed collection: copies fetched by staff on request' }),
  suprimido: Type.Boolean({ description: 'Hidden from the public catalogue, kept for the staff' }),
  suprimido_em: Type.Union([Type.String(), Type.Null()]),
  atualizado_em: Type.String(),
});

function presentStaffRecord(row: StaffRecordRow) {
  return {
    cod_acervo: row.id,
    titulo: row.title,
    autor: row.main_author,
    ano: row.publication_year === null ? null : Number(row.publication_year),
    numero_controle: row.control_number,
    isbn: row.isbn,
    tem_capa: row.has_cover === 1,
    link_capa: row.has_cover === 1 ? `/api/vinculos/imagem?cod_acervo=${row.id}` : null,
    acervo_fechado: row.closed_collection === 1,
    suprimido: row.suppressed === 1,
    suprimido_em: row.suppressed_at,
    atualizado_em: row.updated_at,
  };
}

/** The audit trail's before and after of a record change, in the wire's names. */
function auditChange(change: RecordChange) {
  return { before: presentStaffRecord(change.before), after: change.after ? presentStaffRecord(change.after) : null };
}

/**
 * The staff's record work (issue 21, catalogue work; docs/staff-catalogue.md): find a record (suppressed ones
 * too), mark it as part of a closed collection, suppress it or show it again, delete it.
 */
export const recordAdminRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;
  const guard = staffOnly(db, CATALOGUING);

  app.get(
    '/equipe/registros',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Finds records by id, control number (001), ISBN, title or main author; suppressed ones included',
        querystring: Type.Object({
          termo: Type.String({ minLength: 1, maxLength: 200 }),
          pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
          itens: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
        }),
        response: { 200: Type.Object({ total: Type.Integer(), itens: Type.Array(StaffRecord) }), ...errors },
      },
    },
    async (request) => {
      const limit = request.query.itens ?? 20;
      const page = request.query.pagina ?? 1;
      const { total, rows } = await findStaffRecords(db, request.query.termo, { offset: (page - 1) * limit, limit });
      return { total, itens: rows.map(presentStaffRecord) };
    },
  );

  app.get(
    '/equipe/registros/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'One record as the staff see it',
        params: NumericIdParams,
        response: { 200: StaffRecord, ...errors },
      },
    },
    async (request) => {
      const row = await findStaffRecord(db, request.params.id);
      if (!row) throw new NotFoundError(`record ${request.params.id}`);
      return presentStaffRecord(row);
    },
  );

  app.put(
    '/equipe/registros/:id/acervo-fechado',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Marks or unmarks the record as part of a closed collection',
        params: NumericIdParams,
        body: Type.Object({ acervo_fechado: Type.Boolean() }),
        response: { 200: StaffRecord, ...errors },
      },
    },
    async (request) => {
      const change = await setRecordClosedCollection(context, request.params.id, request.body.acervo_fechado);
      setAuditChange(request, auditChange(change));
      return presentStaffRecord(change.after!);
    },
  );

  app.put(
    '/equipe/registros/:id/supressao',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Suppresses the record (hidden from search, the title page, new acquisitions and browse; kept) or shows it again',
        params: NumericIdParams,
        body: Type.Object({ suprimido: Type.Boolean() }),
        response: { 200: StaffRecord, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const change = await setRecordSuppressed(context, request.params.id, request.body.suprimido, user.personId);
      setAuditChange(request, auditChange(change));
      return presentStaffRecord(change.after!);
    },
  );

  app.delete(
    '/equipe/registros/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Deletes the record with its copies and cover; 422 RegistroComCirculacao when loans, holds or loan requests refer to it',
        params: NumericIdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      setAuditChange(request, auditChange(await deleteCatalogueRecord(context, request.params.id, user.personId)));
      return reply.status(204).send(null);
    },
  );
};
