import type { ElectronicDatabase } from '@estante/contracts';
import { InvalidInputError, NotFoundError } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { INVALID_CONFIGURATION } from '../site-parameters/index.ts';

/**
 * The electronic databases the institution offers (spec 001 §7.3 /acervo/{self-service}/bases-dados): part of
 * the site configuration, changed by staff through the admin API and CLI, which both go through these checks.
 */

export interface DatabaseFields {
  nome?: string;
  descricao?: string | null;
  link?: string;
  acesso?: string | null;
  posicao?: number;
}

function invalid(message: string): never {
  throw new InvalidInputError(INVALID_CONFIGURATION, { message });
}

function checkedLink(value: string): string {
  const link = value.trim();
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    invalid(`link "${link}" is not a URL`);
  }
  // Only web links: a javascript: or data: link would run in the patron's page.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') invalid('link must be an http(s) URL');
  return link;
}

const optionalText = (value: string | null | undefined) => (value == null ? null : value.trim() || null);

async function institutionId(db: Kysely<Database>): Promise<number> {
  return (await db.selectFrom('institutions').select('id').orderBy('code').executeTakeFirstOrThrow()).id;
}

export async function listElectronicDatabases(db: Kysely<Database>): Promise<ElectronicDatabase[]> {
  const rows = await db
    .selectFrom('electronic_databases')
    .selectAll()
    .where('institution_id', '=', await institutionId(db))
    .orderBy('position')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    nome: row.name,
    descricao: row.description,
    link: row.url,
    acesso: row.access_note,
  }));
}

export async function addElectronicDatabase(db: Kysely<Database>, fields: DatabaseFields): Promise<number> {
  const name = fields.nome?.trim();
  if (!name) invalid('nome is required');
  if (fields.link === undefined) invalid('link is required');
  const { id } = await db
    .insertInto('electronic_databases')
    .values({
      institution_id: await institutionId(db),
      name,
      description: optionalText(fields.descricao),
      url: checkedLink(fields.link),
      access_note: optionalText(fields.acesso),
      position: fields.posicao ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function changeElectronicDatabase(
  db: Kysely<Database>,
  id: number,
  fields: DatabaseFields,
): Promise<void> {
  const changes: Partial<{
    name: string;
    description: string | null;
    url: string;
    access_note: string | null;
    position: number;
  }> = {};
  if (fields.nome !== undefined) {
    const name = fields.nome.trim();
    if (!name) invalid('nome cannot be empty');
    changes.name = name;
  }
  if (fields.descricao !== undefined) changes.description = optionalText(fields.descricao);
  if (fields.link !== undefined) changes.url = checkedLink(fields.link);
  if (fields.acesso !== undefined) changes.access_note = optionalText(fields.acesso);
  if (fields.posicao !== undefined) changes.position = fields.posicao;
  if (Object.keys(changes).length === 0) invalid('nothing to change');
  const result = await db.updateTable('electronic_databases').set(changes).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError(`database ${id}`);
}

export async function removeElectronicDatabase(db: Kysely<Database>, id: number): Promise<void> {
  const result = await db.deleteFrom('electronic_databases').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new NotFoundError(`database ${id}`);
}
