import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { invoiceOfOrder } from '@/lib/api/invoices';
import { getMyOrder } from '@/lib/api/orders';
import { ReorderPanel } from '@/modules/cart/ReorderPanel';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { OrderDetail } from '@/modules/orders/OrderDetail';
import { LinesToReplenish } from '@/modules/replenish/entry/LinesToReplenish';
import { OrderLinesToList } from '@/modules/shopping-lists/entry/OrderLinesToList';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/orders/orders.module.css';

export const metadata: Metadata = { title: 'Order Details', robots: { index: false } };

export default async function OrderDetailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = (await searchParams).id;
  const orderId = typeof id === 'string' ? id : undefined;
  const customer = await requireCustomerToActFor(
    orderId ? `/customer/account/orders/detail?id=${encodeURIComponent(orderId)}` : '/customer/account/orders',
  );
  if (!customer) return <CustomerRequired title="Order Details" />;
  if (!orderId) notFound();
  // The order and its invoice side by side, not one after the other.
  const [result, invoice] = await Promise.all([getMyOrder(orderId), invoiceOfOrder(orderId)]);
  // Someone else's order and a missing one look the same.
  if (!result.ok && result.reason === 'not-found') notFound();
  return (
    <div className={styles.page}>
      <p>
        <Link href="/customer/account/orders">← All orders</Link>
      </p>
      {result.ok ? (
        <OrderDetail
          order={result.value}
          invoice={invoice}
          reorderSlot={
            <>
              <ReorderPanel
                lines={result.value.lineItems.flatMap((line) =>
                  line.custom.fields.hs_uom
                    ? [
                        {
                          sku: line.variant.sku,
                          uom: line.custom.fields.hs_uom,
                          quantity: line.quantity,
                          name: line.name['en-US'] ?? line.variant.sku,
                        },
                      ]
                    : [],
                )}
              />
              <OrderLinesToList
                lines={result.value.lineItems.map((line) => ({
                  key: line.id,
                  sku: line.variant.sku,
                  quantity: line.quantity,
                  label: `${line.name['en-US'] ?? line.variant.sku} · ${line.custom.fields.hs_uom ?? line.variant.sku} × ${line.quantity}`,
                }))}
              />
              <LinesToReplenish
                choose
                lines={result.value.lineItems.flatMap((line) => {
                  const { hs_item_number: itemNumber, hs_uom: uom } = line.custom.fields;
                  // Order lines carry no product attributes: every line with an item number and unit is offered.
                  return itemNumber && uom
                    ? [
                        {
                          key: line.id,
                          item_number: itemNumber,
                          uom,
                          quantity: line.quantity,
                          name: line.name['en-US'] ?? line.variant.sku,
                          replenishable: true,
                        },
                      ]
                    : [];
                })}
              />
            </>
          }
        />
      ) : (
        <p role="alert" className={styles.error}>
          This order cannot be shown right now. Please try again later.
        </p>
      )}
    </div>
  );
}
