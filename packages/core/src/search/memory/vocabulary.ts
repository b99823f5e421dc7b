import { STEM_LANGUAGES, stemWord } from '../stem.ts';

/**
 * Words and facet values of an in-memory catalogue, numbered once and shared by its segments (append-only,
 * so a newer segment adds numbers without renumbering an older one).
 */
export class Vocabulary {
  private readonly wordIds = new Map<string, number>();
  readonly words: string[] = [];
  /** Per stemmer language (index in STEM_LANGUAGES + 1; 0 = no stemmer): word id → stem word id, -1 unknown. */
  private readonly stems: Int32Array[] = STEM_LANGUAGES.map(() => new Int32Array(1024).fill(-1));

  private readonly facetIds = new Map<string, number>();
  readonly facetLetters: string[] = [];
  readonly facetCodes: string[] = [];
  readonly facetLabels: string[] = [];

  wordId(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.wordIds.set(word, id);
    }
    return id;
  }

  /** Id of a known word, or -1: a query word absent from the catalogue matches nothing. */
  knownWordId(word: string): number {
    return this.wordIds.get(word) ?? -1;
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
      stem = this.wordId(stemWord(this.words[wordId]!, STEM_LANGUAGES[languageNumber - 1]));
      table[wordId] = stem;
    }
    return stem;
  }

  facetId(letter: string, code: string, label: string): number {
    const key = `${letter}\u0000${code}`;
    let id = this.facetIds.get(key);
    if (id === undefined) {
      id = this.facetLetters.length;
      this.facetLetters.push(letter);
      this.facetCodes.push(code);
      this.facetLabels.push(label);
      this.facetIds.set(key, id);
    }
    return id;
  }

  knownFacetId(letter: string, code: string): number {
    return this.facetIds.get(`${letter}\u0000${code}`) ?? -1;
  }

  get facetCount(): number {
    return this.facetLetters.length;
  }
}
