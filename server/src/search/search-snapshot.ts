import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type CatalogueImage,
  newSnapshotArray,
  SNAPSHOT_FORMAT,
  type SnapshotArray,
  snapshotArrayKind,
} from '@estante/search';

/** The snapshot file's name in DATA_DIR (docs/search.md, "Snapshot"). */
export const SNAPSHOT_FILE_NAME = 'search-index.snapshot';

/**
 * Layout of the file (little-endian):
 * - header, 96 bytes: magic (8), format (u32: @estante/search's SNAPSHOT_FORMAT), description length (u32), base
 *   revision (u64), revision (u64), payload length (u64), 24 bytes reserved (zero), then the SHA-256 of the header's
 *   first 64 bytes and of the payload (32);
 * - payload: the description (JSON: the image's layout, each array's kind and length, the revision's fingerprint),
 *   then each array's bytes, each part padded to 8 bytes.
 * The checksum covers the revisions too: a flipped byte anywhere is a rejected file, never a wrong index.
 */
const MAGIC = Buffer.from('ESTIDX\r\n', 'latin1');
const HEADER_BYTES = 96;
const CHECKSUM_AT = 64;
/**
 * Bytes hashed and written at a time: other requests run between two. A snapshot is written beside the searches (540 MB
 * at a million records, every minute of an import) and hashed on their thread: 16 MB took 17 ms of it, which a search
 * arriving then waited for; 1 MB takes about 1 ms.
 */
const WRITE_CHUNK_BYTES = 1 << 20;
/** Bytes read and hashed at a time: the server reads its snapshot before it listens, so nothing waits between two. */
const READ_CHUNK_BYTES = 16 << 20;
/** A lock older than this is left by a writer that died (a write of a million records takes seconds). */
const STALE_LOCK_MS = 15 * 60_000;

/** What a snapshot file holds: a catalogue's image, the revisions it answers at, and whose revision it was. */
export interface SearchSnapshot {
  image: CatalogueImage;
  /** Revision of the full load its first segment holds: the changes since are in its second (applyChanges). */
  baseRevision: number;
  /** Revision it answers at. */
  revision: number;
  /** The database's own record of `revision` (revisionFingerprint): a snapshot of another database is not read. */
  fingerprint: string;
}

/** Why a snapshot file was not read: the index is then rebuilt from the database. */
export class SnapshotRejected extends Error {}

interface Description {
  layout: unknown;
  arrays: [string, number][];
  fingerprint: string;
}

/**
 * Writes the snapshot atomically: a temporary file, fsync, rename over the previous one, fsync of the folder. A
 * reader sees the old file or the new one, whole; a crash leaves at most the temporary file, overwritten next time.
 * Returns false, writing nothing, when another process holds the lock (it writes the same catalogue) or the file
 * already answers at this revision or a newer one.
 */
export async function writeSnapshotFile(file: string, snapshot: SearchSnapshot): Promise<boolean> {
  // On PostgreSQL nothing else may have made DATA_DIR yet.
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const lock = await takeLock(`${file}.lock`);
  if (!lock) return false;
  const temporary = `${file}.tmp`;
  try {
    const existing = await snapshotRevision(file);
    if (existing !== undefined && existing >= snapshot.revision) return false;
    const handle = await fs.promises.open(temporary, 'w');
    try {
      await writeTo(handle, snapshot);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temporary, file);
    await syncFolder(path.dirname(file));
    return true;
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  } finally {
    await fs.promises.rm(`${file}.lock`, { force: true });
  }
}

async function writeTo(handle: fs.promises.FileHandle, snapshot: SearchSnapshot): Promise<void> {
  const { image } = snapshot;
  const description: Description = {
    layout: image.layout,
    arrays: image.arrays.map((array) => [snapshotArrayKind(array), array.length]),
    fingerprint: snapshot.fingerprint,
  };
  const text = Buffer.from(JSON.stringify(description), 'utf8');
  let payload = padded(text.length);
  for (const array of image.arrays) payload += padded(array.byteLength);
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header.writeUInt32LE(SNAPSHOT_FORMAT, 8);
  header.writeUInt32LE(text.length, 12);
  header.writeBigUInt64LE(BigInt(snapshot.baseRevision), 16);
  header.writeBigUInt64LE(BigInt(snapshot.revision), 24);
  header.writeBigUInt64LE(BigInt(payload), 32);
  const hash = crypto.createHash('sha256').update(header.subarray(0, CHECKSUM_AT));
  let position = HEADER_BYTES;
  const write = async (bytes: Uint8Array) => {
    for (let at = 0; at < bytes.length; at += WRITE_CHUNK_BYTES) {
      const chunk = bytes.subarray(at, Math.min(bytes.length, at + WRITE_CHUNK_BYTES));
      hash.update(chunk);
      await handle.write(chunk, 0, chunk.length, position);
      position += chunk.length;
    }
    const padding = padded(bytes.length) - bytes.length;
    if (padding > 0) {
      const zeros = Buffer.alloc(padding);
      hash.update(zeros);
      await handle.write(zeros, 0, padding, position);
      position += padding;
    }
  };
  await write(text);
  for (const array of image.arrays) await write(bytesOf(array));
  hash.digest().copy(header, CHECKSUM_AT);
  await handle.write(header, 0, HEADER_BYTES, 0);
}

/**
 * Reads a snapshot file whole, checking it before anything is built from it: the magic, the format, the length
 * against the file's (a truncated file), then the checksum over all it read (a changed byte). Throws
 * SnapshotRejected with the reason; ENOENT when there is no file.
 */
export async function readSnapshotFile(file: string, options: { shared?: boolean } = {}): Promise<SearchSnapshot> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(HEADER_BYTES);
    if (size < HEADER_BYTES || (await handle.read(header, 0, HEADER_BYTES, 0)).bytesRead < HEADER_BYTES) {
      throw new SnapshotRejected('truncated: shorter than its header');
    }
    if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new SnapshotRejected('not a snapshot file');
    const format = header.readUInt32LE(8);
    if (format !== SNAPSHOT_FORMAT)
      throw new SnapshotRejected(`format ${format}, this server reads ${SNAPSHOT_FORMAT}`);
    const textLength = header.readUInt32LE(12);
    const payload = Number(header.readBigUInt64LE(32));
    if (size !== HEADER_BYTES + payload) {
      throw new SnapshotRejected(`truncated or extended: ${size} bytes, its header says ${HEADER_BYTES + payload}`);
    }
    const hash = crypto.createHash('sha256').update(header.subarray(0, CHECKSUM_AT));
    let position = HEADER_BYTES;
    const read = async (bytes: Uint8Array) => {
      if (position + padded(bytes.length) > size) throw new SnapshotRejected('truncated: an array runs past the end');
      for (let at = 0; at < bytes.length; at += READ_CHUNK_BYTES) {
        const chunk = bytes.subarray(at, Math.min(bytes.length, at + READ_CHUNK_BYTES));
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
        if (bytesRead !== chunk.length) throw new SnapshotRejected('truncated while reading');
        hash.update(chunk);
        position += chunk.length;
      }
      const padding = padded(bytes.length) - bytes.length;
      if (padding > 0) {
        const zeros = Buffer.alloc(padding);
        await handle.read(zeros, 0, padding, position);
        hash.update(zeros);
        position += padding;
      }
    };
    if (textLength > payload) throw new SnapshotRejected('its description runs past the end');
    const text = Buffer.alloc(textLength);
    await read(text);
    let description: Description;
    try {
      description = JSON.parse(text.toString('utf8')) as Description;
    } catch {
      throw new SnapshotRejected('its description is not JSON (checksum not reached)');
    }
    if (!Array.isArray(description.arrays)) throw new SnapshotRejected('its description lists no arrays');
    const arrays: SnapshotArray[] = [];
    for (const [kind, length] of description.arrays) {
      let array: SnapshotArray;
      if (!(Number(length) <= size - position)) throw new SnapshotRejected(`an array of ${length} runs past the end`);
      try {
        array = newSnapshotArray(kind, length, options.shared);
      } catch {
        throw new SnapshotRejected(`an array of kind ${kind} and length ${length}`);
      }
      await read(bytesOf(array));
      arrays.push(array);
    }
    if (position !== size) throw new SnapshotRejected('bytes after its last array');
    if (!hash.digest().equals(header.subarray(CHECKSUM_AT, CHECKSUM_AT + 32))) {
      throw new SnapshotRejected('checksum mismatch: the file was changed after it was written');
    }
    return {
      image: { layout: description.layout, arrays },
      baseRevision: Number(header.readBigUInt64LE(16)),
      revision: Number(header.readBigUInt64LE(24)),
      fingerprint: String(description.fingerprint),
    };
  } finally {
    await handle.close();
  }
}

/** The revision a snapshot file's header names (undefined without a file of this format): whether to write. */
async function snapshotRevision(file: string): Promise<number | undefined> {
  try {
    const handle = await fs.promises.open(file, 'r');
    try {
      const header = Buffer.alloc(HEADER_BYTES);
      const { bytesRead } = await handle.read(header, 0, HEADER_BYTES, 0);
      if (bytesRead < HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
      if (header.readUInt32LE(8) !== SNAPSHOT_FORMAT) return undefined;
      return Number(header.readBigUInt64LE(24));
    } finally {
      await handle.close();
    }
  } catch {
    return undefined;
  }
}

/**
 * One writer per machine at a time (the server's processes share DATA_DIR): a lock file created exclusively,
 * naming its process. A lock whose process is gone, or older than STALE_LOCK_MS, is taken over. Two writers
 * racing past a stale lock would at worst write one temporary file together: the checksum rejects what they made.
 */
async function takeLock(lock: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fs.promises.writeFile(lock, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!(await isStale(lock))) return false;
    await fs.promises.rm(lock, { force: true });
  }
  return false;
}

async function isStale(lock: string): Promise<boolean> {
  try {
    const [text, stat] = await Promise.all([fs.promises.readFile(lock, 'utf8'), fs.promises.stat(lock)]);
    if (Date.now() - stat.mtimeMs > STALE_LOCK_MS) return true;
    const pid = Number(text);
    if (!Number.isInteger(pid) || pid <= 0) return true;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: no such process. EPERM: a process of another user holds that number, so it is alive.
    return (error as NodeJS.ErrnoException).code !== 'EPERM';
  }
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.promises.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function bytesOf(array: SnapshotArray): Uint8Array {
  return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}

function padded(bytes: number): number {
  return Math.ceil(bytes / 8) * 8;
}
