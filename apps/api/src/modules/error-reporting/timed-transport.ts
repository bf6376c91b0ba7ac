import { errorTracingTimeoutMs } from '@chairside/domain';
import { createTransport, type BaseTransportOptions, type Transport } from '@sentry/core';

/**
 * Sends Sentry envelopes with fetch, each given up after the spec's error-tracing timeout (§9: 2000 ms), so a slow or
 * unreachable service never holds reports (or a shutdown) longer than that.
 */
export function timedFetchTransport(options: BaseTransportOptions): Transport {
  return createTransport(options, async (request) => {
    const response = await fetch(options.url, {
      method: 'POST',
      body: request.body,
      signal: AbortSignal.timeout(errorTracingTimeoutMs),
    });
    await response.body?.cancel();
    return {
      statusCode: response.status,
      headers: {
        'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
        'retry-after': response.headers.get('retry-after'),
      },
    };
  });
}
