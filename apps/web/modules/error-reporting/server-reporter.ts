import 'server-only';
import { errorTracingTimeoutMs, isCrawler, scrubReport } from '@chairside/domain';
import { createStackParser, createTransport, dedupeIntegration, linkedErrorsIntegration, Scope } from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import { storefrontClientAuthorization } from '@/lib/api/client-credentials';
import { sendToApi } from '@/lib/api/transport';
import { currentBuildId } from '@/modules/build-updates/build-id';
import { errorReportingDsn } from './config';
import { errorReportOf } from './error-report';
import { reportOptions } from './sdk-options';

/** The request a server error ended, as Next's onRequestError describes it. */
export interface FailedRequest {
  path: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

const clients = new Map<string, ServerRuntimeClient>();

function clientFor(dsn: string): ServerRuntimeClient {
  let client = clients.get(dsn);
  if (!client) {
    client = new ServerRuntimeClient({
      dsn,
      release: currentBuildId(),
      platform: 'node',
      runtime: { name: 'node', version: process.version },
      integrations: [linkedErrorsIntegration(), dedupeIntegration()],
      stackParser: createStackParser(nodeStackLineParser()),
      ...reportOptions(createTransport),
    });
    client.init();
    clients.set(dsn, client);
  }
  return client;
}

/**
 * A storefront server error (Next's onRequestError): to the error-reporting service when a DSN is configured, else to
 * the API's log; never for a crawler's request (spec §7). Waits at most the error-tracing timeout (spec §9).
 */
export async function reportServerError(error: unknown, request: FailedRequest): Promise<void> {
  const userAgent = [request.headers['user-agent']].flat()[0];
  if (isCrawler(userAgent)) return;
  const dsn = errorReportingDsn();
  if (dsn) {
    const client = clientFor(dsn);
    const scope = new Scope();
    scope.addEventProcessor((event) => ({ ...event, request: { method: request.method, url: request.path } }));
    client.captureException(error, { mechanism: { type: 'next.onRequestError', handled: false } }, scope);
    await client.flush(errorTracingTimeoutMs);
    return;
  }
  const report = errorReportOf(error, {
    source: 'storefront-server',
    url: request.path,
    release: currentBuildId(),
    ...(userAgent ? { userAgent } : {}),
  });
  try {
    const response = await sendToApi('/errors', {
      method: 'POST',
      headers: { authorization: storefrontClientAuthorization() },
      body: JSON.stringify(scrubReport(report)),
      timeoutMs: errorTracingTimeoutMs,
    });
    await response.body.dump();
  } catch {
    // The API is unreachable: Next has written the error to this server's own log.
  }
}
