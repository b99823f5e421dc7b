import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** HSTS for a year, subdomains included: sent only to a client that reached us over TLS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Browser features the catalogue never uses, denied to it and to anything it could be made to embed. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * The web app's Content-Security-Policy: its own scripts only (the one inline script, index.html's first-load hints,
 * runs with the response's nonce), its own styles
 * plus the per-response nonce (the captcha widget injects its stylesheet with the nonce it reads from
 * `<meta name="csp-nonce">`, see web-app.plugin.ts), the captcha's proof-of-work worker from a blob: URL, covers from
 * any https address (site parameters may point at an image host), and no framing by anyone (the session's defence
 * against clickjacking, docs/auth.md). Helmet adds `'nonce-…'` to script-src and style-src on each response.
 */
export function contentSecurityDirectives(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'script-src-attr': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The Swagger UI at /api/docs: its scripts are files (no inline script), but it sets inline styles; a policy of its
 * own, scoped to its routes by @fastify/swagger-ui's `staticCSP`, still forbids framing.
 */
export const SWAGGER_UI_CSP: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'frame-ancestors': "'none'",
  'form-action': "'self'",
  'base-uri': "'none'",
  'object-src': "'none'",
};

/**
 * Security headers on every response (docs/security.md, "Headers"), through @fastify/helmet: the CSP above,
 * X-Frame-Options DENY, nosniff, Referrer-Policy strict-origin-when-cross-origin, Cross-Origin-Opener-Policy and
 * -Resource-Policy same-origin; plus Permissions-Policy; and HSTS only over TLS: when PUBLIC_URL is https, or the
 * request came over https (Fastify reads X-Forwarded-Proto only from a proxy that TRUST_PROXY names).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const httpsPublicUrl = options.publicUrl.startsWith('https://');
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(httpsPublicUrl) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Sent below, only over TLS: HSTS on a plain-http deployment would lock browsers out of it.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (httpsPublicUrl || request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}
