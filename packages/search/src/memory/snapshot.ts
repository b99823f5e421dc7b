import { INDEX_COLUMNS } from '../index-document.ts';
import type { Csr } from './csr.ts';
import { FacetKernels } from './facet-kernels.ts';
import type { CommonFacetSlots, FacetGroup } from './facet-slots.ts';
import { LETTER_CODES, type RareFacetReach } from './rare-facet-reach.ts';
import { type FacetColumn, firstPositionBytes, type Postings, SearchSegment } from './search-segment.ts';
import { StringPool, type StringPoolParts } from './string-pool.ts';
import type { ByteRows } from './variable-byte.ts';
import { Vocabulary, type VocabularyParts } from './vocabulary.ts';

/**
 * Version of the image below and of the engine structures it holds. Bump it whenever a segment's or the
 * vocabulary's arrays change shape or meaning (a field more, another encoding of the postings, another stemmer or
 * folding): a snapshot written by another version is rebuilt from the database, never read (docs/search.md,
 * "Snapshot").
 */
export const SNAPSHOT_FORMAT = 5;

/** The typed arrays an image is made of, and their kinds as a snapshot file names them. */
export type SnapshotArray = Uint8Array | Uint16Array | Uint32Array | Int32Array;
export type SnapshotArrayKind = 'u8' | 'u16' | 'u32' | 'i32';

/**
 * A catalogue as a snapshot holds it: the engine's own typed arrays (no copy of the big ones: segments never
 * change) and a description of how they fit together, JSON-serialisable, in which `{ "$array": n }` stands for
 * arrays[n]. The server writes both to a file and reads them back (server/src/search/search-snapshot.ts); a load
 * reads the arrays into place instead of rebuilding posting lists, facet columns and sort orders from records.
 */
export interface CatalogueImage {
  layout: unknown;
  arrays: SnapshotArray[];
}

const KINDS: Record<SnapshotArrayKind, new (length: number) => SnapshotArray> = {
  u8: Uint8Array,
  u16: Uint16Array,
  u32: Uint32Array,
  i32: Int32Array,
};

export function snapshotArrayKind(array: SnapshotArray): SnapshotArrayKind {
  if (array instanceof Uint8Array) return 'u8';
  if (array instanceof Uint16Array) return 'u16';
  if (array instanceof Uint32Array) return 'u32';
  if (array instanceof Int32Array) return 'i32';
  throw new Error('not an array a snapshot holds');
}

/**
 * A zeroed array of a kind a snapshot names (an unknown kind throws: the file is not one of ours); `shared`: on a
 * SharedArrayBuffer, so that sharedCatalogueImage need not copy it.
 */
export function newSnapshotArray(kind: string, length: number, shared = false): SnapshotArray {
  const type = KINDS[kind as SnapshotArrayKind];
  if (!type || !Number.isSafeInteger(length) || length < 0) throw new Error(`unknown snapshot array ${kind}`);
  if (!shared) return new type(length);
  const bytes = length * (type as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT;
  return new (type as unknown as new (buffer: SharedArrayBuffer) => SnapshotArray)(new SharedArrayBuffer(bytes));
}

/**
 * The image of a catalogue's vocabulary and segments, taken now: it stays what it is while the catalogue goes on
 * (newer words go beyond the pools' views, the deletions and stem tables are copied), so it can be written out
 * over the following seconds while searches and refreshes run.
 */
export function catalogueImage(
  vocabulary: Vocabulary,
  segments: readonly SearchSegment[],
  rareReach?: RareFacetReach,
  baseParts = 1,
): CatalogueImage {
  const arrays: SnapshotArray[] = [];
  const layout = encode(
    {
      format: SNAPSHOT_FORMAT,
      vocabulary: vocabulary.parts(),
      segments: segments.map(segmentParts),
      // The first segments, those of the full load (BASE_PART_RECORDS): what the next changes are applied to.
      baseParts,
      // Summing it anew takes a pass over the newer segments' values, in each search thread at each refresh.
      rareReach: rareReach ? Array.from(rareReach) : undefined,
    },
    arrays,
  );
  return { layout, arrays };
}

/**
 * The same image with every array on a SharedArrayBuffer (docs/performance.md, "One index per machine"): an array not
 * shared yet is copied once into shared memory; one already shared (a segment published before) is kept as it is.
 * Posted to worker threads, a shared array is not copied: each thread's catalogueOfImage reads the same memory. The
 * engine never writes an array it took over from an image (the segments are immutable, the vocabulary appends into
 * arrays of its own, stemId copies a shared stem table before adding to it, the deletions are copied on load).
 */
export function sharedCatalogueImage(image: CatalogueImage): CatalogueImage {
  return { layout: image.layout, arrays: image.arrays.map(sharedArray) };
}

function sharedArray(array: SnapshotArray): SnapshotArray {
  if (array.buffer instanceof SharedArrayBuffer) return array;
  const shared = newSnapshotArray(snapshotArrayKind(array), array.length, true);
  shared.set(array);
  return shared;
}

/**
 * The vocabulary and segments of an image (its arrays taken over), with the catalogue's rare reach when the image
 * holds it; throws when they do not fit together.
 */
export function catalogueOfImage(image: CatalogueImage): {
  vocabulary: Vocabulary;
  segments: SearchSegment[];
  rareReach: RareFacetReach | undefined;
  baseParts: number;
} {
  const parts = decode(image.layout, image.arrays) as {
    format: number;
    vocabulary: VocabularyParts;
    segments: SegmentParts[];
    rareReach?: unknown;
    baseParts?: unknown;
  };
  if (parts.format !== SNAPSHOT_FORMAT) throw new Error(`snapshot format ${parts.format}, not ${SNAPSHOT_FORMAT}`);
  if (!Array.isArray(parts.segments) || parts.segments.length === 0) throw new Error('a snapshot without segments');
  const vocabulary = Vocabulary.fromParts(parts.vocabulary);
  const segments = parts.segments.map((segment) => segmentOf(vocabulary, segment));
  const baseParts = parts.baseParts;
  if (!Number.isInteger(baseParts) || (baseParts as number) < 1 || (baseParts as number) > segments.length) {
    throw new Error('a snapshot whose base parts do not fit its segments');
  }
  return { vocabulary, segments, rareReach: rareReachOf(parts.rareReach), baseParts: baseParts as number };
}

/** A rare reach as an image holds it (a count per letter code), or undefined: then the catalogue sums it anew. */
function rareReachOf(held: unknown): RareFacetReach | undefined {
  if (!Array.isArray(held) || held.length !== LETTER_CODES) return undefined;
  if (!held.every((count) => Number.isInteger(count) && count >= 0 && count <= 0xffff)) return undefined;
  return Uint16Array.from(held as number[]);
}

/** What a segment is made of, minus what its constructor derives (dense sets, caches). */
interface SegmentParts {
  ids: Int32Array;
  languages: Uint8Array;
  years: Int32Array;
  titleSorts: StringPoolParts;
  tokens: ByteRows;
  postings: Postings[];
  facetColumns: Map<string, FacetColumn>;
  slots: SlotParts;
  facetPostings: ByteRows;
  byYear: Uint32Array;
  byTitle: Uint32Array;
  titleRank: Uint32Array;
  deleted: Uint32Array;
}

/** The common facet slots without their WebAssembly instance, rebuilt around the arrays on load. */
interface SlotParts {
  groupWords: Uint32Array;
  valueWidth: number;
  valueStride: number;
  valueCells: Uint16Array | Uint32Array;
  overflowRecords: Uint32Array;
  overflow: Csr;
  tableCells: number;
  groups: FacetGroup[];
  valueStart: number;
  values: Uint32Array;
}

function segmentParts(segment: SearchSegment): SegmentParts {
  const slots = segment.commonFacetSlots;
  return {
    ids: segment.ids,
    languages: segment.languages,
    years: segment.years,
    titleSorts: segment.titleSorts.parts(),
    tokens: { start: segment.tokens.start, bytes: segment.tokens.bytes },
    postings: segment.postings.map((postings) => ({ ...postings })),
    facetColumns: segment.facetColumns,
    slots: {
      groupWords: slots.groupWords,
      valueWidth: slots.valueWidth,
      valueStride: slots.valueStride,
      valueCells: slots.valueCells,
      overflowRecords: slots.overflowRecords,
      overflow: csr(slots.overflow),
      tableCells: slots.table.length,
      groups: slots.groups,
      valueStart: slots.valueStart,
      values: slots.values,
    },
    facetPostings: { start: segment.facetPostings.start, bytes: segment.facetPostings.bytes },
    byYear: segment.byYear,
    byTitle: segment.byTitle,
    titleRank: segment.titleRank,
    // The one part of a segment that changes (a newer segment replaces its records): copied as it is now.
    deleted: segment.deleted.words.slice(),
  };
}

function segmentOf(vocabulary: Vocabulary, parts: SegmentParts): SearchSegment {
  const size = parts.ids.length;
  const fits =
    parts.languages.length === size &&
    parts.years.length === size &&
    parts.tokens.start.length === size + 1 &&
    parts.tokens.bytes instanceof Uint8Array &&
    parts.postings.length === INDEX_COLUMNS.length &&
    parts.postings.every(
      ({ words, start, firstPositions }) =>
        start.length === words.length + 1 && firstPositions.length === firstPositionBytes(start[words.length]!),
    ) &&
    parts.byYear.length === size &&
    parts.byTitle.length === size &&
    parts.titleRank.length === size &&
    parts.titleSorts.offsets.length === size + 1 &&
    parts.facetColumns instanceof Map;
  if (!fits) throw new Error('snapshot segment parts disagree');
  const segment = new SearchSegment(
    vocabulary,
    parts.ids,
    parts.languages,
    parts.years,
    StringPool.fromParts(parts.titleSorts),
    parts.tokens,
    parts.postings,
    parts.facetColumns,
    slotsOf(parts.slots, size),
    parts.facetPostings,
    parts.byYear,
    parts.byTitle,
    parts.titleRank,
  );
  if (parts.deleted.length !== segment.deleted.words.length) throw new Error('snapshot deletions disagree');
  segment.deleted.words.set(parts.deleted);
  return segment;
}

/** The slots around a new WebAssembly instance holding the group words, 16-bit cells and overflow, as built. */
function slotsOf(parts: SlotParts, size: number): CommonFacetSlots {
  const cellsFit16Bits = parts.valueCells instanceof Uint16Array;
  if (parts.groupWords.length !== size || parts.valueCells.length !== size * parts.valueStride) {
    throw new Error('snapshot facet slots disagree');
  }
  const kernels = new FacetKernels(size, parts.valueStride, parts.tableCells, cellsFit16Bits, {
    records: parts.overflowRecords,
    cells: parts.overflow,
  });
  kernels.groupWords.set(parts.groupWords);
  kernels.valueCells?.set(parts.valueCells);
  return {
    groupWords: kernels.groupWords,
    valueWidth: parts.valueWidth,
    valueStride: parts.valueStride,
    valueCells: kernels.valueCells ?? parts.valueCells,
    overflowRecords: kernels.overflowRecords,
    overflow: kernels.overflow,
    table: kernels.table,
    kernels,
    groups: parts.groups,
    valueStart: parts.valueStart,
    values: parts.values,
  };
}

function csr({ start, data }: Csr): Csr {
  return { start, data };
}

/**
 * The layout of a value: typed arrays moved to `arrays` (referred to by number), Maps as their entries, plain
 * objects and arrays walked. Anything else (an instance of a class) throws: it would come back as a plain object,
 * so a part of the engine that a snapshot does not know yet fails the snapshot's tests instead of a search.
 */
function encode(value: unknown, arrays: SnapshotArray[]): unknown {
  if (ArrayBuffer.isView(value)) {
    snapshotArrayKind(value as SnapshotArray);
    arrays.push(value as SnapshotArray);
    return { $array: arrays.length - 1 };
  }
  if (value instanceof Map) return { $map: [...value].map(([key, item]) => [key, encode(item, arrays)]) };
  if (Array.isArray(value)) return value.map((item) => encode(item, arrays));
  if (value !== null && typeof value === 'object') {
    if (Object.getPrototypeOf(value) !== Object.prototype) {
      throw new Error(`a snapshot cannot hold a ${value.constructor.name}`);
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item, arrays)]));
  }
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    throw new Error(`a snapshot cannot hold a ${typeof value}`);
  }
  return value;
}

function decode(layout: unknown, arrays: readonly SnapshotArray[]): unknown {
  if (Array.isArray(layout)) return layout.map((item) => decode(item, arrays));
  if (layout === null || typeof layout !== 'object') return layout;
  if ('$array' in layout) {
    const array = arrays[layout.$array as number];
    if (!array) throw new Error('a snapshot layout names a missing array');
    return array;
  }
  if ('$map' in layout) {
    return new Map((layout.$map as [unknown, unknown][]).map(([key, item]) => [key, decode(item, arrays)]));
  }
  return Object.fromEntries(Object.entries(layout).map(([key, item]) => [key, decode(item, arrays)]));
}
