/**
 * @estante/demo-data: a deterministic generator of realistic MARC 21 bibliographic records
 * (demo catalogue and benchmark catalogues) and the demo library's own catalogue.
 */
export {
  BENCHMARK_TERMS,
  recordContainsTerm,
  recordHasPrefix,
  recordTokens,
  termFrequency,
  tokenize,
} from './benchmark-terms.ts';
export { type DemoAuthorityKind, demoAuthorities, demoAuthorityControlNumber } from './demo-authorities.ts';
export { DEMO_CATALOGUE_SIZE, DEMO_SEED, demoCatalogue, handWrittenRecords } from './demo-catalogue.ts';
export { COVER_HEIGHT, COVER_WIDTH, coverText, DEMO_COVER_LIMIT, demoCoverRecords, drawCover } from './demo-covers.ts';
export { type DemoSerialHoldings, demoSerialHoldings } from './demo-serials.ts';
export {
  CONTROL_NUMBER_IDENTIFIER,
  type GeneratorOptions,
  generateRecords,
  type LanguageCode,
  WORK_TYPE_MIX,
} from './generator.ts';
