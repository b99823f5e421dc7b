import type { IndexColumn } from './index-document.ts';
import type { CompiledSearch, MatchExpression } from './match-expression.ts';
import { runSteps, type Steps } from './memory/build-steps.ts';
import {
  MemoryCatalogue,
  type MemorySearch,
  type MemorySearchResult,
  type RecordFacetValue,
  type SearchOptions,
  type SearchPart,
  type WordSuggestion,
} from './memory/memory-catalogue.ts';
import { rareFacetReach } from './memory/rare-facet-reach.ts';
import { type CatalogueEntry, type SearchSegment, SegmentBuilder } from './memory/search-segment.ts';
import { type CatalogueImage, catalogueImage, catalogueOfImage } from './memory/snapshot.ts';
import { Vocabulary } from './memory/vocabulary.ts';
import type { CatalogueQuery } from './parse-search-query.ts';

/**
 * What the engine is asked for a parsed query once compiled: its expression and positional conditions, the query's
 * filters, sort and page, and how many values of each facet letter to count for the page.
 */
export function engineRequest(
  query: CatalogueQuery,
  compiled: CompiledSearch,
  facetValuesPerLetter: number,
): MemorySearch {
  return {
    expression: compiled.expression,
    positional: compiled.positional,
    filters: query.filters,
    sort: query.sort,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    facetValuesPerLetter,
  };
}

/**
 * The records to index, in batches of increasing id (the caller reads them from wherever the catalogue lives: the
 * server from its database). Awaiting between batches lets the caller's other work run during a long load.
 */
export type CatalogueEntries = AsyncIterable<readonly CatalogueEntry[]>;

/**
 * Records per segment of a full load (docs/performance.md, "One search over several threads"): a larger catalogue is
 * loaded as several segments, so that its search threads can split one search between them. A million records stay
 * one segment, as measured at that size; five million are four, two for each of two search threads.
 */
export const BASE_PART_RECORDS = 1_250_000;

/**
 * The search engine's interface: one immutable snapshot of the catalogue held in memory (docs/search.md,
 * "In-memory index"). A change makes a new snapshot (`applyChanges`); the old one keeps answering whoever holds it.
 * Deciding when a snapshot is stale (the database revisions) is the caller's part.
 */
export interface CatalogueSearch {
  /** Records it answers for (replaced and deleted ones not counted). */
  readonly size: number;
  /** Records read by the full load this snapshot descends from, replaced ones included: what a reload is weighed against. */
  readonly loadedSize: number;
  /**
   * Segments it searches: those of the full load (one per BASE_PART_RECORDS records), and more once changes are
   * applied (tests and diagnostics read it).
   */
  readonly segmentCount: number;
  /**
   * How far it has drifted from its full load, what a reload is weighed against: the full load's copies replaced or
   * deleted since, or the records held beyond it, whichever is more (a replaced record is both, a new one only the
   * second, a deleted one only the first). Counted in memory: no statement per refresh.
   */
  readonly changesSinceLoad: number;
  /**
   * A snapshot of the full load with `changed` (every record changed since that load, not only the newest) replaced
   * by `entries`: records of `changed` absent from `entries` were deleted. Replaces any changes applied before.
   */
  applyChanges(changed: readonly number[], entries: CatalogueEntries): Promise<CatalogueSearch>;
  /**
   * This snapshot with `changed` (the records changed since it was read) replaced by their entries as a segment on
   * top of its segments, their older copies marked deleted wherever they are: a refresh costs what changed since the
   * previous one, where applyChanges re-reads everything changed since the full load. Binary tiers keep the segments
   * few: while the segment before the newest holds no more live records than the newest, the two are rebuilt as one
   * from their own records (so each record is rebuilt about log2(changes) times; the full load never is), unless the
   * one segment would hold more than `maxMergedRecords`: that rebuild is left to the caller (plannedMerge, or a
   * reload; a search waits for a refresh, and rebuilding 64,000 records took seconds at a million). `entriesOf` reads
   * the entries of ids (the changed ones only), in id order; an id it has no entry for was deleted.
   */
  addChanges(
    changed: readonly number[],
    entriesOf: (ids: readonly number[]) => CatalogueEntries,
    maxMergedRecords?: number,
  ): Promise<CatalogueSearch>;
  /**
   * The rebuild that binary tiers call for next among segments of more than `leftBelow` live records (smaller ones are
   * addChanges' to merge: with a cap of twice that, it never merges a larger one), at most `maxRecords` records:
   * built beside the searches (TierMerge.build), then put in place (withMerged).
   * Undefined when no two segments are due.
   */
  plannedMerge(leftBelow: number, maxRecords?: number): TierMerge | undefined;
  /**
   * This snapshot with `merged` in place of the segments it was built from, their records replaced or deleted since
   * it was planned marked deleted in it; undefined when one of them is gone (a reload, a tier dropped): the merge
   * is then left, unused.
   */
  withMerged(merged: MergedTiers): CatalogueSearch | undefined;
  /** One page of a search with its total and exact facet counts; the answer is shared with the cache: read only. */
  search(request: MemorySearch, options?: SearchOptions): MemorySearchResult;
  /** The answer kept for a request, unless `options` asks for one computed afresh. */
  cachedAnswer(request: MemorySearch, options?: SearchOptions): MemorySearchResult | undefined;
  /**
   * The segment indexes each of `threads` threads searches when one search is split between them (searchPart on
   * each, mergeParts of their parts); undefined when splitting would not shorten a search.
   */
  splitOver(threads: number): number[][] | undefined;
  /** The per-segment work of a search over the segments `indexes` only, in steps as searchInSteps. */
  searchPart(request: MemorySearch, indexes: readonly number[], pause: () => Promise<void>): Promise<SearchPart>;
  /** The answer from the parts of every segment (one step); kept as searchInSteps keeps its own. */
  mergeParts(request: MemorySearch, parts: readonly SearchPart[]): MemorySearchResult;
  /** The same search, awaiting `pause()` between its steps so other requests run in between (and a deadline can stop it). */
  searchInSteps(request: MemorySearch, options: SearchOptions, pause: () => Promise<void>): Promise<MemorySearchResult>;
  /** Records matching an expression, without filters or position conditions (authority record counts). */
  count(expression: MatchExpression): number;
  /** The values of `letters` of each listed record (a result page's additional data), in code order. */
  facetValuesOf(ids: readonly number[], letters: readonly string[]): RecordFacetValue[];
  /** The words a truncated word (`brasi*`, `sa?de`) stands for in the columns, the most frequent first (truncation.ts). */
  expandTruncation(word: string, columns: readonly IndexColumn[]): string[];
  /** Words of the columns close to `word` (did you mean), nearest first, then most frequent. */
  suggestWords(word: string, columns: readonly IndexColumn[], maxDistance: number, limit: number): WordSuggestion[];
  /** How often the columns hold a word (postings over the segments): 0 for a word they do not hold. */
  wordRecords(word: string, columns: readonly IndexColumn[]): number;
  /** Its image for a snapshot file, taken now (memory/snapshot.ts): catalogueSearchOfImage reads it back. */
  image(): CatalogueImage;
}

/**
 * A rebuild of adjacent segments as one, planned on one snapshot (CatalogueSearch.plannedMerge): from their own
 * records, not read again, so no word is numbered anew and the snapshots published meanwhile stay consistent.
 */
export interface TierMerge {
  /** Live records of the segments merged. */
  readonly records: number;
  /** Builds the one segment, awaiting `pause()` every few hundred records and between the build's steps. */
  build(pause: () => Promise<void>): Promise<MergedTiers>;
}

/** A merged segment, not in place yet (CatalogueSearch.withMerged); opaque to the caller. */
export interface MergedTiers {
  readonly size: number;
}

/**
 * The catalogue of a snapshot's image (its arrays taken over): `catalogue` answers as the imaged one did, and `base`
 * is its full load alone, what the next changes are applied to (applyChanges). Throws when the image is not whole.
 */
export function catalogueSearchOfImage(image: CatalogueImage): { base: CatalogueSearch; catalogue: CatalogueSearch } {
  const { vocabulary, segments, rareReach, baseParts } = catalogueOfImage(image);
  const catalogue = new LoadedCatalogue(new MemoryCatalogue(vocabulary, segments, rareReach), baseParts);
  if (segments.length === baseParts) return { base: catalogue, catalogue };
  // The whole catalogue's rare reach bounds the base's too (a value's sum over fewer segments is no more), and
  // summing the base's own anew would take a pass over its values at every load.
  const base = new LoadedCatalogue(new MemoryCatalogue(vocabulary, segments.slice(0, baseParts), rareReach), baseParts);
  return { base, catalogue };
}

/**
 * Reads every entry into a new snapshot (a full load: its own vocabulary, a segment per `partRecords` records read,
 * the last one holding the rest).
 */
export async function loadCatalogueSearch(
  entries: CatalogueEntries,
  partRecords = BASE_PART_RECORDS,
): Promise<CatalogueSearch> {
  const vocabulary = new Vocabulary();
  const parts: SearchSegment[] = [];
  let builder = new SegmentBuilder(vocabulary);
  let held = 0;
  for await (const batch of entries) {
    for (const entry of batch) {
      if (held === partRecords) {
        parts.push(builder.build());
        builder = new SegmentBuilder(vocabulary);
        held = 0;
      }
      builder.add(entry);
      held += 1;
    }
  }
  parts.push(builder.build());
  return new LoadedCatalogue(new MemoryCatalogue(vocabulary, parts), parts.length);
}

async function buildSegment(vocabulary: Vocabulary, entries: CatalogueEntries) {
  const builder = new SegmentBuilder(vocabulary);
  for await (const batch of entries) {
    for (const entry of batch) builder.add(entry);
  }
  return builder.build();
}

function liveRecords(segment: SearchSegment): number {
  return segment.size - segment.deleted.count();
}

/** The ordinals of a segment's records not replaced or deleted since it was built. */
function liveOrdinals(segment: SearchSegment): number[] {
  const ordinals: number[] = [];
  for (let ordinal = 0; ordinal < segment.size; ordinal += 1) {
    if (!segment.deleted.has(ordinal)) ordinals.push(ordinal);
  }
  return ordinals;
}

/**
 * Whether two segment objects are one segment: the same object, or, once published to the search threads, a new
 * object over the same shared arrays (catalogueSearchOfImage of a shared image).
 */
function sameSegment(a: SearchSegment, b: SearchSegment): boolean {
  return a === b || (a.size === b.size && a.ids.buffer === b.ids.buffer && a.ids.byteOffset === b.ids.byteOffset);
}

/** Records a merge copies between two pauses. */
const RECORDS_PER_MERGE_STEP = 500;

class MergedSegment implements MergedTiers {
  constructor(
    readonly sources: readonly SearchSegment[],
    readonly segment: SearchSegment,
  ) {}

  get size(): number {
    return this.segment.size;
  }
}

class PlannedMerge implements TierMerge {
  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly sources: readonly SearchSegment[],
    readonly records: number,
  ) {}

  async build(pause: () => Promise<void>): Promise<MergedTiers> {
    const builder = new SegmentBuilder(this.vocabulary);
    const adding = addLiveRecords(builder, this.sources);
    while (!adding.next().done) await pause();
    await pause();
    return new MergedSegment(this.sources, await builder.buildInSteps(pause));
  }
}

/**
 * Adds the live records of `sources` (segments over one vocabulary) to `builder` from the segments themselves, in id
 * order, with a point to stop every RECORDS_PER_MERGE_STEP records. Each source's records are in id order already and
 * a record is live in one source at most, so they are merged, not sorted: sorting 120,000 at once held the searches'
 * thread for 30 ms.
 */
function* addLiveRecords(builder: SegmentBuilder, sources: readonly SearchSegment[]): Steps<void> {
  const live = sources.map(liveOrdinals);
  const next = sources.map(() => 0);
  const idAt = (source: number) => sources[source]!.ids[live[source]![next[source]!]!]!;
  for (let added = 1; ; added += 1) {
    let source = -1;
    for (let candidate = 0; candidate < live.length; candidate += 1) {
      if (next[candidate]! === live[candidate]!.length) continue;
      if (source === -1 || idAt(candidate) < idAt(source)) source = candidate;
    }
    if (source === -1) return;
    builder.addRecordOf(sources[source]!, live[source]![next[source]!]!);
    next[source]! += 1;
    if (added % RECORDS_PER_MERGE_STEP === 0) yield;
  }
}

/** One segment of the live records of `sources`, built at once from the segments' own records (no database read). */
function mergedSegment(vocabulary: Vocabulary, sources: readonly SearchSegment[]): SearchSegment {
  const builder = new SegmentBuilder(vocabulary);
  runSteps(addLiveRecords(builder, sources));
  return builder.build();
}

class LoadedCatalogue implements CatalogueSearch {
  /** `baseParts`: the first segments, those of the full load (never rebuilt but by a reload). */
  constructor(
    private readonly catalogue: MemoryCatalogue,
    private readonly baseParts: number,
  ) {}

  private get bases(): SearchSegment[] {
    return this.catalogue.segments.slice(0, this.baseParts);
  }

  /** A catalogue of `segments` that follows this one: its rare reach summed again for the new segments only. */
  private derived(segments: SearchSegment[]): MemoryCatalogue {
    const { vocabulary, rareReach, segments: known } = this.catalogue;
    return new MemoryCatalogue(
      vocabulary,
      segments,
      rareFacetReach(vocabulary, segments, { reach: rareReach, segments: known }),
    );
  }

  get size(): number {
    return this.catalogue.size;
  }

  get loadedSize(): number {
    return this.bases.reduce((sum, segment) => sum + segment.size, 0);
  }

  get segmentCount(): number {
    return this.catalogue.segments.length;
  }

  get changesSinceLoad(): number {
    const bases = this.bases;
    const deleted = bases.reduce((sum, base) => sum + base.deleted.count(), 0);
    return Math.max(deleted, this.size - bases.reduce((sum, base) => sum + liveRecords(base), 0));
  }

  async applyChanges(changed: readonly number[], entries: CatalogueEntries): Promise<CatalogueSearch> {
    const { vocabulary } = this.catalogue;
    const bases = this.bases;
    const recent = await buildSegment(vocabulary, entries);
    // Older copies of the changed records (and deleted ones) leave the base when the new segment is published.
    for (const base of bases) {
      for (const id of changed) {
        const ordinal = base.ordinalOf(id);
        if (ordinal !== -1) base.deleted.add(ordinal);
      }
    }
    return new LoadedCatalogue(this.derived([...bases, recent]), this.baseParts);
  }

  async addChanges(
    changed: readonly number[],
    entriesOf: (ids: readonly number[]) => CatalogueEntries,
    maxMergedRecords = Number.POSITIVE_INFINITY,
  ): Promise<CatalogueSearch> {
    const { vocabulary, segments } = this.catalogue;
    const kept = [...segments];
    for (const segment of kept) {
      for (const id of changed) {
        const ordinal = segment.ordinalOf(id);
        if (ordinal !== -1) segment.deleted.add(ordinal);
      }
    }
    let recent = await buildSegment(vocabulary, entriesOf(changed));
    // The full load's segments are never rebuilt: a reload is the caller's choice (loadedSize).
    while (kept.length > this.baseParts && liveRecords(kept.at(-1)!) <= recent.size) {
      const live = liveRecords(kept.at(-1)!);
      if (live > 0 && live + recent.size > maxMergedRecords) break;
      const previous = kept.pop()!;
      // A tier whose records were all replaced or deleted is dropped, not rebuilt.
      if (live === 0) continue;
      // From the segments' own records: reading the tier's records again cost a refresh on PostgreSQL, beside an
      // import at a million records, about 200 ms more than the build.
      recent = mergedSegment(vocabulary, [previous, recent]);
    }
    // Changes that only deleted records add no segment: their copies are marked deleted above.
    return new LoadedCatalogue(this.derived(recent.size === 0 ? kept : [...kept, recent]), this.baseParts);
  }

  plannedMerge(leftBelow: number, maxRecords = Number.POSITIVE_INFINITY): TierMerge | undefined {
    const { vocabulary, segments } = this.catalogue;
    // The full load's segments are never merged (a reload is the caller's choice), nor addChanges' small tiers.
    const first = this.baseParts;
    let end = segments.length;
    while (end > first && liveRecords(segments[end - 1]!) <= leftBelow) end -= 1;
    if (end - first < 2) return undefined;
    let start = end - 1;
    let live = liveRecords(segments[start]!);
    while (start > first) {
      const previous = liveRecords(segments[start - 1]!);
      if (previous > live || live + previous > maxRecords) break;
      start -= 1;
      live += previous;
    }
    if (end - start < 2) return undefined;
    return new PlannedMerge(vocabulary, segments.slice(start, end), live);
  }

  withMerged(merged: MergedTiers): CatalogueSearch | undefined {
    const { segments } = this.catalogue;
    const { sources, segment } = merged as MergedSegment;
    // After a reload the sources are gone: its segments are new.
    const at = sources.map((source) => segments.findIndex((held) => sameSegment(held, source)));
    if (at.includes(-1)) return undefined;
    // The copies merged were live in one source each; one replaced or deleted since is live in none of them now.
    const current = at.map((index) => segments[index]!);
    for (let ordinal = 0; ordinal < segment.size; ordinal += 1) {
      const id = segment.ids[ordinal]!;
      const live = current.some((source) => {
        const held = source.ordinalOf(id);
        return held !== -1 && !source.deleted.has(held);
      });
      if (!live) segment.deleted.add(ordinal);
    }
    const first = Math.min(...at);
    const kept = segments.filter((_, index) => !at.includes(index));
    kept.splice(first, 0, segment);
    return new LoadedCatalogue(this.derived(kept), this.baseParts);
  }

  search(request: MemorySearch, options?: SearchOptions): MemorySearchResult {
    return this.catalogue.search(request, options);
  }

  searchInSteps(
    request: MemorySearch,
    options: SearchOptions,
    pause: () => Promise<void>,
  ): Promise<MemorySearchResult> {
    return this.catalogue.searchInSteps(request, options, pause);
  }

  cachedAnswer(request: MemorySearch, options?: SearchOptions): MemorySearchResult | undefined {
    return this.catalogue.cachedAnswer(request, options);
  }

  splitOver(threads: number): number[][] | undefined {
    return this.catalogue.splitOver(threads);
  }

  searchPart(request: MemorySearch, indexes: readonly number[], pause: () => Promise<void>): Promise<SearchPart> {
    return this.catalogue.searchPart(request, indexes, pause);
  }

  mergeParts(request: MemorySearch, parts: readonly SearchPart[]): MemorySearchResult {
    return this.catalogue.mergeParts(request, parts);
  }

  count(expression: MatchExpression): number {
    return this.catalogue.count(expression);
  }

  facetValuesOf(ids: readonly number[], letters: readonly string[]): RecordFacetValue[] {
    return this.catalogue.facetValuesOf(ids, letters);
  }

  expandTruncation(word: string, columns: readonly IndexColumn[]): string[] {
    return this.catalogue.expandTruncation(word, columns);
  }

  suggestWords(word: string, columns: readonly IndexColumn[], maxDistance: number, limit: number): WordSuggestion[] {
    return this.catalogue.suggestWords(word, columns, maxDistance, limit);
  }

  wordRecords(word: string, columns: readonly IndexColumn[]): number {
    return this.catalogue.wordRecords(word, columns);
  }

  image(): CatalogueImage {
    return catalogueImage(this.catalogue.vocabulary, this.catalogue.segments, this.catalogue.rareReach, this.baseParts);
  }
}
