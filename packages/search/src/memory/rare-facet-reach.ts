import { FREQUENT_FACET_RECORDS, type SearchSegment } from './search-segment.ts';
import { countNumbers } from './variable-byte.ts';
import type { Vocabulary } from './vocabulary.ts';

/**
 * By letter code, an upper bound on what a facet value of the letter can count in the segments where it is rare
 * (fewer than FREQUENT_FACET_RECORDS records there, so left out of their common pass): the most, over the letter's
 * values, of their records summed over those segments. A broad search leaves the rare values uncounted when the
 * limit-th best count so far is above it (withRareValues in memory-catalogue.ts).
 *
 * Per catalogue, not per segment: at a million records with an import's merged tiers beside the base (six segments),
 * each segment had a value of 30 or 31 records, so summing each segment's most gave 155–185, above the 30th best
 * author of a broad search; the most any one value summed was 39 (authors) and 43 (subjects), 75 with the values
 * that are frequent in some segment.
 */
export type RareFacetReach = Uint16Array;

/** Letter codes a reach covers (facet letters are ASCII). */
export const LETTER_CODES = 128;

/**
 * The reach of `segments`, from that of `known` (an older catalogue) when given: a segment dropped since only takes
 * away from a value's sum, so only the values rare in a segment added since are summed again, over every segment
 * (a refresh's segment of 2,000 records: ~10,000 values, about a millisecond). Without `known`, every segment after
 * the first is added to the first's own most (SearchSegment.mostRareRecords).
 */
export function rareFacetReach(
  vocabulary: Vocabulary,
  segments: readonly SearchSegment[],
  known?: { reach: RareFacetReach; segments: readonly SearchSegment[] },
): RareFacetReach {
  const reach = new Uint16Array(LETTER_CODES);
  const [first] = segments;
  if (!first) return reach;
  const start: { reach: ArrayLike<number>; segments: readonly SearchSegment[] } = known ?? {
    reach: first.rareRecordsByLetter(),
    segments: [first],
  };
  reach.set(start.reach);
  for (const segment of segments) {
    if (start.segments.includes(segment)) continue;
    const { start: rows, bytes } = segment.facetPostings;
    for (let value = 0; value + 1 < rows.length; value += 1) {
      const records = countNumbers(bytes, rows[value]!, rows[value + 1]!, FREQUENT_FACET_RECORDS);
      if (records === 0 || records >= FREQUENT_FACET_RECORDS) continue;
      const letterCode = vocabulary.facetLetterCode(value);
      const sum = Math.min(0xffff, rareRecordsOver(segments, value));
      if (sum > reach[letterCode]!) reach[letterCode] = sum;
    }
  }
  return reach;
}

/** A value's records summed over the segments where it is rare. */
function rareRecordsOver(segments: readonly SearchSegment[], value: number): number {
  let sum = 0;
  for (const segment of segments) {
    const { start, bytes } = segment.facetPostings;
    if (value + 1 >= start.length) continue;
    const records = countNumbers(bytes, start[value]!, start[value + 1]!, FREQUENT_FACET_RECORDS);
    if (records < FREQUENT_FACET_RECORDS) sum += records;
  }
  return sum;
}
