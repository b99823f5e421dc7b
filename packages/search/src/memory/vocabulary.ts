import { STEM_LANGUAGES, stemWord } from '../stem.ts';
import { GrowableUint32 } from './growable.ts';
import { StringPool, type StringPoolParts } from './string-pool.ts';

/** Code units of a word that name its prefix bucket, and the bits of each unit kept in the bucket's number. */
const KEY_UNITS = 3;
const UNIT_BITS = 6;
const UNIT_MASK = (1 << UNIT_BITS) - 1;

/**
 * Words in buckets by the low bits of their first three code units (a, b, c… and digits land in buckets of their
 * own; other letters may share one, which the prefix check then sorts out), as compressed rows: 1 MB of starts.
 */
interface PrefixBuckets {
  /** Words bucketed: ids 0…count-1. */
  count: number;
  /** Bucket number → where its ids start in `ids` (and end: the next bucket's start). */
  start: Uint32Array;
  ids: Uint32Array;
}

/** A bucket's number from the first three code units (a missing one, -1, as 0). */
function bucketOf(a: number, b: number, c: number): number {
  return (
    ((Math.max(a, 0) & UNIT_MASK) << (2 * UNIT_BITS)) |
    ((Math.max(b, 0) & UNIT_MASK) << UNIT_BITS) |
    (Math.max(c, 0) & UNIT_MASK)
  );
}

function bucketsOf(words: StringPool): PrefixBuckets {
  const count = words.length;
  const buckets = new Uint32Array(count);
  const start = new Uint32Array((1 << (KEY_UNITS * UNIT_BITS)) + 1);
  for (let id = 0; id < count; id += 1) {
    const bucket = bucketOf(words.unitAt(id, 0), words.unitAt(id, 1), words.unitAt(id, 2));
    buckets[id] = bucket;
    start[bucket + 1]! += 1;
  }
  for (let bucket = 1; bucket < start.length; bucket += 1) start[bucket]! += start[bucket - 1]!;
  const fill = start.slice(0, -1);
  const ids = new Uint32Array(count);
  for (let id = 0; id < count; id += 1) ids[fill[buckets[id]!]!++] = id;
  return { count, start, ids };
}

/** The arrays of a Vocabulary (parts, fromParts). */
export interface VocabularyParts {
  words: StringPoolParts;
  /** Per stemmer language: word id → stem word id, -1 not stemmed yet. */
  stems: Int32Array[];
  facetKeys: StringPoolParts;
  facetLabels: StringPoolParts;
  facetLabelIds: Uint32Array;
  facetLetterCodes: Uint32Array;
}

/**
 * Words and facet values of an in-memory catalogue, numbered once and shared by its segments (append-only,
 * so a newer segment adds numbers without renumbering an older one). The strings live in string pools, off the
 * JavaScript heap (string-pool.ts).
 */
export class Vocabulary {
  private words = new StringPool(true);
  /** Per stemmer language (index in STEM_LANGUAGES + 1; 0 = no stemmer): word id → stem word id, -1 unknown. */
  private readonly stems: Int32Array[] = STEM_LANGUAGES.map(() => new Int32Array(1024).fill(-1));

  /** Facet value keys: the letter's character followed by the code (a letter is one character). */
  private facetKeys = new StringPool(true);
  /**
   * Labels of the facet values whose label differs from their code. facetLabelIds holds, per value, its label's
   * number + 1, or 0 when the label is the code.
   */
  private facetLabelPool = new StringPool(false);
  private facetLabelIds = new GrowableUint32();
  /** Each facet value's letter as a character code (read per facet row while building a segment). */
  private facetLetterCodes = new GrowableUint32();

  /** Words by their first three letters (prefix look-ups), built on first use; words added since are scanned. */
  private byPrefix: PrefixBuckets | undefined;

  /**
   * Its arrays as they stand (a snapshot's, snapshot.ts): views of the append-only pools, copies of what changes in
   * place (the stem tables fill in as words are stemmed).
   */
  parts(): VocabularyParts {
    return {
      words: this.words.parts(),
      // A shared table is never written (stemId copies it first): passed on as it is.
      stems: this.stems.map((table) =>
        table.buffer instanceof SharedArrayBuffer && table.length <= this.words.length
          ? table
          : table.slice(0, this.words.length),
      ),
      facetKeys: this.facetKeys.parts(),
      facetLabels: this.facetLabelPool.parts(),
      facetLabelIds: this.facetLabelIds.view(),
      facetLetterCodes: this.facetLetterCodes.view(),
    };
  }

  /** A vocabulary holding what `parts()` held (its arrays taken over). */
  static fromParts(parts: VocabularyParts): Vocabulary {
    const vocabulary = new Vocabulary();
    const facets = parts.facetKeys.offsets.length - 1;
    if (
      parts.stems.length !== vocabulary.stems.length ||
      parts.facetLabelIds.length !== facets ||
      parts.facetLetterCodes.length !== facets
    ) {
      throw new Error('vocabulary parts disagree');
    }
    vocabulary.words = StringPool.fromParts(parts.words);
    vocabulary.facetKeys = StringPool.fromParts(parts.facetKeys);
    vocabulary.facetLabelPool = StringPool.fromParts(parts.facetLabels);
    parts.stems.forEach((table, index) => {
      vocabulary.stems[index] = table;
    });
    vocabulary.facetLabelIds = GrowableUint32.over(parts.facetLabelIds);
    vocabulary.facetLetterCodes = GrowableUint32.over(parts.facetLetterCodes);
    return vocabulary;
  }

  wordId(word: string): number {
    return this.words.intern(word);
  }

  /** Id of a known word, or -1: a query word absent from the catalogue matches nothing. */
  knownWordId(word: string): number {
    return this.words.find(word);
  }

  get wordCount(): number {
    return this.words.length;
  }

  /**
   * Ids of the words beginning with `prefix` (truncation's expansions, truncation.ts; did you mean's candidates), in no
   * particular order. The words known at the first call are put in buckets by their first three code units (two passes,
   * no sorting: sorting 1.6 million words took 10 s); a prefix of three letters or more reads one bucket, a shorter one
   * the buckets it begins. Words added since are checked one by one, until they are a tenth of the buckets' words and
   * the buckets are built again.
   */
  wordsWithPrefix(prefix: string): number[] {
    const words = this.words;
    let buckets = this.byPrefix;
    if (!buckets || words.length - buckets.count > Math.max(10_000, buckets.count / 10)) {
      buckets = bucketsOf(words);
      this.byPrefix = buckets;
    }
    const result: number[] = [];
    const keep = (id: number) => {
      if (words.compareToPrefix(id, prefix) === 0) result.push(id);
    };
    // A prefix shorter than the key names every bucket its units begin: the missing units take every value.
    const known = Math.min(prefix.length, KEY_UNITS);
    const first = bucketOf(
      prefix.charCodeAt(0),
      known > 1 ? prefix.charCodeAt(1) : 0,
      known > 2 ? prefix.charCodeAt(2) : 0,
    );
    const span = 1 << ((KEY_UNITS - known) * UNIT_BITS);
    for (let bucket = first; bucket < first + span; bucket += 1) {
      for (let at = buckets.start[bucket]!; at < buckets.start[bucket + 1]!; at += 1) keep(buckets.ids[at]!);
    }
    for (let id = buckets.count; id < words.length; id += 1) keep(id);
    return result;
  }

  /** The text of a word id. */
  word(wordId: number): string {
    return this.words.get(wordId);
  }

  /** Code units of a word (its length), without decoding it. */
  wordLength(wordId: number): number {
    return this.words.lengthOf(wordId);
  }

  /** Language number of a MARC language code: 1… for stemmer languages, 0 for every other. */
  languageNumber(language: string | null | undefined): number {
    return (STEM_LANGUAGES as readonly string[]).indexOf(language ?? '') + 1;
  }

  /** Word id of the stem of a word in a language number (the word itself without a stemmer), as the index document stems it. */
  stemId(wordId: number, languageNumber: number): number {
    if (languageNumber === 0) return wordId;
    let table = this.stems[languageNumber - 1]!;
    if (wordId >= table.length) {
      const grown = new Int32Array(Math.max(wordId + 1, table.length * 2)).fill(-1);
      grown.set(table);
      this.stems[languageNumber - 1] = grown;
      table = grown;
    }
    let stem = table[wordId]!;
    if (stem === -1) {
      // A table shared with other threads (shareCatalogueImage) is read only: the first stem added makes a copy of
      // this thread's own. Searches only read stems their records' words were given when indexed.
      if (table.buffer instanceof SharedArrayBuffer) {
        table = table.slice();
        this.stems[languageNumber - 1] = table;
      }
      stem = this.wordId(stemWord(this.words.get(wordId), STEM_LANGUAGES[languageNumber - 1]));
      table[wordId] = stem;
    }
    return stem;
  }

  facetId(letter: string, code: string, label: string): number {
    if (letter.length !== 1) throw new Error(`a facet letter is one character: "${letter}"`);
    const count = this.facetKeys.length;
    const id = this.facetKeys.intern(letter + code);
    if (id === count) {
      this.facetLabelIds.push(label === code ? 0 : this.facetLabelPool.add(label) + 1);
      this.facetLetterCodes.push(letter.charCodeAt(0));
    }
    return id;
  }

  knownFacetId(letter: string, code: string): number {
    // Keys are one letter then the code: a longer "letter" would name another value's key.
    return letter.length === 1 ? this.facetKeys.find(letter + code) : -1;
  }

  get facetCount(): number {
    return this.facetKeys.length;
  }

  facetLetter(id: number): string {
    return String.fromCharCode(this.facetLetterCodes.at(id));
  }

  /** The character code of a value's letter (facetLetter without making a string). */
  facetLetterCode(id: number): number {
    return this.facetLetterCodes.at(id);
  }

  facetCode(id: number): string {
    return this.facetKeys.get(id).slice(1);
  }

  facetLabel(id: number, code = this.facetCode(id)): string {
    const label = this.facetLabelIds.at(id);
    return label === 0 ? code : this.facetLabelPool.get(label - 1);
  }

  /** Code point order of two values' codes (of one letter: their keys share the letter). */
  compareFacetCodes(a: number, b: number): number {
    return this.facetKeys.compare(a, b);
  }
}
