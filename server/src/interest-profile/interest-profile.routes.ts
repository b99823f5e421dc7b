import {
  CodeOnly,
  DSI_TYPES,
  ErrorResponse,
  HeadingCandidate,
  HeadingItem,
  HeadingItemKey,
  HeadingItemsCreate,
  HeadingItemValidity,
  HeadingSearchQuery,
  InterestProfileInfo,
  MatchingTitles,
  SerialCandidate,
  SerialItem,
  SerialItemsCreate,
  SerialItemUpdate,
  SerialSearchQuery,
  WorkTypeItem,
  WorkTypeItemsCreate,
  WorkTypeItemUpdate,
} from '@estante/contracts';
import { NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { requestLanguage } from '../http/request-language.ts';
import { profileInfo, searchHeadings, searchSerials } from './interest-candidates.ts';
import {
  libraryIdsByCode,
  listProfileItems,
  removeProfileItem,
  SERIAL_KIND,
  saveProfileItems,
  updateProfileItem,
  WORK_TYPE_KIND,
} from './interest-profile.repository.ts';
import { matchingTitles } from './matching-titles.ts';
import {
  checkedLibraries,
  headingItems,
  presentHeading,
  presentSerial,
  presentWorkType,
  reasonOf,
  serialItems,
  workTypeItems,
} from './profile-items.ts';
import { checkValidity } from './validity.ts';

const tags = ['personal area'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };
const base = '/perfil-interesse';
const HEADING_KINDS = [DSI_TYPES.author, DSI_TYPES.subject, DSI_TYPES.area];
const Done = Type.Object({ ok: Type.Boolean() });

/**
 * /api/perfil-interesse/… (spec 001 §7.10): the signed-in patron's selective-dissemination profile: headings and
 * knowledge areas, serials, work types, each with a validity; and the new titles that match it (docs/interest-profile.md).
 */
export const interestProfileRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;
  const now = () => context.now();

  app.get(
    `${base}/areas-interesse/info-auxiliar`,
    { schema: { tags, summary: 'What the profile forms offer', response: { 200: InterestProfileInfo, ...errors } } },
    async (request) => {
      requireUser(request);
      return profileInfo(db, requestLanguage(request));
    },
  );

  app.get(
    `${base}/area-autor-assunto/pesquisa`,
    {
      schema: {
        tags,
        summary: 'Author or subject headings, or knowledge areas, of the catalogue for a term',
        querystring: HeadingSearchQuery,
        response: { 200: Type.Array(HeadingCandidate), ...errors },
      },
    },
    async (request) => {
      requireUser(request);
      const { tipoPesquisa, termoPesquisa } = request.query;
      return searchHeadings(db, tipoPesquisa, termoPesquisa, requestLanguage(request));
    },
  );

  app.post(
    `${base}/area-autor-assunto`,
    {
      schema: {
        tags,
        summary: 'Adds headings or areas (adding one again renews its validity)',
        body: HeadingItemsCreate,
        response: { 201: Type.Array(HeadingItem), ...errors },
      },
    },
    async (request, reply) => {
      const { personId } = requireUser(request);
      const { tipoDSI, validade, itens } = request.body;
      const validUntil = checkValidity(validade, now());
      const items = await headingItems(
        db,
        tipoDSI,
        itens.map((item) => item.codigo),
      );
      await saveProfileItems(db, personId, tipoDSI, validUntil, items, now());
      const rows = await listProfileItems(db, personId, HEADING_KINDS);
      reply.code(201);
      return rows.map((row) => presentHeading(row, requestLanguage(request), now()));
    },
  );

  app.get(
    `${base}/area-autor-assunto`,
    {
      schema: {
        tags,
        summary: "The patron's headings and areas",
        response: { 200: Type.Array(HeadingItem), ...errors },
      },
    },
    async (request) => {
      const rows = await listProfileItems(db, requireUser(request).personId, HEADING_KINDS);
      return rows.map((row) => presentHeading(row, requestLanguage(request), now()));
    },
  );

  app.delete(
    `${base}/area-autor-assunto`,
    {
      schema: { tags, summary: 'Removes a heading or area', body: HeadingItemKey, response: { 200: Done, ...errors } },
    },
    async (request) => {
      const { codigo, tipoDSI } = request.body;
      if (!(await removeProfileItem(db, requireUser(request).personId, { kind: tipoDSI, code: codigo })))
        throw new NotFoundError(`interest ${tipoDSI} ${codigo}`);
      return { ok: true };
    },
  );

  app.put(
    `${base}/area-autor-assunto/validade`,
    {
      schema: {
        tags,
        summary: "Changes a heading's or area's validity",
        body: HeadingItemValidity,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const { codigo, tipoDSI, validade } = request.body;
      const validUntil = checkValidity(validade, now());
      const key = { kind: tipoDSI, code: codigo };
      if (!(await updateProfileItem(db, requireUser(request).personId, key, { validUntil })))
        throw new NotFoundError(`interest ${tipoDSI} ${codigo}`);
      return { ok: true };
    },
  );

  app.get(
    `${base}/periodicos/pesquisa`,
    {
      schema: {
        tags,
        summary: 'Serial records for a term (title words or ISSN), held by the chosen libraries',
        querystring: SerialSearchQuery,
        response: { 200: Type.Array(SerialCandidate), ...errors },
      },
    },
    async (request) => {
      requireUser(request);
      const codes = (request.query.bibliotecas ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean);
      await checkedLibraries(db, codes);
      const ids = codes.length === 0 ? undefined : [...(await libraryIdsByCode(db, codes)).values()];
      return searchSerials(db, request.query.termoPesquisa, ids);
    },
  );

  app.post(
    `${base}/periodicos`,
    {
      schema: {
        tags,
        summary: 'Adds serials',
        body: SerialItemsCreate,
        response: { 201: Type.Array(SerialItem), ...errors },
      },
    },
    async (request, reply) => {
      const { personId } = requireUser(request);
      const validUntil = checkValidity(request.body.validade, now());
      await saveProfileItems(db, personId, SERIAL_KIND, validUntil, await serialItems(db, request.body.itens), now());
      reply.code(201);
      return (await listProfileItems(db, personId, [SERIAL_KIND])).map((row) => presentSerial(row, now()));
    },
  );

  app.get(
    `${base}/periodicos`,
    { schema: { tags, summary: "The patron's serials", response: { 200: Type.Array(SerialItem), ...errors } } },
    async (request) =>
      (await listProfileItems(db, requireUser(request).personId, [SERIAL_KIND])).map((row) =>
        presentSerial(row, now()),
      ),
  );

  app.put(
    `${base}/periodicos`,
    { schema: { tags, summary: 'Changes a serial item', body: SerialItemUpdate, response: { 200: Done, ...errors } } },
    async (request) => {
      const { codigo, validade, fasciculo, artigo, sumario, bibliotecas } = request.body;
      const validUntil = checkValidity(validade, now());
      const options = { fasciculo, artigo, sumario, bibliotecas: await checkedLibraries(db, bibliotecas) };
      const key = { kind: SERIAL_KIND, code: codigo };
      if (!(await updateProfileItem(db, requireUser(request).personId, key, { validUntil, options })))
        throw new NotFoundError(`interest serial ${codigo}`);
      return { ok: true };
    },
  );

  app.delete(
    `${base}/periodicos`,
    { schema: { tags, summary: 'Removes a serial', body: CodeOnly, response: { 200: Done, ...errors } } },
    async (request) => {
      const key = { kind: SERIAL_KIND, code: request.body.codigo };
      if (!(await removeProfileItem(db, requireUser(request).personId, key)))
        throw new NotFoundError(`interest serial ${request.body.codigo}`);
      return { ok: true };
    },
  );

  app.post(
    `${base}/tipo-obra`,
    {
      schema: {
        tags,
        summary: 'Adds work types, with libraries and languages',
        body: WorkTypeItemsCreate,
        response: { 201: Type.Array(WorkTypeItem), ...errors },
      },
    },
    async (request, reply) => {
      const { personId } = requireUser(request);
      const validUntil = checkValidity(request.body.validade, now());
      const items = await workTypeItems(db, request.body.itens);
      await saveProfileItems(db, personId, WORK_TYPE_KIND, validUntil, items, now());
      reply.code(201);
      return (await listProfileItems(db, personId, [WORK_TYPE_KIND])).map((row) =>
        presentWorkType(row, requestLanguage(request), now()),
      );
    },
  );

  app.get(
    `${base}/tipo-obra`,
    { schema: { tags, summary: "The patron's work types", response: { 200: Type.Array(WorkTypeItem), ...errors } } },
    async (request) =>
      (await listProfileItems(db, requireUser(request).personId, [WORK_TYPE_KIND])).map((row) =>
        presentWorkType(row, requestLanguage(request), now()),
      ),
  );

  app.put(
    `${base}/tipo-obra`,
    {
      schema: {
        tags,
        summary: 'Changes a work-type item',
        body: WorkTypeItemUpdate,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const { codigo, validade, bibliotecas, idiomas } = request.body;
      const validUntil = checkValidity(validade, now());
      const [checked] = await workTypeItems(db, [{ codigo, bibliotecas, idiomas }]);
      const key = { kind: WORK_TYPE_KIND, code: checked!.code };
      if (!(await updateProfileItem(db, requireUser(request).personId, key, { validUntil, options: checked!.options })))
        throw new NotFoundError(`interest work type ${codigo}`);
      return { ok: true };
    },
  );

  app.delete(
    `${base}/tipo-obra`,
    { schema: { tags, summary: 'Removes a work type', body: CodeOnly, response: { 200: Done, ...errors } } },
    async (request) => {
      const key = { kind: WORK_TYPE_KIND, code: request.body.codigo };
      if (!(await removeProfileItem(db, requireUser(request).personId, key)))
        throw new NotFoundError(`interest work type ${request.body.codigo}`);
      return { ok: true };
    },
  );

  app.get(
    `${base}/titulos`,
    {
      schema: {
        tags,
        summary: 'Titles added since the last notice that match a valid item of the profile',
        response: { 200: MatchingTitles, ...errors },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      return matchingTitles(db, requireUser(request).personId, now(), (row) => reasonOf(row, language));
    },
  );
};
