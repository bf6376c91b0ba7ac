import { isStatementMonth } from '@chairside/domain';
import { myStatementPdf } from '@/lib/api/invoices';
import { notFoundResponse, pdfResponse } from '@/modules/invoices/pdf-response';

export async function GET(_request: Request, { params }: { params: Promise<{ month: string }> }) {
  const { month } = await params;
  return isStatementMonth(month) ? pdfResponse(myStatementPdf(month)) : notFoundResponse();
}
