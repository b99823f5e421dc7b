import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { deleteCover, findCover, saveCover } from './cover.repository.ts';
import { checkCoverImage } from './cover-image.ts';

/** Covers folder under DATA_DIR; filled by `npm run admin -- covers import` and the staff upload. */
export function coversDir(dataDir: string): string {
  return path.join(dataDir, 'covers');
}

/**
 * Checks the image, writes it as `<cod_acervo>.<ext>` (through a temporary file, so a reader never sees half a
 * cover) and records it; a previous cover of another type is removed. Returns the stored content type.
 */
export async function storeCover(
  db: Kysely<Database>,
  dataDir: string,
  recordId: number,
  bytes: Uint8Array,
  now: Date,
): Promise<string> {
  const kind = checkCoverImage(bytes);
  const folder = coversDir(dataDir);
  await fs.mkdir(folder, { recursive: true });
  const fileName = `${recordId}.${kind.extension}`;
  const temporary = path.join(folder, `.${fileName}.${crypto.randomUUID()}.tmp`);
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, path.join(folder, fileName));
  const previous = await findCover(db, recordId);
  await saveCover(db, {
    record_id: recordId,
    content_type: kind.contentType,
    file_name: fileName,
    updated_at: now.toISOString(),
  });
  if (previous && previous.file_name !== fileName) {
    await fs.rm(path.join(folder, path.basename(previous.file_name)), { force: true });
  }
  return kind.contentType;
}

/** Removes a record's cover (row, file and the "only with cover" facet); false when it had none. */
export async function removeCover(db: Kysely<Database>, dataDir: string, recordId: number): Promise<boolean> {
  const cover = await findCover(db, recordId);
  if (!cover) return false;
  await deleteCover(db, recordId);
  await fs.rm(path.join(coversDir(dataDir), path.basename(cover.file_name)), { force: true });
  return true;
}

/** Removes a cover's file whose row is already gone (its record was deleted). */
export async function removeCoverFile(dataDir: string, fileName: string): Promise<void> {
  await fs.rm(path.join(coversDir(dataDir), path.basename(fileName)), { force: true });
}
