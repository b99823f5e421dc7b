export { detectMarcFormat, type MarcFormat } from './detect-format.ts';
export { readIso2709 } from './iso2709-reader.ts';
export { FIELD_TERMINATOR, RECORD_TERMINATOR, SUBFIELD_DELIMITER } from './iso2709-structure.ts';
export { toIso2709 } from './iso2709-writer.ts';
export {
  MARC8_WITHOUT_TRANSCODER,
  type MarcNote,
  type MarcProblem,
  type MarcReadOptions,
  type MarcReadResult,
  MarcWriteError,
  type RecordTranscoder,
  UnknownMarcFormatError,
} from './marc-read-result.ts';
export * from './marc-record.ts';
export { MARCXML_NAMESPACE, readMarcXml } from './marcxml-reader.ts';
export {
  MARCXML_COLLECTION_END,
  MARCXML_COLLECTION_START,
  MarcXmlWriter,
  recordToMarcXmlElement,
  toMarcXml,
} from './marcxml-writer.ts';
export { normalizeRecordToNfc } from './normalize-record.ts';
export { readMarc, readMarcFile } from './read-marc.ts';
