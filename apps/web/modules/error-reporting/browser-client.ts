import {
  BrowserClient,
  createTransport,
  dedupeIntegration,
  defaultStackParser,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  setCurrentClient,
} from '@sentry/browser';
import { reportOptions } from './sdk-options';

/**
 * The Sentry browser client, in a chunk of its own that the layout loads only when a DSN is configured. Just what error
 * reports need: uncaught errors and unhandled rejections (window handlers), causes, deduplication and the page's URL;
 * no tracing, replay or breadcrumbs. Every event is scrubbed of personal data before it leaves the browser.
 */
export function startBrowserReporting(dsn: string, release: string): (error: unknown) => void {
  const client = new BrowserClient({
    dsn,
    release,
    sendClientReports: false,
    stackParser: defaultStackParser,
    integrations: [
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    ...reportOptions(createTransport),
  });
  setCurrentClient(client);
  client.init();
  return (error) => {
    client.captureException(error, { mechanism: { type: 'react.error-boundary', handled: true } });
  };
}
