import { parentPort } from 'node:worker_threads';
import { type CatalogueSearch, catalogueSearchOfImage } from '@estante/search';
import type { FromSearchThread, ToSearchThread } from './search-threads.ts';

/**
 * A search thread (search-threads.ts): holds the catalogues the server thread published, built over the same shared
 * arrays (no copy of the index), and runs the searches posted to it, step by step like the server thread did, so the
 * searches it is given share it fairly and a cancelled one stops at its next step.
 */
const port = parentPort;
if (!port) throw new Error('search-thread.worker.ts runs as a worker thread (search-threads.ts)');

const catalogues = new Map<number, CatalogueSearch>();
/** Searches under way, and those of them the server thread gave up on. */
const running = new Set<number>();
const cancelled = new Set<number>();

/** Thrown between two steps of a search the server thread gave up on (its deadline passed). */
class Cancelled extends Error {}

const post = (message: FromSearchThread) => port.postMessage(message);

port.on('message', (message: ToSearchThread) => {
  switch (message.type) {
    case 'publish':
      catalogues.set(message.version, catalogueSearchOfImage(message.image).catalogue);
      break;
    case 'retire':
      catalogues.delete(message.version);
      break;
    case 'cancel':
      if (running.has(message.id)) cancelled.add(message.id);
      break;
    case 'search': {
      const { request, options } = message;
      void answer(message.id, message.version, async (catalogue, pause) => ({
        result: await catalogue.searchInSteps(request, options, pause),
      }));
      break;
    }
    case 'part': {
      // Each matched set is posted on shared memory, which the server thread reads to complete the rare facet
      // values without a copy.
      const { request, segments } = message;
      void answer(message.id, message.version, async (catalogue, pause) => {
        const part = await catalogue.searchPart(request, segments, pause);
        for (const segment of part.segments) segment.words = onSharedMemory(segment.words);
        return { part };
      });
      break;
    }
  }
});

/** Steps of a search: other searches of this thread run in between, and a cancelled one stops here. */
const pauseOf = (id: number) => async () => {
  await new Promise((resolve) => setImmediate(resolve));
  if (cancelled.has(id)) throw new Cancelled();
};

/**
 * Answers a search or a share of a split one (SearchThreads.searchSplit) on catalogue `version`: `missing` when this
 * thread does not hold it, the error's text when it fails, nothing when it was cancelled.
 */
async function answer(
  id: number,
  version: number,
  run: (catalogue: CatalogueSearch, pause: () => Promise<void>) => Promise<Partial<FromSearchThread>>,
) {
  const catalogue = catalogues.get(version);
  if (!catalogue) {
    post({ type: 'answer', id, missing: true });
    return;
  }
  running.add(id);
  try {
    post({ type: 'answer', id, ...(await run(catalogue, pauseOf(id))) });
  } catch (error) {
    if (!(error instanceof Cancelled)) post({ type: 'answer', id, error: (error as Error).stack ?? String(error) });
  } finally {
    running.delete(id);
    cancelled.delete(id);
  }
}

/** The words as they are when already shared (a dense posting's set), else a copy on a SharedArrayBuffer. */
function onSharedMemory(words: Uint32Array): Uint32Array {
  if (words.buffer instanceof SharedArrayBuffer || words.length === 0) return words;
  const shared = new Uint32Array(new SharedArrayBuffer(words.byteLength));
  shared.set(words);
  return shared;
}
