// oidc-provider ships no type declarations; these are the parts the OIDC sign-in test uses (its README).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?: (context: unknown, id: string) => Promise<Account | undefined>;
    [option: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    /** The provider as a Node request handler. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
