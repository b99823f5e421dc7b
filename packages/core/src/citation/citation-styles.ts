/**
 * The citation styles Estante offers, in the order the reference tab and the basket list them. This module holds
 * no citeproc code, so that contracts (and through them the web app) can read the list without the engine.
 */
export const CITATION_STYLES = ['abnt', 'apa', 'vancouver', 'chicago', 'mla', 'ieee'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

/** ABNT NBR 6023 is the reference norm of Brazilian libraries, hence the default. */
export const DEFAULT_CITATION_STYLE: CitationStyle = 'abnt';

export function isCitationStyle(value: unknown): value is CitationStyle {
  return typeof value === 'string' && (CITATION_STYLES as readonly string[]).includes(value);
}
