/**
 * The vocabulary of the catalogue search (spec 000 §3: search types, term positions, operators), defined once: the
 * engine (@estante/search) parses with it, the web builds its search form from it. Orderings are SORT_ORDERS
 * (constants.ts). Values are the API's Portuguese names.
 */

/** `tipo`: which field a row searches. `livre` searches every field. */
export const SEARCH_TYPES = ['livre', 'titulo', 'assunto', 'autor', 'chamada', 'isbn_issn', 'serie'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** `posicao`: words anywhere in the field, the words as one phrase, or the field (one of its values) begins with them. */
export const TERM_POSITIONS = ['qualquer', 'exata', 'inicio'] as const;
export type TermPosition = (typeof TERM_POSITIONS)[number];

/** `operador` joining a row to the rows before it. */
export const OPERATORS = ['e', 'ou', 'nao', 'proximo', 'antes', 'depois'] as const;
export type Operator = (typeof OPERATORS)[number];
