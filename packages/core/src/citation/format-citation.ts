/// <reference path="./citeproc.d.ts" />
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { CslItem } from './csl-item.ts';

// citeproc-js is CommonJS; loaded once.
const require = createRequire(import.meta.url);
const CSL = require('citeproc') as typeof import('citeproc').default;

/** Citation styles shipped with Estante (styles/): ABNT NBR 6023 written for it, APA 7th from the CSL repository. */
export const CITATION_STYLES = ['abnt', 'apa'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];
export type CitationFormat = 'text' | 'html';

const STYLE_LANGUAGE: Record<CitationStyle, string> = { abnt: 'pt-BR', apa: 'en-US' };

function readAsset(name: string): string {
  return fs.readFileSync(new URL(`./styles/${name}`, import.meta.url), 'utf8');
}

const styles = new Map<CitationStyle, string>();
const locales = new Map<string, string>();

function styleXml(style: CitationStyle): string {
  let xml = styles.get(style);
  if (!xml) {
    xml = readAsset(`${style}.csl`);
    styles.set(style, xml);
  }
  return xml;
}

function localeXml(lang: string): string | undefined {
  const name = lang.startsWith('pt') ? 'pt-BR' : 'en-US';
  let xml = locales.get(name);
  if (!xml) {
    xml = readAsset(`locales-${name}.xml`);
    locales.set(name, xml);
  }
  return xml;
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

/**
 * References of the items in a citation style, one string per item in the order given (not the style's
 * sort: a basket keeps the visitor's order). `html` marks emphasis with <b>/<i>; `text` is plain.
 */
export function formatReferences(items: CslItem[], style: CitationStyle, format: CitationFormat = 'text'): string[] {
  if (items.length === 0) return [];
  const byId = new Map(items.map((item) => [item.id, prepareForStyle(item, style)]));
  const engine = new CSL.Engine(
    { retrieveLocale: localeXml, retrieveItem: (id: string) => byId.get(id) },
    styleXml(style),
    STYLE_LANGUAGE[style],
    true,
  );
  engine.setOutputFormat(format);
  return items.map((item) => {
    engine.updateItems([item.id]);
    const result = engine.makeBibliography();
    const entry = result ? (result[1][0] ?? '') : '';
    const clean = entry
      .trim()
      .replace(/^<div class="csl-entry">/, '')
      .replace(/<\/div>$/, '')
      .trim();
    return format === 'text' ? decodeEntities(clean) : clean;
  });
}

/** One reference. */
export function formatReference(item: CslItem, style: CitationStyle, format: CitationFormat = 'text'): string {
  return formatReferences([item], style, format)[0] ?? '';
}
