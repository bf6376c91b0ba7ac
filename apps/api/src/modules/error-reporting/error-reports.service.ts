import type { errorReportSchema } from '@chairside/contracts';
import { isCrawler, scrubReport } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { RateLimiter } from '../../http/rate-limit';

type Report = z.output<typeof errorReportSchema>;

/**
 * POST /errors: the storefront's errors when it has no error-reporting service of its own, written to this log at
 * level error without personal data. Crawlers' reports are dropped (spec §7); each visitor's are limited.
 */
export function errorReportsService(log: FastifyBaseLogger, perVisitor: RateLimiter) {
  return {
    async receive(report: Report, visitor: string): Promise<{ logged: boolean }> {
      if (isCrawler(report.userAgent)) return { logged: false };
      await perVisitor.hit(visitor, 'Too many error reports. Please try again later.');
      log.error({ clientError: scrubReport(report) }, `${report.source} error: ${report.name}`);
      return { logged: true };
    },
  };
}

export type ErrorReportsService = ReturnType<typeof errorReportsService>;
