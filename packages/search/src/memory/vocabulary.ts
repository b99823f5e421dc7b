import { STEM_LANGUAGES, stemWord } from '../stem.ts';
import { GrowableUint32 } from './growable.ts';
import { StringPool } from './string-pool.ts';

/**
 * Words and facet values of an in-memory catalogue, numbered once and shared by its segments (append-only,
 * so a newer segment adds numbers without renumbering an older one). The strings live in string pools, off the
 * JavaScript heap (string-pool.ts).
 */
export class Vocabulary {
  private readonly words = new StringPool(true);
  /** Per stemmer language (index in STEM_LANGUAGES + 1; 0 = no stemmer): word id → stem word id, -1 unknown. */
  private readonly stems: Int32Array[] = STEM_LANGUAGES.map(() => new Int32Array(1024).fill(-1));

  /** Facet value keys: the letter's character followed by the code (a letter is one character). */
  private readonly facetKeys = new StringPool(true);
  /**
   * Labels of the facet values whose label differs from their code. facetLabelIds holds, per value, its label's
   * number + 1, or 0 when the label is the code.
   */
  private readonly facetLabelPool = new StringPool(false);
  private readonly facetLabelIds = new GrowableUint32();
  /** Each facet value's letter as a character code (read per facet row while building a segment). */
  private readonly facetLetterCodes = new GrowableUint32();

  /** Word ids in code point order of the words, for ids below sortedCount (extended when words were added since). */
  private sorted = new Uint32Array(0);

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
   * Ids of the words beginning with `prefix` (truncation's expansions, truncation.ts), from a list of every word in code
   * point order built on first use and extended with the words added since (sorted and merged in).
   */
  wordsWithPrefix(prefix: string): Uint32Array {
    const sorted = this.sortedWords();
    const words = this.words;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words.compareToPrefix(sorted[middle]!, prefix) < 0) low = middle + 1;
      else high = middle;
    }
    let end = low;
    while (end < sorted.length && words.compareToPrefix(sorted[end]!, prefix) === 0) end += 1;
    return sorted.subarray(low, end);
  }

  /** The text of a word id. */
  word(wordId: number): string {
    return this.words.get(wordId);
  }

  /** Code units of a word (its length), without decoding it. */
  wordLength(wordId: number): number {
    return this.words.lengthOf(wordId);
  }

  private sortedWords(): Uint32Array {
    const count = this.words.length;
    const done = this.sorted.length;
    if (done === count) return this.sorted;
    const compare = (a: number, b: number) => this.words.compare(a, b);
    const added = Uint32Array.from({ length: count - done }, (_, index) => done + index).sort(compare);
    const merged = new Uint32Array(count);
    let i = 0;
    let j = 0;
    let n = 0;
    const old = this.sorted;
    while (i < old.length && j < added.length) merged[n++] = compare(old[i]!, added[j]!) <= 0 ? old[i++]! : added[j++]!;
    while (i < old.length) merged[n++] = old[i++]!;
    while (j < added.length) merged[n++] = added[j++]!;
    this.sorted = merged;
    return merged;
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
