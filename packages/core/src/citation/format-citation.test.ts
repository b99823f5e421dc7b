import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MarcRecord } from '../marc/marc-record.ts';
import { extractBibliographic } from '../record/extract-bibliographic.ts';
import { CITATION_STYLES, type CitationStyle } from './citation-styles.ts';
import { CitationFormatter } from './format-citation.ts';
import { toCslItem } from './marc-to-csl.ts';

function fixtureItem(name: string, id: number) {
  const path = join(import.meta.dirname, '..', 'record', 'fixtures', name, 'record.json');
  const record = JSON.parse(readFileSync(path, 'utf8')) as MarcRecord;
  return toCslItem(extractBibliographic(record), id, { accessed: new Date('2026-11-25T12:00:00Z') });
}

// RDA book: McCarthy, "A estrada", translated by Adriana Lisboa, 1st edition, São Paulo: Alfaguara, 2021, 233 pages,
// series "Biblioteca Alfaguara ; v. 12".
const road = fixtureItem('rda-book-264', 1);
const thesis = fixtureItem('pt-doctoral-thesis', 2);

/** Written from each manual's rules for a translated book (each style's CSL file decides what it prints). */
const ROAD: Record<CitationStyle, { text: string; html: string }> = {
  // NBR 6023 8.1.1: AUTHOR, Given. Title (bold). Edition. Place: Publisher, year. Extent. (Series, number).
  abnt: {
    text: 'MCCARTHY, Cormac. A estrada. 1. ed. São Paulo: Alfaguara, 2021. 233 p. (Biblioteca Alfaguara, v. 12).',
    html: 'MCCARTHY, Cormac. <b>A estrada</b>. 1. ed. São Paulo: Alfaguara, 2021. 233 p. (Biblioteca Alfaguara, v. 12).',
  },
  // APA 7 10.2: Author, I. (Year). Title (Translator, Trans.; edition). Publisher. (No place since the 7th.)
  apa: {
    text: 'McCarthy, C. (2021). A estrada (A. Lisboa, Trans.; 1st ed.). Alfaguara.',
    html: 'McCarthy, C. (2021). <i>A estrada</i> (A. Lisboa, Trans.; 1st ed.). Alfaguara.',
  },
  // Citing Medicine (NLM) ch. 2: Author AA. Title. Edition. Place: Publisher; Year. Pages. (Series).
  vancouver: {
    text: 'McCarthy C. A estrada. 1st ed. São Paulo: Alfaguara; 2021. 233 p. (Biblioteca Alfaguara).',
    html: 'McCarthy C. A estrada. 1st ed. São Paulo: Alfaguara; 2021. 233 p. (Biblioteca Alfaguara).',
  },
  // Chicago 17th, author-date 15.40: Author. Year. Title. Translated by … Edition. Series. Place: Publisher.
  chicago: {
    text: 'McCarthy, Cormac. 2021. A estrada. Translated by Adriana Lisboa. 1st ed. Biblioteca Alfaguara, v. 12. São Paulo: Alfaguara.',
    html: 'McCarthy, Cormac. 2021. <i>A estrada</i>. Translated by Adriana Lisboa. 1st ed. Biblioteca Alfaguara, v. 12. São Paulo: Alfaguara.',
  },
  // MLA 9: Author. Title. Translated by …, edition, Publisher, Year. (No place of publication.)
  mla: {
    text: 'McCarthy, Cormac. A estrada. Translated by Adriana Lisboa, 1st ed., Alfaguara, 2021.',
    html: 'McCarthy, Cormac. <i>A estrada</i>. Translated by Adriana Lisboa, 1st ed., Alfaguara, 2021.',
  },
  // IEEE reference guide, books: A. Author, Title, xth ed. City: Publisher, year. (The number is the list's.)
  ieee: {
    text: 'C. McCarthy, A estrada, 1st ed. São Paulo: Alfaguara, 2021.',
    html: 'C. McCarthy, <i>A estrada</i>, 1st ed. São Paulo: Alfaguara, 2021.',
  },
};

describe('CitationFormatter', () => {
  const formatter = new CitationFormatter();

  for (const style of CITATION_STYLES) {
    it(`formats a translated book in ${style}`, () => {
      expect(formatter.reference(road, style, 'text')).toBe(ROAD[style].text);
      expect(formatter.reference(road, style, 'html')).toBe(ROAD[style].html);
    });
  }

  it('gives the same references in sequence on one engine as fresh engines give each alone', () => {
    for (const style of CITATION_STYLES) {
      const inSequence = [
        formatter.reference(thesis, style, 'html'),
        formatter.reference(road, style, 'text'),
        formatter.reference(thesis, style, 'text'),
        ...formatter.references([road, thesis], style, 'html'),
      ];
      const fresh = (item: typeof road, format: 'text' | 'html') =>
        new CitationFormatter().reference(item, style, format);
      expect(inSequence, style).toEqual([
        fresh(thesis, 'html'),
        fresh(road, 'text'),
        fresh(thesis, 'text'),
        fresh(road, 'html'),
        fresh(thesis, 'html'),
      ]);
    }
    // A fresh APA engine takes about two seconds to build (the reason the formatter keeps its engines).
  }, 120_000);

  it('reads an item again when a later call brings the same id with other data', () => {
    formatter.reference(road, 'mla');
    expect(formatter.reference({ ...road, title: 'The road', translator: undefined }, 'mla')).toBe(
      // The record is in Portuguese (language por): MLA title-cases English titles only.
      'McCarthy, Cormac. The road. 1st ed., Alfaguara, 2021.',
    );
  });

  it('numbers a list in numbered styles in the order given, and keeps the order in the others', () => {
    const ieee = formatter.references([thesis, road], 'ieee', 'text', { numbered: true });
    expect(ieee[0]).toMatch(/^\[1\] /);
    expect(ieee[1]).toBe(`[2] ${ROAD.ieee.text}`);
    expect(formatter.references([thesis, road], 'vancouver', 'text', { numbered: true })[1]).toBe(
      `2. ${ROAD.vancouver.text}`,
    );
    expect(formatter.references([thesis, road], 'abnt', 'text', { numbered: true })[1]).toBe(ROAD.abnt.text);
  });
});
