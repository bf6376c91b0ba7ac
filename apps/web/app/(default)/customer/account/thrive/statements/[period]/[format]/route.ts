import { discountStatementPeriodPattern } from '@chairside/contracts';
import { myDiscountStatement, statementContentTypes } from '@/lib/api/loyalty';
import { notFoundResponse, pdfResponse } from '@/modules/invoices/pdf-response';

/** A discount statement download (`2026` or `2026-Q3`, as csv or pdf), streamed from the API for the signed-in office. */
export async function GET(_request: Request, { params }: { params: Promise<{ period: string; format: string }> }) {
  const { period, format } = await params;
  if (!discountStatementPeriodPattern.test(period) || (format !== 'csv' && format !== 'pdf')) return notFoundResponse();
  return pdfResponse(myDiscountStatement(period, format), statementContentTypes[format]);
}
