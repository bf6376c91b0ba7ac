import { z } from 'zod';

/**
 * POST /errors: an error report the storefront passes on when no error-reporting service (DSN) is configured, from a
 * visitor's browser or from the storefront's server. Bounded in size, since anyone can make a browser send one.
 */
export const errorReportLimits = {
  messageChars: 1000,
  stackChars: 8000,
  urlChars: 2000,
  /** The whole request body; larger bodies get 413 before they are parsed. */
  maxBodyBytes: 16 * 1024,
} as const;

export const errorReportSchema = z
  .object({
    source: z.enum(['browser', 'storefront-server']),
    /** The error's name (TypeError, ChunkLoadError, ...). */
    name: z.string().max(100),
    message: z.string().max(errorReportLimits.messageChars),
    stack: z.string().max(errorReportLimits.stackChars).optional(),
    /** The page (browser) or request path (server) it happened on. */
    url: z.string().max(errorReportLimits.urlChars).optional(),
    /** Next's digest of a server error, which names it in the storefront's own log. */
    digest: z.string().max(100).optional(),
    /** The storefront build that ran. */
    release: z.string().max(100).optional(),
    /** The visitor's browser: reports from crawlers are dropped (spec §7). */
    userAgent: z.string().max(500).optional(),
  })
  .strict();
export type ErrorReport = z.input<typeof errorReportSchema>;

export const errorReportAcceptedSchema = z.object({
  /** False when the report was dropped (a crawler's). */
  logged: z.boolean(),
});
