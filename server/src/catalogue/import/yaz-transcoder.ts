import { type ChildProcessByStdio, spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, createWriteStream, mkdtempSync, openSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { RECORD_TERMINATOR, type RecordTranscoder } from '@estante/core';

export interface YazTranscoderOptions {
  /** Defaults to `yaz-marcdump` on the PATH. */
  yazMarcdumpPath?: string;
  /** yaz character set name of the input, e.g. `MARC-8` or `ISO-8859-1`. */
  from: string;
  /** Where to create the private folder holding the FIFO; defaults to the system's temporary folder. */
  temporaryDirectory?: string;
}

interface Waiting {
  resolve: (record: Buffer) => void;
  reject: (error: Error) => void;
}

/** Message for the operator when YAZ is not installed (DOMAIN.md: MARC-8 import needs Debian's `yaz`). */
export function yazMissingMessage(command: string): string {
  return `MARC-8 records need Index Data's YAZ to convert them to UTF-8, but "${command}" was not found: install it with \`apt-get install yaz\``;
}

/**
 * Converts ISO 2709 records to UTF-8 with one long-running `yaz-marcdump` for a whole file (no npm package
 * converts MARC-8; yaz is the reference converter, see DOMAIN.md). It is the server's MARC-8 converter for core's
 * readers (read-marc.ts plugs it in): core itself runs no process. yaz rewrites the directory and leader, so
 * byte offsets stay right, and `-l 9=97` sets leader/09 to "a".
 *
 * yaz-marcdump reads only named files, and Node's child stdin is a socket that `/dev/stdin` cannot reopen, so
 * records go through a FIFO in a private temporary folder. yaz's stdout is block-buffered: results arrive in
 * bursts, in input order, so callers must keep several records in flight rather than wait on each one.
 */
export class YazTranscoder implements RecordTranscoder {
  readonly #command: string;
  readonly #waiting: Waiting[] = [];
  #failure: string | undefined;
  #child: ChildProcessByStdio<null, Readable, Readable> | undefined;
  #writer: WriteStream | undefined;
  #beforeSpawn: Buffer[] | undefined = [];
  #ended = false;
  #exited: Promise<void> = Promise.resolve();
  #folder: string | undefined;
  #output: Buffer[] = [];
  #stderr = '';

  constructor(options: YazTranscoderOptions) {
    this.#command = options.yazMarcdumpPath ?? 'yaz-marcdump';
    try {
      this.#folder = mkdtempSync(join(options.temporaryDirectory ?? tmpdir(), 'estante-yaz-'));
    } catch (error) {
      this.#fail(`cannot create a temporary folder for yaz-marcdump: ${(error as Error).message}`);
      return;
    }
    const fifo = join(this.#folder, 'input.mrc');
    const made = spawnSync('mkfifo', ['-m', '600', fifo], { encoding: 'utf8' });
    if (made.error || made.status !== 0) {
      this.#fail(`cannot create a FIFO for yaz-marcdump (mkfifo): ${made.error?.message ?? made.stderr}`);
      this.#removeFolder();
      return;
    }
    const args = ['-i', 'marc', '-o', 'marc', '-f', options.from, '-t', 'UTF-8', '-l', '9=97', fifo];
    const child = spawn(this.#command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.#child = child;
    this.#exited = new Promise((resolve) => child.once('close', () => resolve()));
    child.once('spawn', () => this.#openWriter(fifo));
    child.once('error', (error: NodeJS.ErrnoException) => {
      this.#fail(
        error.code === 'ENOENT' ? yazMissingMessage(this.#command) : `cannot run ${this.#command}: ${error.message}`,
      );
    });
    child.stdout.on('data', (chunk: Buffer) => this.#onOutput(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      this.#stderr = (this.#stderr + text).slice(-2000);
    });
    child.once('close', (code, signal) => {
      this.#releaseWriter(fifo);
      const detail = this.#stderr.trim();
      this.#fail(
        `${this.#command} stopped (${signal ?? `exit code ${code}`}) before converting this record${detail ? `: ${detail}` : ''}`,
      );
      this.#removeFolder();
    });
  }

  /** Queues one raw record; resolves with the converted record (ending with 0x1D) in the same order. */
  transcode(raw: Buffer): Promise<Buffer> {
    if (this.#failure !== undefined) return Promise.reject(new Error(this.#failure));
    const result = new Promise<Buffer>((resolve, reject) => this.#waiting.push({ resolve, reject }));
    if (this.#beforeSpawn) this.#beforeSpawn.push(raw);
    else this.#writer?.write(raw);
    return result;
  }

  /** No more records: yaz reads end-of-file, flushes its output and exits. */
  end(): void {
    this.#ended = true;
    if (!this.#beforeSpawn) this.#writer?.end();
  }

  /** Stops yaz (if still running) and removes the FIFO; safe to call more than once. */
  async close(): Promise<void> {
    if (this.#child && this.#child.exitCode === null && this.#child.signalCode === null) {
      this.#writer?.destroy();
      this.#child.kill();
    }
    await this.#exited;
    this.#removeFolder();
  }

  #openWriter(fifo: string): void {
    // Opening a FIFO for writing waits (in libuv's thread pool) until yaz opens it for reading.
    const writer = createWriteStream(fifo);
    writer.on('error', () => {
      // EPIPE when yaz dies: reported through the child's 'close' event with its stderr.
    });
    this.#writer = writer;
    for (const raw of this.#beforeSpawn ?? []) writer.write(raw);
    this.#beforeSpawn = undefined;
    if (this.#ended) writer.end();
  }

  /** If yaz died before opening the FIFO, our pending open would wait forever: open the other end to free it. */
  #releaseWriter(fifo: string): void {
    const writer = this.#writer;
    if (!writer) return;
    if (writer.pending) {
      try {
        const readEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
        writer.once('close', () => closeSync(readEnd));
      } catch {
        // The FIFO is gone: nothing is waiting on it.
      }
    }
    writer.destroy();
  }

  #onOutput(chunk: Buffer): void {
    let start = 0;
    let end = chunk.indexOf(RECORD_TERMINATOR);
    while (end >= 0) {
      this.#output.push(chunk.subarray(start, end + 1));
      const record = this.#output.length === 1 ? (this.#output[0] as Buffer) : Buffer.concat(this.#output);
      this.#output = [];
      const waiting = this.#waiting.shift();
      if (!waiting) {
        this.#fail(`${this.#command} returned more records than it was given`);
        this.#child?.kill();
        return;
      }
      waiting.resolve(record);
      start = end + 1;
      end = chunk.indexOf(RECORD_TERMINATOR, start);
    }
    if (start < chunk.length) this.#output.push(chunk.subarray(start));
  }

  #fail(reason: string): void {
    this.#failure ??= reason;
    for (const waiting of this.#waiting.splice(0)) waiting.reject(new Error(this.#failure));
  }

  #removeFolder(): void {
    if (this.#folder) rmSync(this.#folder, { recursive: true, force: true });
    this.#folder = undefined;
  }
}
