export { CSV_COLUMNS, toBibtex, toCsv, toRis } from './bibliographic-formats.ts';
export {
  DUBLIN_CORE_ELEMENTS,
  type DublinCoreElement,
  type DublinCoreStatement,
  dublinCoreElementXml,
  escapeXml,
  toDublinCore,
  toDublinCoreXml,
} from './dublin-core.ts';
