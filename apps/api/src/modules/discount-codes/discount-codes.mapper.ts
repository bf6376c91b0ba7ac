import type { DiscountCode } from '@chairside/contracts';
import type { DiscountCodeRecord } from '@chairside/db';

const usd = (cents: number) => `${(cents / 100).toFixed(2)} USD`;

/** A stored code as a commercetools DiscountCode; unset optional fields are left out. */
export function toDiscountCode(record: DiscountCodeRecord): DiscountCode {
  const minimum = record.minimumSubtotalCentAmount;
  return {
    id: record.id,
    version: record.version,
    code: record.code,
    name: record.name,
    ...(record.description ? { description: record.description } : {}),
    cartDiscounts: [],
    ...(minimum !== null ? { cartPredicate: `totalPrice >= "${usd(minimum)}"` } : {}),
    isActive: record.isActive,
    ...(record.validFrom ? { validFrom: record.validFrom.toISOString() } : {}),
    ...(record.validUntil ? { validUntil: record.validUntil.toISOString() } : {}),
    ...(record.maxApplications !== null ? { maxApplications: record.maxApplications } : {}),
    references: [],
    groups: [],
    custom: {
      type: { typeId: 'type', key: 'chairside-discount' },
      fields: {
        ...(record.permyriad !== null ? { permyriad: record.permyriad } : {}),
        ...(record.centAmount !== null ? { cent_amount: record.centAmount } : {}),
        ...(minimum !== null ? { minimum_subtotal_cent_amount: minimum } : {}),
        applications: record.applications,
      },
    },
    createdAt: record.createdAt.toISOString(),
    lastModifiedAt: record.lastModifiedAt.toISOString(),
  };
}
