import type { Invoice, InvoiceList, InvoiceSort, invoiceListQuerySchema } from '@chairside/contracts';
import { invoiceRepository, type Db, type InvoiceSortField } from '@chairside/db';
import { currency, monthBounds, statementOf, todayIn } from '@chairside/domain';
import type { z } from 'zod';
import type { SubjectContext } from '../../access/request-context';
import { invalidField, resourceNotFound } from '../../http/api-error';
import { isUuid } from '../../ids/uuid';
import { toInvoice, toInvoiceListItem, toInvoiceSummary } from './invoices.mapper';
import { renderInvoicePdf } from './pdf/invoice-pdf';
import { renderStatementPdf } from './pdf/statement-pdf';

export type InvoiceListParams = z.output<typeof invoiceListQuerySchema>;

export interface InvoicesServiceOptions {
  /** The distributor's time zone: "today" for statuses and aging, and the day a payment settled on. */
  timeZone: string;
}

const sortFields: Record<string, InvoiceSortField> = {
  issued_on: 'issuedOn',
  due_on: 'dueOn',
  balance: 'balance',
  number: 'number',
};

function sortOf(sort: InvoiceSort) {
  const [field, direction] = sort.split(' ') as [string, 'asc' | 'desc'];
  return { field: sortFields[field]!, direction };
}

const noSummary = {
  openBalance: 0,
  openCount: 0,
  overdueBalance: 0,
  overdueCount: 0,
  aging: { days0To30: 0, days31To60: 0, days61To90: 0, days90Plus: 0 },
};

export interface PdfFile {
  filename: string;
  body: Buffer;
}

/** The read side of invoices (issue 17): an office's list and summary, one invoice, its PDF and monthly statements. */
export function invoicesService(db: Db, { timeZone }: InvoicesServiceOptions) {
  const invoices = invoiceRepository(db);
  const todayOf = (context: SubjectContext) => todayIn(timeZone, context.now);

  /** An invoice of any of the subject's offices; any other id, well formed or not, is 404. */
  async function find(context: SubjectContext, id: string): Promise<Invoice> {
    const { offices } = await context.offices();
    const details = isUuid(id)
      ? await invoices.findForOffices(
          id,
          offices.map((office) => office.id),
        )
      : undefined;
    if (!details) throw resourceNotFound(id);
    return toInvoice(details, todayOf(context));
  }

  return {
    /** GET mw/invoices: the active office's invoices, filtered, sorted and paged, with the office's summary. */
    async list(context: SubjectContext, query: InvoiceListParams): Promise<InvoiceList> {
      const today = todayOf(context);
      const page = { limit: query.limit, offset: query.offset };
      const { active } = await context.offices();
      // An id that is not a UUID names no order or invoice: nothing matches (the column would refuse the text).
      const ids = query.ids?.filter(isUuid);
      const noMatch = (query.order_id !== undefined && !isUuid(query.order_id)) || ids?.length === 0;
      const [{ rows, total }, summary] = await Promise.all([
        !active || noMatch
          ? { rows: [], total: 0 }
          : invoices.listForOffice(active.id, {
              today,
              statuses: query.status,
              from: query.from,
              to: query.to,
              q: query.q || undefined,
              orderId: query.order_id,
              ids,
              sort: sortOf(query.sort),
              ...page,
            }),
        active ? invoices.summaryForOffice(active.id, today) : noSummary,
      ]);
      return {
        results: rows.map((row) => toInvoiceListItem(row, today)),
        total,
        ...page,
        summary: toInvoiceSummary(summary, currency.code, today),
      };
    },

    get: find,

    /** GET mw/invoices/{id}/pdf */
    async pdf(context: SubjectContext, id: string): Promise<PdfFile> {
      const invoice = await find(context, id);
      return { filename: `Invoice-${invoice.number}.pdf`, body: await renderInvoicePdf(invoice, { timeZone }) };
    },

    /**
     * GET mw/statements/{yyyy-mm}/pdf: the active office's statement of a month that has begun (the current month
     * states what happened so far).
     */
    async statementPdf(context: SubjectContext, month: string): Promise<PdfFile> {
      const today = todayOf(context);
      if (month > today.slice(0, 7))
        throw invalidField('month', `There is no statement for ${month} yet: the month has not begun.`, month);
      const { active } = await context.offices();
      if (!active) throw resourceNotFound(month);
      const inputs = await invoices.statementInputs(active.id, monthBounds(month).to, timeZone);
      const statement = statementOf({ month, ...inputs, today });
      const body = await renderStatementPdf(statement, {
        name: active.name,
        number: active.key,
        currency: currency.code,
      });
      return { filename: `Statement-${month}.pdf`, body };
    },
  };
}

export type InvoicesService = ReturnType<typeof invoicesService>;
