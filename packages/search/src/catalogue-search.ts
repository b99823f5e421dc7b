import type { IndexColumn } from './index-document.ts';
import type { CompiledSearch, MatchExpression } from './match-expression.ts';
import { runSteps, type Steps } from './memory/build-steps.ts';
import {
  MemoryCatalogue,
  type MemorySearch,
  type MemorySearchResult,
  type RecordFacetValue,
  type SearchOptions,
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
 * The search engine's interface: one immutable snapshot of the catalogue held in memory (docs/search.md,
 * "In-memory index"). A change makes a new snapshot (`applyChanges`); the old one keeps answering whoever holds it.
 * Deciding when a snapshot is stale (the database revisions) is the caller's part.
 */
export interface CatalogueSearch {
  /** Records it answers for (replaced and deleted ones not counted). */
  readonly size: number;
  /** Records read by the full load this snapshot descends from, replaced ones included: what a reload is weighed against. */
  readonly loadedSize: number;
  /** Segments it searches: 1 after a full load, more once changes are applied (tests and diagnostics read it). */
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
  const { vocabulary, segments, rareReach } = catalogueOfImage(image);
  const base = new LoadedCatalogue(new MemoryCatalogue(vocabulary, [segments[0]!]));
  const catalogue =
    segments.length === 1 ? base : new LoadedCatalogue(new MemoryCatalogue(vocabulary, segments, rareReach));
  return { base, catalogue };
}

/** Reads every entry into a new snapshot (a full load: its own vocabulary, one segment). */
export async function loadCatalogueSearch(entries: CatalogueEntries): Promise<CatalogueSearch> {
  const vocabulary = new Vocabulary();
  return new LoadedCatalogue(new MemoryCatalogue(vocabulary, [await buildSegment(vocabulary, entries)]));
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
  constructor(private readonly catalogue: MemoryCatalogue) {}

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
    return this.catalogue.segments[0]!.size;
  }

  get segmentCount(): number {
    return this.catalogue.segments.length;
  }

  get changesSinceLoad(): number {
    const base = this.catalogue.segments[0]!;
    return Math.max(base.deleted.count(), this.size - liveRecords(base));
  }

  async applyChanges(changed: readonly number[], entries: CatalogueEntries): Promise<CatalogueSearch> {
    const { vocabulary, segments } = this.catalogue;
    const base = segments[0]!;
    const recent = await buildSegment(vocabulary, entries);
    // Older copies of the changed records (and deleted ones) leave the base when the new segment is published.
    for (const id of changed) {
      const ordinal = base.ordinalOf(id);
      if (ordinal !== -1) base.deleted.add(ordinal);
    }
    return new LoadedCatalogue(this.derived([base, recent]));
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
    // kept[0], the full load, is never rebuilt: a reload is the caller's choice (loadedSize).
    while (kept.length > 1 && liveRecords(kept.at(-1)!) <= recent.size) {
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
    return new LoadedCatalogue(this.derived(recent.size === 0 ? kept : [...kept, recent]));
  }

  plannedMerge(leftBelow: number, maxRecords = Number.POSITIVE_INFINITY): TierMerge | undefined {
    const { vocabulary, segments } = this.catalogue;
    // segments[0], the full load, is never merged (a reload is the caller's choice), nor addChanges' small tiers.
    let end = segments.length;
    while (end > 1 && liveRecords(segments[end - 1]!) <= leftBelow) end -= 1;
    if (end < 3) return undefined;
    let start = end - 1;
    let live = liveRecords(segments[start]!);
    while (start > 1) {
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
    return new LoadedCatalogue(this.derived(kept));
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
    return catalogueImage(this.catalogue.vocabulary, this.catalogue.segments, this.catalogue.rareReach);
  }
}
