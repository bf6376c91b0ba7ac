import { errorTracingTimeoutMs } from '@chairside/domain';
import type { BaseTransportOptions, createTransport, Transport } from '@sentry/core';

/**
 * Sends Sentry envelopes with fetch (browser and server alike), each given up after the spec's error-tracing timeout
 * (§9: 2000 ms). keepalive lets a report sent as the page unloads still arrive (if small enough). Built with the caller's SDK's own
 * createTransport, so the browser's chunk carries one copy of Sentry's core.
 */
export const timedFetchTransport =
  (create: typeof createTransport) =>
  (options: BaseTransportOptions): Transport =>
    create(options, async (request) => {
      const response = await fetch(options.url, {
        method: 'POST',
        body: request.body as BodyInit,
        // Browsers refuse keepalive bodies over 64 KiB.
        keepalive: (typeof request.body === 'string' ? request.body.length : request.body.byteLength) < 60_000,
        signal: AbortSignal.timeout(errorTracingTimeoutMs),
      });
      return {
        statusCode: response.status,
        headers: {
          'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
          'retry-after': response.headers.get('retry-after'),
        },
      };
    });
