'use client';

import { cartLimits, quantityProblem } from '@chairside/domain';
import { useId, useState, useTransition } from 'react';
import { analytics } from '@/modules/analytics/analytics';
import { AddToReplenish } from '@/modules/replenish/entry/AddToReplenish';
import { AddToListMenu } from '@/modules/shopping-lists/entry/AddToListMenu';
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
  /** Offers "Add to list" beside the button, for the quantity entered (product page, signed in). */
  listMenu?: boolean;
  /** The item number of a replenishable unit: offers "Add to REPLENISH" for the quantity entered (signed in). */
  replenishItemNumber?: string | undefined;
}

/** Quantity and "Add to cart" for one sku in one unit of measure; toasts say how it went (spec §8). */
export function AddToCart({
  sku,
  uom,
  productName,
  unitLabel,
  compact = false,
  listMenu = false,
  replenishItemNumber,
}: Props) {
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
  const form = (
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
  const replenish = replenishItemNumber ? (
    <AddToReplenish
      itemNumber={replenishItemNumber}
      uom={uom}
      name={what}
      quantity={() => Number(quantity)}
      compact={compact}
    />
  ) : null;
  if (!listMenu && !replenish) return form;
  return (
    <div className={compact ? undefined : styles.withList}>
      {form}
      {listMenu ? (
        <AddToListMenu
          lines={() => [{ sku, quantity: Number(quantity) }]}
          refuse={() => quantityProblem(Number(quantity), 1)}
          name={`Add ${what} to a list`}
        />
      ) : null}
      {replenish}
    </div>
  );
}
