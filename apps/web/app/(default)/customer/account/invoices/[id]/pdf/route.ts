import { myInvoicePdf } from '@/lib/api/invoices';
import { notFoundResponse, pdfResponse } from '@/modules/invoices/pdf-response';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return id.length > 64 ? notFoundResponse() : pdfResponse(myInvoicePdf(id));
}
