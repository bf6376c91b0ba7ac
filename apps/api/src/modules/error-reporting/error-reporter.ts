import { errorTracingTimeoutMs, scrubReport } from '@chairside/domain';
import { createStackParser, dedupeIntegration, linkedErrorsIntegration, Scope } from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import type { Config } from '../../config';
import { timedFetchTransport } from './timed-transport';

/** What the API knows about the request an unexpected error ended. */
export interface FailedRequest {
  method: string;
  url: string;
  id: string;
}

/** Where the API's unexpected errors go besides its log: an error-reporting service, when one is configured. */
export interface ErrorReporter {
  report(error: unknown, request: FailedRequest): void;
  /** Waits (at most the error-tracing timeout) for reports still being sent, e.g. before the process exits. */
  flush(): Promise<void>;
}

/**
 * Reports to a service speaking Sentry's protocol (Sentry, GlitchTip, ...) at ERROR_REPORTING_DSN, through Sentry's own
 * client core: no personal data (every event is scrubbed), no request bodies or headers, no IP address.
 */
export function sentryReporter(dsn: string, environment: string): ErrorReporter {
  const client = new ServerRuntimeClient({
    dsn,
    environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    // Sentry's clients collect user, cookie, header, body and query data unless told not to: none of it is wanted.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    integrations: [linkedErrorsIntegration(), dedupeIntegration()],
    stackParser: createStackParser(nodeStackLineParser()),
    transport: timedFetchTransport,
    beforeSend: (event) => scrubReport(event),
  });
  client.init();
  return {
    report(error, request) {
      const scope = new Scope();
      scope.setTag('request_id', request.id);
      scope.addEventProcessor((event) => ({ ...event, request: { method: request.method, url: request.url } }));
      client.captureException(error, { mechanism: { type: 'fastify', handled: false } }, scope);
    },
    async flush() {
      await client.flush(errorTracingTimeoutMs);
    },
  };
}

/** The configured reporter; none without a DSN (unexpected errors are then in the log only). */
export function errorReporterFromConfig(config: Config): ErrorReporter | undefined {
  return config.ERROR_REPORTING_DSN ? sentryReporter(config.ERROR_REPORTING_DSN, config.NODE_ENV) : undefined;
}
