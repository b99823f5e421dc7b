import { describe, expect, it } from 'vitest';
import { INDEX_COLUMNS } from '../index-document.ts';
import { runSteps, type Steps, sortedOrdinalsInSteps } from './build-steps.ts';
import { catalogueEntry, searchForTest, type TestBook } from './catalogue-entries.testing.ts';
import { MemoryCatalogue } from './memory-catalogue.ts';
import { SegmentBuilder } from './search-segment.ts';
import { catalogueImage } from './snapshot.ts';
import { Vocabulary } from './vocabulary.ts';

/** The result of `steps` and how many times it could stop on the way. */
function stepped<T>(steps: Steps<T>): { value: T; stops: number } {
  let stops = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { value: step.value, stops };
    stops += 1;
  }
}

describe('sortedOrdinalsInSteps', () => {
  it('sorts a run shorter than one step with the engine', () => {
    const keys = [30, 10, 20, 10];
    const order = runSteps(sortedOrdinalsInSteps(4, (a, b) => keys[a]! - keys[b]! || a - b));
    expect([...order]).toEqual([1, 3, 2, 0]);
  });

  it('merges several runs into the one order, stopping inside the merges', () => {
    // 5,000 ordinals: three runs of up to 2,048, merged in two rounds.
    const descending = stepped(sortedOrdinalsInSteps(5000, (a, b) => b - a));
    expect([...descending.value]).toEqual(Array.from({ length: 5000 }, (_, i) => 4999 - i));
    // Three runs sorted; in the first round 2,048 records compared (the second run's, all before the first's) make a
    // stop, the second round compares 904; each round ends with a stop.
    expect(descending.stops).toBe(3 + 1 + 1 + 1);
    // By remainder of 3, ties by ordinal: 0, 3, … 4998, then 1, 4, … 4999, then 2, 5, … 4997.
    const byRemainder = runSteps(sortedOrdinalsInSteps(5000, (a, b) => (a % 3) - (b % 3) || a - b));
    const expected = [
      ...Array.from({ length: 1667 }, (_, i) => 3 * i),
      ...Array.from({ length: 1667 }, (_, i) => 3 * i + 1),
      ...Array.from({ length: 1666 }, (_, i) => 3 * i + 2),
    ];
    expect([...byRemainder]).toEqual(expected);
  });
});

describe('SegmentBuilder.buildInSteps', () => {
  const PLACES = ['brasil', 'portugal', 'angola'];
  // 5,000 books: a place in each title (every third the same), 40 frequent authors, a year, two types.
  const books: TestBook[] = Array.from({ length: 5000 }, (_, index) => {
    const id = index + 1;
    return {
      id,
      title: `Livro ${id} ${PLACES[id % 3]}`,
      author: `Autor ${id % 40}`,
      language: 'por',
      year: 1900 + (id % 100),
      facets: [
        ['T', String(id % 2)],
        ['A', `autor-${id % 40}`],
        ['S', `assunto-${id % 700}`],
      ],
    };
  });

  function builderOf(vocabulary: Vocabulary, count = books.length): SegmentBuilder {
    const builder = new SegmentBuilder(vocabulary);
    for (const book of books.slice(0, count)) builder.add(catalogueEntry(book));
    return builder;
  }

  /** Builds the first `count` books in steps with a clock past the step's time at every reading: a pause at every stop. */
  async function stoppedAtEachStep(vocabulary: Vocabulary, count = books.length) {
    let pauses = 0;
    let now = 0;
    const segment = await builderOf(vocabulary, count).buildInSteps(
      async () => {
        pauses += 1;
      },
      { stepMilliseconds: 1, clock: () => (now += 1) },
    );
    return { segment, pauses };
  }

  it('lets others run inside each column, and builds what build() builds', async () => {
    const vocabulary = new Vocabulary();
    const whole = builderOf(vocabulary).build();
    const { segment: inSteps, pauses } = await stoppedAtEachStep(vocabulary);
    expect(catalogueImage(vocabulary, [inSteps])).toEqual(catalogueImage(vocabulary, [whole]));
    // 500 records stop nowhere inside a pass; 5,000 stop twice in each of each column's two passes over them (at 2,048
    // and 4,096 records), besides the facets' and the sorts' passes.
    const few = await stoppedAtEachStep(new Vocabulary(), 500);
    expect(pauses - few.pauses).toBeGreaterThanOrEqual(INDEX_COLUMNS.length * 2 * 2);
    const catalogue = new MemoryCatalogue(vocabulary, [inSteps]);
    const angola = searchForTest(catalogue, { termo: 'angola', ordenacao: 'N' });
    // id % 3 === 2: 2, 5, … 5000.
    expect(angola.total).toBe(1667);
    expect(angola.ids).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29]);
  });

  it('does not pause while the build is within its step time', async () => {
    let pauses = 0;
    await builderOf(new Vocabulary()).buildInSteps(
      async () => {
        pauses += 1;
      },
      { stepMilliseconds: 1_000, clock: () => 0 },
    );
    expect(pauses).toBe(0);
  });
});
