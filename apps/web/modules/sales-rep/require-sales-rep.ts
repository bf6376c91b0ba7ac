import 'server-only';
import { notFound } from 'next/navigation';
import { isSalesRep } from '@/lib/session/sales-rep';
import { requireCustomerPage } from '@/modules/account/require-customer';

/** The signed-in representative for one of its own pages; anyone else finds no such page (spec §2: sales rep only). */
export async function requireSalesRepPage(path: string) {
  const customer = await requireCustomerPage(path);
  if (!isSalesRep(customer)) notFound();
  return customer;
}
