import { loyaltyStatementRepository, type Db } from '@chairside/db';
import { currency, todayIn } from '@chairside/domain';
import type { SubjectContext } from '../../../access/request-context';
import { invalidField, resourceNotFound } from '../../../http/api-error';
import { printDate } from '../../invoices/pdf/pdf-document';
import type { LoyaltyProgrammeSource } from '../programme-source';
import { discountStatementOf, type DiscountStatement } from './discount-statement';
import { renderStatementCsv } from './statement-csv';
import { renderDiscountStatementPdf } from './statement-pdf';
import { discountStatementPeriod } from './statement-period';

export interface DiscountStatementsOptions {
  /** The distributor's time zone: "today", which decides whether a period has begun. */
  timeZone: string;
  /** The programme in force: its year decides an annual statement's dates. */
  programme: LoyaltyProgrammeSource;
}

export interface StatementFile {
  filename: string;
  body: Buffer | string;
}

/** ASAP discount statements (issue 19): the active office's discounted invoice lines of a year or a quarter. */
export function discountStatementsService(db: Db, { timeZone, programme }: DiscountStatementsOptions) {
  const statements = loyaltyStatementRepository(db);

  /** A period that has begun (the current one states what was invoiced so far) of the active office. */
  async function statementOf(context: SubjectContext, name: string): Promise<DiscountStatement> {
    const period = discountStatementPeriod(name, await programme.current());
    if (!period) throw invalidField('period', 'A statement period is YYYY or YYYY-Q1 … YYYY-Q4.', name);
    const today = todayIn(timeZone, context.now);
    if (period.from > today)
      throw invalidField(
        'period',
        `There is no discount statement for ${period.label} yet: the period begins on ${printDate(period.from)}.`,
        name,
      );
    const { active } = await context.offices();
    if (!active) throw resourceNotFound(name);
    const lines = await statements.discountedLines(active.id, period.from, period.to);
    return discountStatementOf({
      office: { name: active.name, number: active.key },
      period,
      generatedOn: today,
      currency: lines[0]?.currencyCode ?? currency.code,
      lines,
    });
  }

  const filename = (period: string, extension: string) => `ASAP-discount-statement-${period}.${extension}`;

  return {
    /** GET mw/loyalty/statements/{period}/csv */
    async csv(context: SubjectContext, period: string): Promise<StatementFile> {
      return { filename: filename(period, 'csv'), body: renderStatementCsv(await statementOf(context, period)) };
    },

    /** GET mw/loyalty/statements/{period}/pdf */
    async pdf(context: SubjectContext, period: string): Promise<StatementFile> {
      return {
        filename: filename(period, 'pdf'),
        body: await renderDiscountStatementPdf(await statementOf(context, period)),
      };
    },
  };
}

export type DiscountStatementsService = ReturnType<typeof discountStatementsService>;
