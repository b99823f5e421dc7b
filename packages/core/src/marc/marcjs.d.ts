// Minimal typings for the parts of marcjs (https://github.com/fredericd/marcjs) that Estante uses.
// marcjs ships no TypeScript declarations.
declare module 'marcjs' {
  /** marcjs field: `[tag, value]` for control fields, `[tag, ind1 + ind2, code, value, code, value, ...]` otherwise. */
  export type MarcjsField = string[];

  export class Record {
    leader: string;
    fields: MarcjsField[];
  }

  export const Iso2709Parser: {
    /** Parses one ISO 2709 record (ending with 0x1D) by the byte offsets of its directory. */
    parse(data: Buffer): Record;
  };

  export const Iso2709Formater: {
    /** Serialises one record to ISO 2709; returns the bytes decoded as a UTF-8 string. */
    format(record: { leader: string; fields: MarcjsField[] }): string;
  };

  const marcjs: {
    Record: typeof Record;
    Iso2709Parser: typeof Iso2709Parser;
    Iso2709Formater: typeof Iso2709Formater;
  };
  export default marcjs;
}
