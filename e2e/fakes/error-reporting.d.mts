/** Types of error-reporting.mjs, for the TypeScript tests that start the fake themselves. */
export declare const fakePublicKey: string;
export declare const fakeProjectId: string;

export interface ErrorReportingFake {
  origin: string;
  dsn: string;
  /** The Sentry events received, each with `receivedFrom` (the sender's user agent). */
  events(): Record<string, unknown>[];
  close(): Promise<void>;
}

export declare function startErrorReportingFake(port?: number): Promise<ErrorReportingFake>;
