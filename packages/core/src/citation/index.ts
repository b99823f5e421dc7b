export { CITATION_STYLES, type CitationStyle, DEFAULT_CITATION_STYLE, isCitationStyle } from './citation-styles.ts';
export type { CslDate, CslItem, CslName, CslType } from './csl-item.ts';
export { type CitationFormat, CitationFormatter, type FormatOptions } from './format-citation.ts';
export { type CslItemOptions, cslName, editionNumber, pageCount, toCslItem } from './marc-to-csl.ts';
