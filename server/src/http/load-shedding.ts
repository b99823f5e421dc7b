import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { ServerBusyError } from './http-errors.ts';
import type { HttpSettings } from './http-settings.ts';

/** The load balancer's probe keeps answering under pressure: it reports the database, not the event loop. */
const EXEMPT_URLS = new Set(['/api/health']);

/**
 * Load shedding (issue 27, finding 6) with @fastify/under-pressure: when the event loop lags past
 * `maxEventLoopDelayMs` or the heap grows past `maxHeapUsedBytes` (sampled every `sampleIntervalMs`), new requests
 * are refused at once with 503 ServidorSobrecarregado and Retry-After, before any work, instead of queueing behind the
 * backlog and letting every answer grow late. /api/health is exempt.
 */
export async function registerLoadShedding(app: FastifyInstance, settings: HttpSettings['pressure']): Promise<void> {
  // Compiling every route's schemas blocks the event loop for a second or more while the app is built; the sample
  // that measured it must not shed the first requests. Two sample intervals after start-up, every sample is live.
  let sheddingFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    sheddingFrom = performance.now() + 2 * settings.sampleIntervalMs;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    sampleInterval: settings.sampleIntervalMs,
    retryAfter: settings.retryAfterSeconds,
    // A rejected promise reaches the one error handler (localised 503 with Retry-After); a resolved one lets it in.
    pressureHandler: async (request) => {
      if (EXEMPT_URLS.has(request.routeOptions.url ?? '') || performance.now() < sheddingFrom) return;
      throw new ServerBusyError(settings.retryAfterSeconds);
    },
  });
}
