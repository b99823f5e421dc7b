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
