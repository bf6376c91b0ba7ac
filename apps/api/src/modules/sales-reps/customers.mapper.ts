import type { RepCustomer, RepCustomerList } from '@chairside/contracts';
import type { RepCustomerPage, RepCustomerRecord, RepPage } from '@chairside/db';

export function toRepCustomer(record: RepCustomerRecord): RepCustomer {
  return {
    customer_id: record.customerId,
    email: record.email,
    first_name: record.firstName,
    last_name: record.lastName,
    practice_name: record.practiceName,
    office: {
      id: record.officeId,
      name: record.officeName,
      account_number: record.accountNumber,
      shipping_account_numbers: record.shippingAccountNumbers,
      city: record.city,
    },
    last_order_at: record.lastOrderAt?.toISOString() ?? null,
    open_balance: record.openBalance,
    plans_needing_attention: record.plansNeedingAttention,
  };
}

export const toRepCustomerList = ({ rows, total }: RepCustomerPage, page: RepPage): RepCustomerList => ({
  results: rows.map(toRepCustomer),
  total,
  limit: page.limit,
  offset: page.offset,
});
