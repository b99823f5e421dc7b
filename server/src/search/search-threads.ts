import { Worker } from 'node:worker_threads';
import type {
  CatalogueImage,
  CatalogueSearch,
  MemorySearch,
  MemorySearchResult,
  SearchOptions,
  SearchPart,
} from '@estante/search';
import type { AppLog } from '../app-context.ts';

/** What the server thread posts to a search thread (search-thread.worker.ts). */
export type ToSearchThread =
  | { type: 'publish'; version: number; image: CatalogueImage }
  | { type: 'retire'; version: number }
  | { type: 'cancel'; id: number }
  | { type: 'search'; id: number; version: number; request: MemorySearch; options: SearchOptions }
  | { type: 'part'; id: number; version: number; request: MemorySearch; segments: number[] };

/**
 * A search thread's answer: the result (of a search) or the part (of a part), an error's text, or `missing` when it
 * does not hold that version.
 */
export interface FromSearchThread {
  type: 'answer';
  id: number;
  result?: MemorySearchResult;
  part?: SearchPart;
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
    state.searches += 1;
    try {
      const [answer] = await this.ask([thread], (id) => ({ type: 'search', id, version, request, options }), pause);
      return answer!.missing ? await here() : answer!.result!;
    } finally {
      state.searches -= 1;
      if (state.retired && state.searches === 0) this.retire(version);
    }
  }

  /**
   * Runs one search of catalogue `version` split between the threads (docs/performance.md, "One search over several
   * threads"): each searches its share of the segments (`split`, CatalogueSearch.splitOver) and `merge` makes the
   * answer of their parts. Only when every thread is idle and the server thread searches nothing: under load a
   * thread's share would wait behind its other searches, and whole searches on each core answer more of them.
   * Otherwise, or when a thread does not hold that catalogue, `whole` runs it as search() does.
   */
  async searchSplit(
    version: number,
    request: MemorySearch,
    split: readonly number[][],
    pause: () => Promise<void>,
    merge: (parts: SearchPart[]) => MemorySearchResult,
    whole: () => Promise<MemorySearchResult>,
  ): Promise<MemorySearchResult> {
    // As search(): a search past its deadline is not started. Idleness is read after it, as the thread is chosen.
    await pause();
    const state = this.versions.get(version);
    const threads = this.threads.filter((thread) => thread !== undefined);
    const idle = threads.every((thread) => thread.waiting.size === 0) && this.searchingHere === 0;
    if (!state || !idle || threads.length < split.length) return whole();
    state.searches += 1;
    try {
      const answers = await this.ask(
        threads.slice(0, split.length),
        (id, index) => ({ type: 'part', id, version, request, segments: [...split[index]!] }),
        pause,
      );
      if (answers.some((answer) => answer.missing)) return await whole();
      return merge(answers.map((answer) => answer.part!));
    } finally {
      state.searches -= 1;
      if (state.retired && state.searches === 0) this.retire(version);
    }
  }

  /**
   * Posts a message to each of `threads` and waits for all their answers, calling `pause` every DEADLINE_CHECK_MS:
   * when it throws (the deadline passed), the searches still under way are cancelled and the error thrown. An answer
   * with an error throws it.
   */
  private async ask(
    threads: readonly Thread[],
    message: (id: number, index: number) => ToSearchThread & { id: number },
    pause: () => Promise<void>,
  ): Promise<FromSearchThread[]> {
    const asked = threads.map((thread, index) => {
      const id = this.nextSearch++;
      const answered = new Promise<FromSearchThread>((resolve, reject) => {
        thread.waiting.set(id, { resolve, reject });
      });
      thread.worker.postMessage(message(id, index));
      return { thread, id, answered };
    });
    let settled = false;
    const all = Promise.all(asked.map((item) => item.answered)).finally(() => {
      settled = true;
    });
    // Awaited here or below: a thread that ends rejects, and no rejection is left unhandled meanwhile.
    all.catch(() => {});
    while (!settled) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        all.catch(() => {}),
        new Promise((resolve) => (timer = setTimeout(resolve, DEADLINE_CHECK_MS))),
      ]);
      clearTimeout(timer);
      if (settled) break;
      try {
        await pause();
      } catch (error) {
        for (const { thread, id } of asked) {
          if (thread.waiting.delete(id)) thread.worker.postMessage({ type: 'cancel', id } satisfies ToSearchThread);
        }
        throw error;
      }
    }
    const answers = await all;
    const failed = answers.find((answer) => answer.error !== undefined);
    if (failed) throw new Error(`the search failed in its thread: ${failed.error}`);
    return answers;
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
    const whole = () =>
      this.threads.search(this.version, request, options, pause, () =>
        this.local.searchInSteps(request, options, pause),
      );
    const split = this.local.splitOver(this.threads.size);
    if (!split) return whole();
    // A kept answer is the server thread's own (split searches are merged here): no thread is asked for it.
    const cached = this.local.cachedAnswer(request, options);
    if (cached) return cached;
    return this.threads.searchSplit(
      this.version,
      request,
      split,
      pause,
      (parts) => this.local.mergeParts(request, parts),
      whole,
    );
  }

  cachedAnswer(...args: Parameters<CatalogueSearch['cachedAnswer']>): ReturnType<CatalogueSearch['cachedAnswer']> {
    return this.local.cachedAnswer(...args);
  }

  splitOver(threads: number): number[][] | undefined {
    return this.local.splitOver(threads);
  }

  searchPart(...args: Parameters<CatalogueSearch['searchPart']>): ReturnType<CatalogueSearch['searchPart']> {
    return this.local.searchPart(...args);
  }

  mergeParts(...args: Parameters<CatalogueSearch['mergeParts']>): ReturnType<CatalogueSearch['mergeParts']> {
    return this.local.mergeParts(...args);
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
