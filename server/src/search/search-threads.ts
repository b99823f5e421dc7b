import { Worker } from 'node:worker_threads';
import type { CatalogueImage, CatalogueSearch, MemorySearch, MemorySearchResult, SearchOptions } from '@estante/search';
import type { AppLog } from '../app-context.ts';

/** What the server thread posts to a search thread (search-thread.worker.ts). */
export type ToSearchThread =
  | { type: 'publish'; version: number; image: CatalogueImage }
  | { type: 'retire'; version: number }
  | { type: 'cancel'; id: number }
  | { type: 'search'; id: number; version: number; request: MemorySearch; options: SearchOptions };

/** A search thread's answer: the result, an error's text, or `missing` when it does not hold that version. */
export interface FromSearchThread {
  type: 'answer';
  id: number;
  result?: MemorySearchResult;
  missing?: true;
  error?: string;
}

/** How often a search waiting for its thread checks its deadline (the server thread's pause between steps). */
const DEADLINE_CHECK_MS = 20;
const MAX_RESTART_DELAY_MS = 30_000;

const ENTRY = new URL('./search-thread.bootstrap.mjs', import.meta.url);

interface Waiting {
  resolve(answer: FromSearchThread): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  waiting: Map<number, Waiting>;
  /** Searches it answered: one that ends before its first counts towards the restart pause. */
  answers: number;
}

/** A published catalogue: searches in flight on it, and whether a newer one replaced it. */
interface Version {
  searches: number;
  retired: boolean;
}

/**
 * The search threads of one server (docs/performance.md, "One index per machine"): SEARCH_THREADS worker threads
 * that run the engine's searches (matching, facet counts, the page's ranking) over one copy of the index in shared
 * memory. The server thread loads and refreshes the index and publishes each new catalogue once
 * (sharedCatalogueImage: the segments already published are not copied again); each thread builds its catalogue
 * over the same arrays. A search goes to the thread with the fewest searches under way.
 *
 * A thread that ends (a crash, a kill) fails the searches it had (an error, as for any failure of a request) and is
 * replaced at once by one given the newest catalogue, after a pause that doubles while replacements keep ending
 * before they answer. While no thread runs, or for a catalogue the threads no longer hold, the search runs in the
 * server thread: a search never waits for a thread that is not there.
 */
export class SearchThreads {
  private readonly threads: (Thread | undefined)[];
  private readonly versions = new Map<number, Version>();
  private newest: { version: number; image: CatalogueImage } | undefined;
  private nextVersion = 1;
  private nextSearch = 1;
  private endedInARow = 0;
  /** Searches the server thread runs itself (search's `here`). */
  private searchingHere = 0;
  private closed = false;
  private started = false;

  constructor(
    readonly size: number,
    private readonly log?: AppLog,
  ) {
    this.threads = Array.from({ length: size }, () => undefined);
  }

  /**
   * Hands a catalogue's shared image to every thread (starting them the first time) and retires the catalogues
   * published before: each is dropped by the threads once its last search has answered. Returns its version.
   */
  publish(image: CatalogueImage): number {
    const version = this.nextVersion++;
    for (const [older, state] of this.versions) {
      state.retired = true;
      if (state.searches === 0) this.retire(older);
    }
    this.versions.set(version, { searches: 0, retired: false });
    this.newest = { version, image };
    if (!this.started) {
      this.started = true;
      for (let slot = 0; slot < this.size; slot += 1) this.threads[slot] = this.start(slot);
      this.log?.info({ threads: this.size }, 'search threads started');
    } else {
      for (const thread of this.threads) thread?.worker.postMessage({ type: 'publish', version, image });
    }
    return version;
  }

  /**
   * Runs a search of catalogue `version` on the thread with the fewest under way, or `here` (the same search in the
   * server thread) when every thread has one and the server thread none: the server thread's core then searches
   * too, as each process did with SERVER_PROCESSES. `here` also answers when no thread runs or holds that catalogue.
   * `pause` is the caller's pause between steps: called every few milliseconds while the thread works, it throws when
   * the search's deadline has passed, and the thread then stops the search at its next step.
   */
  async search(
    version: number,
    request: MemorySearch,
    options: SearchOptions,
    pause: () => Promise<void>,
    here: () => Promise<MemorySearchResult>,
  ): Promise<MemorySearchResult> {
    // As the engine pauses after its first step in the server thread: a search past its deadline is not started.
    await pause();
    const state = this.versions.get(version);
    const thread = this.leastBusy();
    if (!state || !thread) return here();
    if (thread.waiting.size > 0 && this.searchingHere === 0) {
      this.searchingHere += 1;
      try {
        return await here();
      } finally {
        this.searchingHere -= 1;
      }
    }
    const id = this.nextSearch++;
    state.searches += 1;
    try {
      let answer: FromSearchThread | undefined;
      const answered = new Promise<FromSearchThread>((resolve, reject) => {
        thread.waiting.set(id, { resolve, reject });
      }).then((value) => {
        answer = value;
      });
      thread.worker.postMessage({ type: 'search', id, version, request, options } satisfies ToSearchThread);
      while (!answer) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([answered, new Promise((resolve) => (timer = setTimeout(resolve, DEADLINE_CHECK_MS)))]);
        clearTimeout(timer);
        if (answer) break;
        try {
          await pause();
        } catch (error) {
          if (thread.waiting.delete(id)) thread.worker.postMessage({ type: 'cancel', id } satisfies ToSearchThread);
          throw error;
        }
      }
      if (answer.error !== undefined) throw new Error(`the search failed in its thread: ${answer.error}`);
      return answer.missing ? await here() : answer.result!;
    } finally {
      state.searches -= 1;
      if (state.retired && state.searches === 0) this.retire(version);
    }
  }

  /** Per thread slot, the searches its thread running now has answered (tests and diagnostics; -1: none running). */
  answersPerThread(): number[] {
    return this.threads.map((thread) => thread?.answers ?? -1);
  }

  /** Stops a thread as a crash would (tests): its searches fail and it is replaced. */
  async stopThread(slot: number): Promise<void> {
    await this.threads[slot]?.worker.terminate();
  }

  /** Stops every thread (the app's close). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((thread) => thread?.worker.terminate()));
  }

  private retire(version: number): void {
    this.versions.delete(version);
    for (const thread of this.threads) thread?.worker.postMessage({ type: 'retire', version } satisfies ToSearchThread);
  }

  private leastBusy(): Thread | undefined {
    let best: Thread | undefined;
    for (const thread of this.threads) {
      if (thread && (!best || thread.waiting.size < best.waiting.size)) best = thread;
    }
    return best;
  }

  private start(slot: number): Thread {
    const worker = new Worker(ENTRY, { execArgv: [] });
    const thread: Thread = { worker, waiting: new Map(), answers: 0 };
    // The thread does not keep the process alive: a command-line tool that loaded the index still ends.
    worker.unref();
    if (this.newest) worker.postMessage({ type: 'publish', ...this.newest } satisfies ToSearchThread);
    worker.on('message', (message: FromSearchThread) => {
      const waiting = thread.waiting.get(message.id);
      thread.waiting.delete(message.id);
      if (thread.answers === 0) this.endedInARow = 0;
      thread.answers += 1;
      waiting?.resolve(message);
    });
    worker.on('error', (error) => this.log?.error({ err: error }, 'a search thread failed'));
    worker.on('exit', (code) => {
      const error = new Error(`the search thread ended (exit code ${code}) before answering`);
      for (const waiting of thread.waiting.values()) waiting.reject(error);
      thread.waiting.clear();
      this.threads[slot] = undefined;
      if (this.closed) return;
      if (thread.answers === 0) this.endedInARow += 1;
      const delay = this.endedInARow === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (this.endedInARow - 1));
      this.log?.warn({ code, slot, delayMilliseconds: delay }, 'a search thread ended; starting another');
      setTimeout(() => {
        if (!this.closed && !this.threads[slot]) this.threads[slot] = this.start(slot);
      }, delay).unref();
    });
    return thread;
  }
}

/**
 * A published catalogue (SearchThreads.publish): its searches in steps run on the search threads; everything else
 * (counts, truncation, suggestions, a page's facet values: a fraction of a millisecond each) in the server thread,
 * on the same shared arrays.
 */
export class ThreadedCatalogue implements CatalogueSearch {
  constructor(
    private readonly threads: SearchThreads,
    readonly version: number,
    private readonly local: CatalogueSearch,
  ) {}

  get size(): number {
    return this.local.size;
  }

  get loadedSize(): number {
    return this.local.loadedSize;
  }

  get segmentCount(): number {
    return this.local.segmentCount;
  }

  get changesSinceLoad(): number {
    return this.local.changesSinceLoad;
  }

  applyChanges(...args: Parameters<CatalogueSearch['applyChanges']>): ReturnType<CatalogueSearch['applyChanges']> {
    return this.local.applyChanges(...args);
  }

  addChanges(...args: Parameters<CatalogueSearch['addChanges']>): ReturnType<CatalogueSearch['addChanges']> {
    return this.local.addChanges(...args);
  }

  plannedMerge(...args: Parameters<CatalogueSearch['plannedMerge']>): ReturnType<CatalogueSearch['plannedMerge']> {
    return this.local.plannedMerge(...args);
  }

  withMerged(...args: Parameters<CatalogueSearch['withMerged']>): ReturnType<CatalogueSearch['withMerged']> {
    return this.local.withMerged(...args);
  }

  search(request: MemorySearch, options?: SearchOptions): MemorySearchResult {
    return this.local.search(request, options);
  }

  async searchInSteps(
    request: MemorySearch,
    options: SearchOptions,
    pause: () => Promise<void>,
  ): Promise<MemorySearchResult> {
    return this.threads.search(this.version, request, options, pause, () =>
      this.local.searchInSteps(request, options, pause),
    );
  }

  count(...args: Parameters<CatalogueSearch['count']>): number {
    return this.local.count(...args);
  }

  facetValuesOf(...args: Parameters<CatalogueSearch['facetValuesOf']>): ReturnType<CatalogueSearch['facetValuesOf']> {
    return this.local.facetValuesOf(...args);
  }

  expandTruncation(...args: Parameters<CatalogueSearch['expandTruncation']>): string[] {
    return this.local.expandTruncation(...args);
  }

  suggestWords(...args: Parameters<CatalogueSearch['suggestWords']>): ReturnType<CatalogueSearch['suggestWords']> {
    return this.local.suggestWords(...args);
  }

  wordRecords(...args: Parameters<CatalogueSearch['wordRecords']>): number {
    return this.local.wordRecords(...args);
  }

  image(): CatalogueImage {
    return this.local.image();
  }
}
