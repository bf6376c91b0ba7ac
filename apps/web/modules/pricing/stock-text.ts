import type { ProductAvailability } from '@chairside/contracts';
import { pricingTexts } from './texts';

export interface StockText {
  tone: 'in' | 'low' | 'out';
  label: string;
  /** Quantities and the expected date, where known. */
  detail: string | undefined;
}

const countFormat = new Intl.NumberFormat('en-US');
// Dates are calendar days (YYYY-MM-DD): shown in UTC so no time zone moves them by a day.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Jun 3, 2026" for a YYYY-MM-DD date; undefined for anything else. */
export function formatExpectedDate(date: string | undefined): string | undefined {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : dateFormat.format(time);
}

/** What a card or unit row says about stock at the warehouse serving the customer's shipping account. */
export function stockText(availability: ProductAvailability): StockText {
  const onHand = availability.primary_uom.quantity;
  const expected = formatExpectedDate(availability.expected_date);
  if (availability.status === 'backorder') {
    const parts = [
      onHand > 0 ? `${countFormat.format(onHand)} available now` : undefined,
      expected ? `expected ${expected}` : undefined,
    ].filter(Boolean);
    return {
      tone: 'out',
      label: pricingTexts.backorder,
      detail: parts.length > 0 ? capitalize(parts.join(', ')) : undefined,
    };
  }
  if (availability.status === 'low_stock')
    return { tone: 'low', label: pricingTexts.lowStock, detail: `Only ${countFormat.format(onHand)} left` };
  return { tone: 'in', label: pricingTexts.inStock, detail: `${countFormat.format(onHand)} available` };
}

/**
 * What a cart line says about its own quantity: all of it ships now, or how many units go on
 * backorder (and how many ship now), with the expected date where the warehouse knows it.
 */
export function cartLineStockText(availability: ProductAvailability, quantity: number): StockText {
  if (availability.is_on_stock || availability.backorder_quantity <= 0)
    return { tone: 'in', label: pricingTexts.inStock, detail: `All ${countFormat.format(quantity)} ship now` };
  const backordered = Math.min(availability.backorder_quantity, quantity);
  const shipsNow = quantity - backordered;
  const expected = formatExpectedDate(availability.expected_date);
  const parts = [
    `${countFormat.format(backordered)} on backorder`,
    shipsNow > 0 ? `${countFormat.format(shipsNow)} ship now` : undefined,
    expected ? `expected ${expected}` : undefined,
  ].filter(Boolean);
  return { tone: 'out', label: pricingTexts.backorder, detail: capitalize(parts.join(', ')) };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
