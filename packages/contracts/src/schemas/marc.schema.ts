import { type Static, Type } from '@sinclair/typebox';

/** MARC record as plain data, the shape of @natlibfi/marc-record. */
export const MarcSubfield = Type.Object({ code: Type.String(), value: Type.String() });
export const MarcControlField = Type.Object({ tag: Type.String(), value: Type.String() });
export const MarcDataField = Type.Object({
  tag: Type.String(),
  ind1: Type.String(),
  ind2: Type.String(),
  subfields: Type.Array(MarcSubfield),
});
export const MarcField = Type.Union([MarcControlField, MarcDataField]);
export const MarcRecordJson = Type.Object(
  { leader: Type.String(), fields: Type.Array(MarcField) },
  { $id: 'MarcRecord' },
);
export type MarcSubfield = Static<typeof MarcSubfield>;
export type MarcControlField = Static<typeof MarcControlField>;
export type MarcDataField = Static<typeof MarcDataField>;
export type MarcField = Static<typeof MarcField>;
export type MarcRecordJson = Static<typeof MarcRecordJson>;
