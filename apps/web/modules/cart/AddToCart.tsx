'use client';

import { cartLimits } from '@chairside/domain';
import { useId, useState, useTransition } from 'react';
import { analytics } from '@/modules/analytics/analytics';
import { toast } from '@/modules/toasts/toast';
import { addToCartAction } from './actions';
import styles from './AddToCart.module.css';

interface Props {
  sku: string;
  uom: string;
  productName: string;
  /** Names the unit in the button's accessible label when a product has several. */
  unitLabel?: string;
  compact?: boolean;
}

/** Quantity and "Add to cart" for one sku in one unit of measure; toasts say how it went (spec §8). */
export function AddToCart({ sku, uom, productName, unitLabel, compact = false }: Props) {
  const [quantity, setQuantity] = useState('1');
  const [pending, startTransition] = useTransition();
  const inputId = useId();

  function add(event: React.FormEvent) {
    event.preventDefault();
    startTransition(async () => {
      const result = await addToCartAction({ sku, uom, quantity: Number(quantity), productName });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(result.message);
      analytics.track('Product Added to Cart', { products: result.added, cart_item_count: result.totalItems });
    });
  }

  const what = unitLabel ? `${productName}, ${unitLabel}` : productName;
  return (
    <form
      className={compact ? `${styles.form} ${styles.compact}` : styles.form}
      onSubmit={add}
      data-testid="add-to-cart"
      data-sku={sku}
    >
      <label htmlFor={inputId} className={styles.label}>
        Qty
      </label>
      <input
        id={inputId}
        className={styles.quantity}
        type="number"
        inputMode="numeric"
        min={1}
        max={cartLimits.maxLineQuantity}
        step={1}
        required
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={pending} aria-label={`Add to cart: ${what}`}>
        {pending ? 'Adding…' : 'Add to cart'}
      </button>
    </form>
  );
}
