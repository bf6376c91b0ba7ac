import { scrubReport } from '@chairside/domain';
import type { ClientOptions, createTransport, DataCollection } from '@sentry/core';
import { timedFetchTransport } from './timed-transport';

/** Sentry's clients collect user, cookie, header, body and query data unless told not to: none of it is wanted. */
const noPersonalData: DataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  stackFrameVariables: false,
};

/** What the storefront's browser and server clients share: the bounded transport and no personal data. */
export const reportOptions = (create: typeof createTransport) =>
  ({
    transport: timedFetchTransport(create),
    dataCollection: noPersonalData,
    // Whatever the SDK or an error message still carries is filtered before it is sent.
    beforeSend: (event) => scrubReport(event),
  }) satisfies Pick<ClientOptions, 'transport' | 'dataCollection' | 'beforeSend'>;
