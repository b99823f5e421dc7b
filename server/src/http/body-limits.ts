import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JsonTooDeepError } from './http-errors.ts';
import type { HttpSettings } from './http-settings.ts';

const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * The deepest nesting of arrays and objects in a JSON text, stopping as soon as it passes `limit`: one pass over the
 * characters, brackets inside strings skipped, nothing allocated. JSON.parse and then the schema validator recurse
 * once per level, so a megabyte of `[[[…` cost 240 ms of CPU before this check (issue 27, finding 6).
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Body limits (docs/security.md, "Hostile clients"): every route takes at most `bodyLimitBytes` (Fastify's own
 * limit, also enforced while a chunked body streams in), staff routes under /api/admin take `adminBodyLimitBytes`
 * (site texts and FAQ run to megabytes), and a JSON body nested deeper than `jsonMaxDepth` is refused with 400
 * JsonMuitoAninhado before it is parsed. Routes that read a body of their own kind (cover images, SAML forms, the
 * no-debts multipart form) keep the limits they set. Must run before the routes are registered (onRoute).
 */
export function registerBodyLimits(app: FastifyInstance, settings: HttpSettings): void {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined && route.url.startsWith('/api/admin/'))
      route.bodyLimit = settings.adminBodyLimitBytes;
  });

  // Fastify's own JSON parser (with its prototype-poisoning checks), behind the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, body?: unknown) => void) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonDepthExceeds(text, settings.jsonMaxDepth)) {
        done(new JsonTooDeepError(settings.jsonMaxDepth));
        return;
      }
      parseJson(request, text, done);
    },
  );
}
