import { dueDateOf, net30TermsDays, storedStatusOf, type PaymentState } from '@chairside/domain';
import type * as schema from '../schema';
import type { DemoOrders } from './orders';
import { Random } from './random';

type InvoiceRow = typeof schema.invoices.$inferInsert & { id: string };
type InvoiceLineRow = typeof schema.invoiceLines.$inferInsert;
type CreditMemoRow = typeof schema.creditMemos.$inferInsert;
type PaymentRow = typeof schema.invoicePayments.$inferInsert & { id: string };
type AllocationRow = typeof schema.invoicePaymentAllocations.$inferInsert;
type OrderRow = DemoOrders['orders'][number];

export interface DemoInvoices {
  /** In issue order, so the numbers the database gives grow with the dates. */
  invoices: InvoiceRow[];
  lines: InvoiceLineRow[];
  credits: CreditMemoRow[];
  /** In the order they were paid. */
  payments: PaymentRow[];
  allocations: AllocationRow[];
  /** The order each invoice bills (also the voided duplicate's, which has no order_id), for its order number. */
  orderOfInvoice: Map<string, string>;
  /** What each invoiced order's payment state became (paid, paid in part, a card capture declined). */
  orderPaymentStates: Map<string, PaymentState>;
}

const day = 86_400_000;
const calendarDate = (at: Date) => at.toISOString().slice(0, 10);
const dateAt = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:15:00Z`);
const cards = [
  { brand: 'visa', last4: '4242' },
  { brand: 'mastercard', last4: '5454' },
  { brand: 'amex', last4: '0005' },
];

interface Invoiced {
  invoice: InvoiceRow;
  order: OrderRow;
  ageDays: number;
}

/**
 * The demo offices' invoices (issue 17), from the demo orders that shipped, relative to `today`: card orders are paid
 * receipts (their authorization captured at shipment) except two whose capture was declined and that the office then
 * owes; orders on account are Net 30 invoices, the older ones paid by card in one payment per due month, one
 * forgotten and long overdue, one paid in part and overdue, one recent one paid in part, and a credit memo for a
 * return. Each office also has one void invoice: a duplicate issued for a shipment already invoiced. Pure and
 * deterministic.
 */
export function buildDemoInvoices({
  seed,
  today,
  orders,
}: {
  seed: number;
  today: Date;
  orders: DemoOrders;
}): DemoInvoices {
  const result: DemoInvoices = {
    invoices: [],
    lines: [],
    credits: [],
    payments: [],
    allocations: [],
    orderOfInvoice: new Map(),
    orderPaymentStates: new Map(),
  };
  const linesOf = new Map<string, DemoOrders['lines']>();
  for (const line of orders.lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  const offices = [...new Set(orders.orders.map((order) => order.businessUnitId))].sort();
  for (const officeId of offices) {
    const random = Random.for(seed, 'invoices', officeId);
    const invoiced = orders.orders
      .filter((order) => order.businessUnitId === officeId && order.orderState !== 'Cancelled')
      .flatMap((order) => {
        const shippedAt = order.trackingNumbers?.[0]?.shippedAt;
        if (!shippedAt) return [];
        const invoice = invoiceOf(random, order, linesOf.get(order.id) ?? [], calendarDate(new Date(shippedAt)));
        const ageDays = Math.round((today.getTime() - Date.parse(invoice.issuedOn)) / day);
        return [{ invoice, order, ageDays }];
      })
      .sort((a, b) => a.invoice.issuedOn.localeCompare(b.invoice.issuedOn));
    if (invoiced.length === 0) continue;
    const office = new OfficeHistory(random, today, result);
    for (const entry of invoiced) office.add(entry, linesOf.get(entry.order.id) ?? []);
    office.settleCards(invoiced.filter((entry) => entry.order.paymentMethod === 'card'));
    office.settleTerms(invoiced.filter((entry) => entry.order.paymentMethod === 'on-account'));
    office.voidDuplicate(invoiced);
  }
  result.invoices.sort((a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.id.localeCompare(b.id));
  result.payments.sort((a, b) => a.finishedAt!.getTime() - b.finishedAt!.getTime() || a.id.localeCompare(b.id));
  return result;
}

function invoiceOf(random: Random, order: OrderRow, lines: DemoOrders['lines'], issuedOn: string): InvoiceRow {
  const termsDays = order.paymentMethod === 'on-account' ? net30TermsDays : 0;
  return {
    id: random.uuid(),
    businessUnitId: order.businessUnitId,
    customerId: order.customerId,
    orderId: order.id,
    purchaseOrderNumber: order.purchaseOrderNumber ?? null,
    status: 'Open',
    paymentMethod: order.paymentMethod,
    currencyCode: order.currencyCode ?? 'USD',
    issuedOn,
    dueOn: dueDateOf(issuedOn, termsDays),
    termsDays,
    subtotalCentAmount: order.subtotalCentAmount,
    handlingFeeCentAmount: order.handlingFeeCentAmount,
    minimumOrderFeeCentAmount: order.minimumOrderFeeCentAmount,
    hazardousFeeCentAmount: order.hazardousFeeCentAmount ?? 0,
    refrigeratedFeeCentAmount: order.refrigeratedFeeCentAmount ?? 0,
    excessiveWeightFeeCentAmount: order.excessiveWeightFeeCentAmount ?? 0,
    shippingCentAmount: order.shippingMethod?.centAmount ?? 0,
    totalCentAmount: order.totalCentAmount,
    billingAddress: order.billingAddress ?? null,
    shippingAddress: order.shippingAddress ?? null,
    trackingNumbers: order.trackingNumbers ?? [],
    createdAt: dateAt(issuedOn, 14),
    lastModifiedAt: dateAt(issuedOn, 14),
  };
}

/** One office's invoices, their payments and credits, written into the shared result. */
class OfficeHistory {
  constructor(
    private readonly random: Random,
    private readonly today: Date,
    private readonly result: DemoInvoices,
  ) {}

  add({ invoice, order }: Invoiced, lines: DemoOrders['lines']) {
    this.result.invoices.push(invoice);
    this.result.orderOfInvoice.set(invoice.id, order.id);
    for (const line of lines)
      this.result.lines.push({
        invoiceId: invoice.id,
        position: line.position,
        sku: line.sku,
        itemNumber: line.itemNumber ?? null,
        uom: line.uom ?? null,
        name: line.name['en-US'] ?? Object.values(line.name)[0] ?? line.sku,
        quantity: line.quantity,
        unitPriceCentAmount: line.priceCentAmount,
        totalCentAmount: line.totalCentAmount,
        // The ASAP discount as the order priced it: shown on the invoice line, listed on discount statements.
        asapProductCategory: line.asapProductCategory ?? null,
        loyaltyPercent: line.loyaltyPercent ?? 0,
        loyaltySavingCentAmount: line.loyaltySavingCentAmount ?? 0,
      });
  }

  /**
   * Card orders are captured at shipment, except the two most recent of those 5–40 days old: declined, then owed (one
   * paid in part later, the other credited for a return).
   */
  settleCards(invoiced: Invoiced[]) {
    const declined = new Set(
      invoiced
        .filter(({ ageDays }) => ageDays >= 5 && ageDays <= 40)
        .slice(-2)
        .map(({ invoice }) => invoice.id),
    );
    let partlyPaid = false;
    for (const { invoice, order } of invoiced) {
      const card = { brand: order.cardBrand ?? 'visa', last4: order.cardLast4 ?? '1111' };
      if (!declined.has(invoice.id)) {
        this.pay('capture', [[invoice, invoice.totalCentAmount]], dateAt(invoice.issuedOn, 15), card, order);
        this.result.orderPaymentStates.set(order.id, 'Paid');
        continue;
      }
      this.result.orderPaymentStates.set(order.id, 'Failed');
      this.pay('capture-declined', [[invoice, invoice.totalCentAmount]], dateAt(invoice.issuedOn, 15), card, order);
      // The first declined one was paid in part from the portal a few days later; the other is still owed.
      if (!partlyPaid && invoice.totalCentAmount > 100) {
        partlyPaid = true;
        const part = Math.round(invoice.totalCentAmount * 0.4);
        const paidAt = this.before(new Date(dateAt(invoice.issuedOn, 16).getTime() + 3 * day));
        this.pay('charge', [[invoice, part]], paidAt, this.random.pick(cards), order);
      }
    }
    // Part of the still-owed one came back damaged: a credit memo takes it off.
    const owed = invoiced.filter(({ invoice }) => declined.has(invoice.id)).at(-1);
    if (owed) this.credit(owed);
  }

  /**
   * Net 30 invoices: the oldest one is forgotten (90+ days overdue when old enough) and has a credit memo for a
   * return; the rest due before the last two weeks are paid in one payment per due month, except the newest of them
   * (paid in part, overdue); of the ones not yet due, the oldest is paid in part and the others stay Open.
   */
  settleTerms(invoiced: Invoiced[]) {
    if (invoiced.length === 0) return;
    const forgotten = invoiced[0]!.ageDays > 60 ? invoiced[0] : undefined;
    const dueLongAgo = invoiced.filter((entry) => entry !== forgotten && entry.ageDays > 44);
    const lateInPart = dueLongAgo.pop();
    const byDueMonth = new Map<string, Invoiced[]>();
    for (const entry of dueLongAgo) {
      const month = entry.invoice.dueOn.slice(0, 7);
      byDueMonth.set(month, [...(byDueMonth.get(month) ?? []), entry]);
    }
    for (const group of byDueMonth.values()) {
      const paidOn = group.reduce((latest, { invoice }) => (invoice.dueOn > latest ? invoice.dueOn : latest), '');
      this.pay(
        'charge',
        group.map(({ invoice }) => [invoice, invoice.totalCentAmount]),
        this.before(dateAt(paidOn, 17)),
        this.random.pick(cards),
        group[0]!.order,
      );
    }
    const notDue = invoiced.filter((entry) => entry.ageDays <= net30TermsDays);
    // The newest invoice not yet due stays Open; the oldest of several is paid in part.
    const partlyPaid = [lateInPart, notDue.length > 1 ? notDue[0] : undefined];
    for (const entry of partlyPaid) {
      if (!entry || entry.invoice.totalCentAmount < 200 || entry.ageDays < 3) continue;
      const part = Math.round((entry.invoice.totalCentAmount * this.random.int(25, 60)) / 100);
      const paidAt = this.before(dateAt(calendarDate(new Date(Date.parse(entry.invoice.issuedOn) + 12 * day)), 18));
      this.pay('charge', [[entry.invoice, part]], paidAt, this.random.pick(cards), entry.order);
    }
    const returned = forgotten ?? lateInPart ?? notDue[0];
    if (returned) this.credit(returned);
    for (const { invoice, order } of invoiced) {
      const applied = invoice.paidCentAmount ?? 0;
      this.result.orderPaymentStates.set(
        order.id,
        invoice.status === 'Paid' ? 'Paid' : applied > 0 ? 'PartiallyPaid' : 'BalanceDue',
      );
    }
  }

  /** A second invoice for a shipment already invoiced, voided the next day. */
  voidDuplicate(invoiced: Invoiced[]) {
    const original = invoiced.find(({ ageDays }) => ageDays >= 20 && ageDays <= 70) ?? invoiced[0]!;
    const duplicate: InvoiceRow = {
      ...original.invoice,
      id: this.random.uuid(),
      orderId: null,
      status: 'Void',
      paidCentAmount: 0,
      creditedCentAmount: 0,
      voidedAt: dateAt(calendarDate(new Date(Date.parse(original.invoice.issuedOn) + day)), 13),
      voidReason: 'Duplicate invoice for a shipment already invoiced; the other invoice for this order stands.',
    };
    this.add({ ...original, invoice: duplicate }, []);
    for (const line of this.result.lines.filter((candidate) => candidate.invoiceId === original.invoice.id))
      this.result.lines.push({ ...line, invoiceId: duplicate.id });
  }

  /** A return of part of the invoice's first line (at least one unit), credited a few days after issue. */
  private credit(entry: Invoiced) {
    const { invoice } = entry;
    const line = this.result.lines.find((candidate) => candidate.invoiceId === invoice.id);
    const owed = invoice.totalCentAmount - (invoice.paidCentAmount ?? 0);
    const amount = Math.min(line?.unitPriceCentAmount ?? owed, owed);
    if (amount <= 0) return;
    const issuedOn = calendarDate(
      new Date(Math.min(Date.parse(invoice.issuedOn) + 4 * day, this.today.getTime() - day)),
    );
    this.result.credits.push({
      id: this.random.uuid(),
      businessUnitId: invoice.businessUnitId,
      invoiceId: invoice.id,
      centAmount: amount,
      reason: `Returned 1 ${line?.uom ?? 'unit'} of ${line?.itemNumber ?? 'an item'}: damaged in transit`,
      issuedOn,
      createdAt: dateAt(issuedOn, 11),
    });
    this.apply(invoice, { credited: amount });
  }

  /** A settled payment (or a declined capture, kept as Failed with nothing applied) over the given invoices. */
  private pay(
    kind: 'charge' | 'capture' | 'capture-declined',
    parts: [InvoiceRow, number][],
    at: Date,
    card: { brand: string; last4: string },
    order: OrderRow,
  ) {
    const id = this.random.uuid();
    const declined = kind === 'capture-declined';
    this.result.payments.push({
      id,
      businessUnitId: parts[0]![0].businessUnitId,
      customerId: order.customerId,
      kind: declined ? 'capture' : kind,
      state: declined ? 'Failed' : 'Succeeded',
      gatewayKey: `demo:${id}`,
      cardBrand: card.brand,
      cardLast4: card.last4,
      gatewayAuthorizationId: `sbx_auth_${this.random.token(16)}`,
      centAmount: parts.reduce((sum, [, amount]) => sum + amount, 0),
      currencyCode: parts[0]![0].currencyCode ?? 'USD',
      failureCode: declined ? 'CardDeclined' : null,
      failureMessage: declined ? 'The card was declined when the order shipped.' : null,
      leaseUntil: at,
      createdAt: at,
      finishedAt: at,
    });
    if (declined) return;
    for (const [invoice, amount] of parts) {
      this.result.allocations.push({ paymentId: id, invoiceId: invoice.id, centAmount: amount });
      this.apply(invoice, { paid: amount });
    }
  }

  private apply(invoice: InvoiceRow, { paid = 0, credited = 0 }: { paid?: number; credited?: number }) {
    invoice.paidCentAmount = (invoice.paidCentAmount ?? 0) + paid;
    invoice.creditedCentAmount = (invoice.creditedCentAmount ?? 0) + credited;
    invoice.status = storedStatusOf({
      total: invoice.totalCentAmount,
      paid: invoice.paidCentAmount,
      credited: invoice.creditedCentAmount,
    });
  }

  /** Never in the future: a payment dated after the seed day happened yesterday. */
  private before(at: Date): Date {
    return at.getTime() < this.today.getTime() ? at : new Date(this.today.getTime() - day + 17 * 3_600_000);
  }
}
