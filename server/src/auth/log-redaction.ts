import type { FastifyRequest } from 'fastify';

/** Query parameters that may carry a secret: never written to a log line. */
const SECRET_PARAMETERS =
  /^(token|ott|code|codigo|password|senha|recaptcha_token|refresh_token|access_token|saml|SAMLResponse|nonce|state)$/i;

/** The request URL with secret query values replaced, for the request log. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMETERS.test(key)) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/**
 * pino options that keep credentials out of logs: headers that carry them are redacted, request
 * URLs lose secret query values, and bodies are never logged (Fastify does not log them).
 */
export const AUTH_LOG_OPTIONS = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'password',
      'refresh_token',
      'access_token',
      '*.password',
      '*.token',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req(request: FastifyRequest) {
      return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
    },
  },
};
