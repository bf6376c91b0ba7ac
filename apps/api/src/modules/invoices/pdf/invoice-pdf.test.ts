import type { Invoice } from '@chairside/contracts';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf';
import { sampleInvoice } from './pdf-samples.test-fixture';
import { pdfText } from './pdf-text.test-fixture';

const render = (invoice: Invoice, compress = false) =>
  renderInvoicePdf(invoice, { timeZone: 'America/New_York', compress });
const pageCount = (pdf: Buffer) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

describe('invoice PDF', () => {
  it('shows the distributor, the invoice facts, addresses, lines and amounts', async () => {
    const pdf = await render(sampleInvoice({ lines: 3 }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf).join('\n');
    for (const expected of [
      'Chairside Dental & Medical Supply',
      'INVOICE',
      'IN5000001',
      'Mar 2, 2026',
      'Apr 1, 2026',
      'Net 30',
      'PO-4711',
      'CS1000042',
      'Bright Smiles Dental',
      'Shipping account SA-1',
      'Nitrile exam gloves, size M (line 3)',
      'Handling fee',
      'Invoice total',
      '$1,000.00',
      'Payments applied',
      '-$250.00',
      'Credits applied',
      '-$50.00',
      'Balance due',
      '$700.00',
      'RC9000001',
      'Card payment, VISA ending 4242',
      'Mar 10, 2026',
      'CM7000001',
      'Credit memo: Returned damaged items',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    // Fees that do not apply are left out.
    expect(text).not.toContain('Hazardous material fee');
  });

  it('dates a payment by the day it settled in the distributor time zone', async () => {
    const invoice = sampleInvoice({ lines: 1 });
    // 02:30 UTC on Mar 11 is still Mar 10 in New York.
    invoice.payments = [{ ...invoice.payments[0]!, paid_at: '2026-03-11T02:30:00.000Z' }];
    const text = pdfText(await render(invoice)).join('\n');
    expect(text).toContain('Mar 10, 2026');
    expect(text).not.toContain('Mar 11, 2026');
  });

  it('breaks 100 lines across pages with the table header and invoice number repeated', async () => {
    const pdf = await render(sampleInvoice({ lines: 100 }));
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const runs = pdfText(pdf);
    // Every page of lines starts with the table header; pages after the first also name the invoice.
    const linePages = runs.filter((run) => run === 'Item #').length;
    expect(linePages).toBeGreaterThanOrEqual(pages - 1);
    expect(runs.filter((run) => run.includes('Invoice IN5000001 (continued)'))).toHaveLength(pages - 1);
    expect(runs).toContain('Nitrile exam gloves, size M (line 100)');
    expect(runs).toContain(`Page ${pages} of ${pages}`);
  });

  it('labels a paid invoice PAID and a void one VOID with its reason', async () => {
    const paid = pdfText(await render({ ...sampleInvoice({ lines: 1 }), status: 'Paid', balance: 0 }));
    expect(paid).toContain('PAID');
    expect(paid.join('\n')).not.toContain('Please pay by');
    const voided = pdfText(
      await render({ ...sampleInvoice({ lines: 1 }), status: 'Void', void_reason: 'Order cancelled before delivery' }),
    );
    expect(voided).toContain('VOID');
    expect(voided.join('\n')).toContain('This invoice is void: Order cancelled before delivery');
  });

  it('compresses its pages by default', async () => {
    const invoice = sampleInvoice({ lines: 30 });
    const compressed = await render(invoice, true);
    expect(compressed.length).toBeLessThan((await render(invoice)).length / 2);
    expect(pdfText(compressed).join('\n')).toContain('IN5000001');
  });
});
