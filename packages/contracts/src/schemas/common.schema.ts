import { type Static, Type } from '@sinclair/typebox';

export const ErrorResponse = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: 'Message key; the web translates it' }),
      message: Type.String({ description: "Message in the caller's language" }),
      details: Type.Optional(Type.Unknown()),
    }),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** Path parameter `{id}` of a numeric record, authority or other entity. */
export const NumericIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type NumericIdParams = Static<typeof NumericIdParams>;

/**
 * Paging bounds (docs/security.md, "Hostile clients"): a deeper page or a larger page size is refused with 400 before
 * any work. No reader pages this far; `pagina=2^63` answered 500 before (issue 27, finding 6).
 */
export const MAX_PAGE = 10_000;
/** Larger page sizes than a route serves (100) are served as its largest; past this bound they are refused. */
export const MAX_PAGE_SIZE_ACCEPTED = 1_000;
