'use client';

import { useEffect } from 'react';
import { setErrorSink } from './error-sink';
import { startLogForwarding } from './log-forwarding';

let started = false;

/** The root element says where reports go once they can (data-error-reporting: service or log). */
const ready = (to: 'service' | 'log') => {
  document.documentElement.dataset.errorReporting = to;
};

/**
 * Starts reporting the browser's errors (the layout renders this for people, never for crawlers: spec §7): to the
 * error-reporting service when a DSN is configured, its SDK loaded only then; else to the API's log.
 */
export function ErrorReporting({ dsn, release }: { dsn: string | undefined; release: string }) {
  useEffect(() => {
    if (started) return;
    started = true;
    if (!dsn) {
      setErrorSink(startLogForwarding(release));
      ready('log');
      return;
    }
    void import('./browser-client').then(({ startBrowserReporting }) => {
      setErrorSink(startBrowserReporting(dsn, release));
      ready('service');
    });
  }, [dsn, release]);
  return null;
}
