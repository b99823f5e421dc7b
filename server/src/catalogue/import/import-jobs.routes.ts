import type { Readable } from 'node:stream';
import { ErrorResponse, MAX_PAGE, NumericIdParams, STAFF_FUNCTIONS, STAFF_MODULE } from '@estante/contracts';
import { InvalidInputError, NotFoundError } from '@estante/core';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../../app-context.ts';
import { requireUser, staffOnly } from '../../auth/index.ts';
import type { ImportJobStatus } from '../../database/schema.ts';
import { setAuditChange } from '../../staff/index.ts';
import {
  ImportJobDetailSchema,
  ImportJobSchema,
  presentImportJob,
  presentImportJobDetail,
} from './import-jobs.presenter.ts';
import { findImportJob, importJobProblems, listImportJobs } from './import-jobs.repository.ts';
import { createImportQueueRunner, IMPORT_STATUS_WIRE, MAX_REPORTED_PROBLEMS, queueImport } from './import-jobs.ts';
import { IMPORT_ERRORS, MAX_IMPORT_BYTES, receiveImportFile } from './import-upload.ts';

const CATALOGUING = { module: STAFF_MODULE, activity: STAFF_FUNCTIONS.cataloguing } as const;

/** Body types read as the file itself; multipart/form-data (a file part) is read by @fastify/multipart. */
const RAW_TYPES = [
  'application/octet-stream',
  'application/marc',
  'application/marcxml+xml',
  'application/xml',
  'text/xml',
];

const tags = ['staff: catalogue'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

const StatusWire = Type.Union(Object.values(IMPORT_STATUS_WIRE).map((value) => Type.Literal(value)));
const STATUS_BY_WIRE = Object.fromEntries(
  Object.entries(IMPORT_STATUS_WIRE).map(([status, wire]) => [wire, status as ImportJobStatus]),
);

/** A file name as given, without any folder, cut to a sane length. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop()?.trim() ?? '';
  return base.slice(0, 200) || 'marc';
}

/**
 * MARC import by upload (issue 21, catalogue work; docs/staff-catalogue.md): the file is checked as it arrives,
 * stored in the database and queued; one server at a time runs the queue in the background (import-jobs.ts).
 */
export const importJobRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;
  const guard = staffOnly(db, CATALOGUING);
  const runner = createImportQueueRunner(context);
  app.addHook('onClose', () => runner.close());

  // The body is handed over as a stream: receiveImportFile judges its first bytes before reading the rest.
  app.addContentTypeParser(RAW_TYPES, (_request, payload, done) => done(null, payload));
  await app.register(multipart, { limits: { files: 1, fields: 2, parts: 3, fileSize: MAX_IMPORT_BYTES + 1 } });

  app.post(
    '/equipe/importacoes',
    {
      preHandler: guard,
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        tags,
        summary:
          'Queues a MARC 21 file (ISO 2709 or MARCXML; UTF-8, MARC-8 or Latin-1) for import: the raw body, or a multipart form with one file part. 202 with the queued job; 422 ArquivoNaoMarc, ArquivoVazio or ArquivoMuitoGrande (50 MB)',
        querystring: Type.Object({
          nome: Type.Optional(Type.String({ maxLength: 500, description: 'File name, for a raw body' })),
        }),
        response: { 202: ImportJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      let source: AsyncIterable<Buffer | string>;
      let fileName = request.query.nome;
      if (request.isMultipart()) {
        const file = await request.file();
        if (!file) throw new InvalidInputError(IMPORT_ERRORS.missing);
        source = file.file;
        fileName = file.filename || fileName;
      } else {
        const body = request.body as Readable | undefined;
        if (!body || typeof (body as Partial<Readable>)[Symbol.asyncIterator] !== 'function') {
          throw new InvalidInputError(IMPORT_ERRORS.empty);
        }
        source = body;
      }
      let received: Awaited<ReturnType<typeof receiveImportFile>>;
      try {
        received = await receiveImportFile(source);
      } catch (error) {
        // Whatever is left of a refused upload is drained, never kept.
        (source as Partial<Readable>).resume?.();
        throw error;
      }
      const name = cleanFileName(fileName);
      // The audit row names the file, never its bytes (the body was a stream).
      request.body = { arquivo: name, tamanho_bytes: received.size };
      const id = await queueImport(context, { ...received, fileName: name, personId: user.personId });
      runner.kick();
      const job = presentImportJob((await findImportJob(db, id))!);
      setAuditChange(request, { before: null, after: job });
      return reply.status(202).send(job);
    },
  );

  app.get(
    '/equipe/importacoes',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The import queue, newest first: each job with its status and counts',
        querystring: Type.Object({
          situacao: Type.Optional(StatusWire),
          pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
          itens: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
        }),
        response: { 200: Type.Object({ total: Type.Integer(), itens: Type.Array(ImportJobSchema) }), ...errors },
      },
    },
    async (request) => {
      const limit = request.query.itens ?? 20;
      const page = request.query.pagina ?? 1;
      const { total, rows } = await listImportJobs(db, {
        status: request.query.situacao ? STATUS_BY_WIRE[request.query.situacao] : undefined,
        offset: (page - 1) * limit,
        limit,
      });
      return { total, itens: rows.map(presentImportJob) };
    },
  );

  app.get(
    '/equipe/importacoes/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: `One import: its progress and its report (each rejected record's position and reason; the first ${MAX_REPORTED_PROBLEMS} of each kind)`,
        params: NumericIdParams,
        response: { 200: ImportJobDetailSchema, ...errors },
      },
    },
    async (request) => {
      const job = await findImportJob(db, request.params.id);
      if (!job) throw new NotFoundError(`import ${request.params.id}`);
      const [rejected, warnings] = await Promise.all([
        importJobProblems(db, job.id, 'rejected', MAX_REPORTED_PROBLEMS),
        importJobProblems(db, job.id, 'warning', MAX_REPORTED_PROBLEMS),
      ]);
      return presentImportJobDetail(job, { rejected, warnings });
    },
  );
};
