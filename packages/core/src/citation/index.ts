export type { CslDate, CslItem, CslName, CslType } from './csl-item.ts';
export {
  CITATION_STYLES,
  type CitationFormat,
  type CitationStyle,
  formatReference,
  formatReferences,
} from './format-citation.ts';
export { type CslItemOptions, cslName, editionNumber, pageCount, toCslItem } from './marc-to-csl.ts';
