import { type Static, Type } from '@sinclair/typebox';
import { SearchResultItem } from './schemas/search.schema.ts';

/**
 * The search guides over special collections (docs/search-guides.md): each filters `GET /api/consulta` on facet
 * letters the import fills from MARC (core special-collection.ts, server record-facets.ts).
 */
export const GUIDE_LETTERS = {
  /** Which special collection a record belongs to: arquivo, atos-normativos, jurisprudencia. */
  collection: 'G',
  /** Archive: level of description (351 $c). */
  level: 'M',
  /** Archive document type, act type or decision type (655). */
  documentType: 'D',
  /** Normative acts: federal, estadual, municipal, institucional. */
  sphere: 'U',
  /** Normative acts: the act's number, digits only. */
  number: 'N',
  /** Normative acts: issuing body; case law: court. */
  body: 'O',
  /** The act's year is the record's year (facet Y). */
  year: 'Y',
} as const;

/** Guides over special collections: the `search_options` kind and `/{guia}` path of each. */
export const COLLECTION_GUIDES = ['arquivo', 'atos-normativos', 'jurisprudencia'] as const;
export type CollectionGuide = (typeof COLLECTION_GUIDES)[number];

/** The course-reserves guide: a discipline's, course's or professor's bibliography. */
export const COURSE_GUIDE = 'bibliografia';

/**
 * The fields each guide offers as choices (its option call's groups, spec 001 §7.2) and the letter each filters on.
 * The act's number is typed, not chosen (`N`), so it is not a group.
 */
export const GUIDE_FIELDS: Record<CollectionGuide, readonly { group: string; letter: string }[]> = {
  arquivo: [
    { group: 'nivel', letter: GUIDE_LETTERS.level },
    { group: 'tipo_documental', letter: GUIDE_LETTERS.documentType },
  ],
  'atos-normativos': [
    { group: 'esfera', letter: GUIDE_LETTERS.sphere },
    { group: 'tipo', letter: GUIDE_LETTERS.documentType },
    { group: 'orgao', letter: GUIDE_LETTERS.body },
    { group: 'ano', letter: GUIDE_LETTERS.year },
  ],
  jurisprudencia: [
    { group: 'tribunal', letter: GUIDE_LETTERS.body },
    { group: 'tipo', letter: GUIDE_LETTERS.documentType },
  ],
};

/** GET /api/consulta/guias: the guides this catalogue can offer, with how many records each finds. */
export const SearchGuideAvailability = Type.Object({
  guia: Type.String(),
  total: Type.Integer(),
});
export type SearchGuideAvailability = Static<typeof SearchGuideAvailability>;

/** GET /api/consulta/bibliografia: discipline, course or professor codes (the look-ups' `codigo`). */
export const CourseBibliographyQuery = Type.Object({
  disciplina: Type.Optional(Type.String({ maxLength: 50 })),
  curso: Type.Optional(Type.String({ maxLength: 50 })),
  professor: Type.Optional(Type.String({ maxLength: 50 })),
  pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  quantPag: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type CourseBibliographyQuery = Static<typeof CourseBibliographyQuery>;

export const CourseBibliography = Type.Object({
  total: Type.Integer(),
  data: Type.Array(SearchResultItem),
});
export type CourseBibliography = Static<typeof CourseBibliography>;
