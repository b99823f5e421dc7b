/// <reference path="./citeproc.d.ts" />
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { CITATION_STYLES, type CitationStyle } from './citation-styles.ts';
import type { CslItem } from './csl-item.ts';

// citeproc-js is CommonJS; loaded once.
const require = createRequire(import.meta.url);
const CSL = require('citeproc') as typeof import('citeproc').default;
type Engine = InstanceType<typeof CSL.Engine>;

export { CITATION_STYLES, type CitationStyle };
export type CitationFormat = 'text' | 'html';

/**
 * The CSL file of each style (styles/README.md says where each comes from) and the language it is written in:
 * ABNT in Brazilian Portuguese; APA, Vancouver, Chicago, MLA and IEEE are English-language manuals, so their
 * terms ("ed.", "Trans.", "Accessed") stay in English whatever the interface language.
 */
const STYLE_FILES: Record<CitationStyle, { file: string; language: 'pt-BR' | 'en-US' }> = {
  abnt: { file: 'abnt.csl', language: 'pt-BR' },
  apa: { file: 'apa.csl', language: 'en-US' },
  vancouver: { file: 'vancouver.csl', language: 'en-US' },
  chicago: { file: 'chicago-author-date.csl', language: 'en-US' },
  mla: { file: 'modern-language-association.csl', language: 'en-US' },
  ieee: { file: 'ieee.csl', language: 'en-US' },
};

function readAsset(name: string): string {
  return fs.readFileSync(new URL(`./styles/${name}`, import.meta.url), 'utf8');
}

// The style and locale XML files never change while the process runs: read once (an immutable cache).
const assets = new Map<string, string>();
function asset(name: string): string {
  let xml = assets.get(name);
  if (xml === undefined) {
    xml = readAsset(name);
    assets.set(name, xml);
  }
  return xml;
}

function localeXml(lang: string): string {
  return asset(`locales-${lang.startsWith('pt') ? 'pt-BR' : 'en-US'}.xml`);
}

/** citeproc-js reads inline <b> in field values; escape the rest of the text so that it stays text. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&#38;').replace(/</g, '&#60;').replace(/>/g, '&#62;');
}

/** ABNT NBR 6023 8.1.1.2: only the title is highlighted, not the subtitle. */
function prepareForStyle(item: CslItem, style: CitationStyle): CslItem {
  if (style !== 'abnt' || item.type === 'periodical') return item;
  const main = item['title-short'] ?? item.title;
  const rest = item.title.startsWith(main) ? item.title.slice(main.length) : '';
  return { ...item, title: `<b>${escapeMarkup(main)}</b>${escapeMarkup(rest)}` };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

/** One rendered entry: the reference and, in numbered styles (Vancouver, IEEE), its label for item 1 ("1.", "[1]"). */
interface Entry {
  reference: string;
  label?: string;
}

/** Splits citeproc's entry into label and reference, without the csl-entry wrapper. */
function cleanEntry(raw: string, format: CitationFormat, numbered: boolean): Entry {
  const entry = raw
    .trim()
    .replace(/^<div class="csl-entry">/, '')
    .replace(/<\/div>$/, '')
    .trim();
  if (format === 'html') {
    const split = /^<div class="csl-left-margin">(.*?)<\/div><div class="csl-right-inline">(.*)<\/div>$/s.exec(entry);
    if (split) return { label: split[1]!.trim(), reference: split[2]!.trim() };
    return { reference: entry };
  }
  const text = decodeEntities(entry);
  // Text output writes the left margin first ("1. McCarthy C.", "[1] C. McCarthy"): the first token with the 1.
  const split = numbered ? /^(\S*1\S*)\s+(.*)$/s.exec(text) : null;
  return split ? { label: split[1]!, reference: split[2]!.trim() } : { reference: text };
}

export interface FormatOptions {
  /** Numbered styles (Vancouver, IEEE) prefix each reference with its position ("1.", "[2]") in a list. */
  numbered?: boolean;
}

/**
 * Formats references with citeproc-js. Building an engine parses and compiles the style (APA takes seconds), so
 * one formatter builds each style's engine once, on first use, and reuses it: create one per process (the
 * server's composition root does) and keep it. An engine is stateful; every call empties its registry before
 * loading the items asked for, so a call gives what a fresh engine would. Node runs each call to its end before
 * the next, so calls never interleave.
 */
export class CitationFormatter {
  private readonly engines = new Map<CitationStyle, Engine>();
  private current = new Map<string, CslItem>();

  private engine(style: CitationStyle): Engine {
    let engine = this.engines.get(style);
    if (!engine) {
      const { file, language } = STYLE_FILES[style];
      engine = new CSL.Engine(
        { retrieveLocale: localeXml, retrieveItem: (id: string) => this.current.get(id) },
        asset(file),
        language,
        true,
      );
      this.engines.set(style, engine);
    }
    return engine;
  }

  /** Builds every style's engine now (a warm-up, e.g. before a benchmark); otherwise each is built on first use. */
  prepare(styles: readonly CitationStyle[] = CITATION_STYLES): void {
    for (const style of styles) this.engine(style);
  }

  /**
   * References of the items, one string per item in the order given (not the style's sort: a basket keeps the
   * visitor's order). `html` marks emphasis with <b>/<i>; `text` is plain.
   */
  references(
    items: CslItem[],
    style: CitationStyle,
    format: CitationFormat = 'text',
    options: FormatOptions = {},
  ): string[] {
    if (items.length === 0) return [];
    const engine = this.engine(style);
    engine.setOutputFormat(format);
    try {
      return items.map((item, index) => {
        // Items stay in the registry (and citeproc keeps their data) until removed: empty it, so an item with an
        // id seen before is read again and nothing of an earlier call (numbering, disambiguation) remains.
        engine.updateItems([]);
        this.current = new Map([[item.id, prepareForStyle(item, style)]]);
        engine.updateItems([item.id]);
        const result = engine.makeBibliography();
        if (!result) return '';
        const numberedStyle = Boolean(result[0]['second-field-align']);
        const entry = cleanEntry(result[1][0] ?? '', format, numberedStyle);
        if (!options.numbered || !entry.label) return entry.reference;
        return `${entry.label.replace('1', String(index + 1))} ${entry.reference}`;
      });
    } finally {
      engine.updateItems([]);
      this.current = new Map();
    }
  }

  /** One reference. */
  reference(item: CslItem, style: CitationStyle, format: CitationFormat = 'text'): string {
    return this.references([item], style, format)[0] ?? '';
  }
}
