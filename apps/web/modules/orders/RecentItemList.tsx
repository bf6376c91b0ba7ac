import type { RecentItem } from '@chairside/contracts';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { productHref } from '@/modules/product/product-view';
import { formatDate } from './order-labels';
import styles from './orders.module.css';

interface RecentItemListProps {
  items: RecentItem[];
  /** The quick "add to cart" control for an item; comes with the cart (issue 6 cart work). */
  renderQuickAdd?: (item: RecentItem) => ReactNode;
}

/** Items bought in the last 100 days, most recently bought first, each linking to its product. */
export function RecentItemList({ items, renderQuickAdd }: RecentItemListProps) {
  return (
    <ul className={styles.items} aria-label="Recently bought items" data-testid="recent-items">
      {items.map((item) => {
        const name = item.name['en-US'] ?? item.sku;
        const slug = item.product_slug?.['en-US'];
        return (
          <li key={item.sku} className={styles.item} data-testid="recent-item">
            <p className={styles.itemName}>{slug ? <Link href={productHref(slug)}>{name}</Link> : name}</p>
            {renderQuickAdd ? <div className={styles.itemAction}>{renderQuickAdd(item)}</div> : null}
            <p className={styles.muted}>
              Item # {item.item_number ?? item.sku}
              {item.uom ? <> · {item.uom}</> : null} · {item.quantity} bought in {item.order_count}{' '}
              {item.order_count === 1 ? 'order' : 'orders'} · last on{' '}
              <time dateTime={item.last_ordered_at}>{formatDate(item.last_ordered_at)}</time>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
