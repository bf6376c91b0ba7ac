'use client';

import { cartLimits, quantityProblem } from '@chairside/domain';
import { useId, useState } from 'react';
import { analytics } from '@/modules/analytics/analytics';
import { quantityFieldError } from '@/modules/forms/quantity-field';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { toastRefusal } from '@/modules/forms/toast-refusal';
import { useSettledForm } from '@/modules/forms/useSettledForm';
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
  const inputId = useId();
  const { formProps, errors, loading } = useSettledForm({
    validate: (data) => ({ quantity: quantityFieldError(data, 1) }),
    focusInvalid: toastRefusal,
    submit: async () => {
      const result = await addToCartAction({ sku, uom, quantity: Number(quantity), productName });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(result.message);
      analytics.track('Product Added to Cart', { products: result.added, cart_item_count: result.totalItems });
    },
  });

  const what = unitLabel ? `${productName}, ${unitLabel}` : productName;
  const form = (
    <form
      className={compact ? `${styles.form} ${styles.compact}` : styles.form}
      {...formProps}
      data-testid="add-to-cart"
      data-sku={sku}
    >
      <label htmlFor={inputId} className={styles.label}>
        Qty
      </label>
      <input
        id={inputId}
        name="quantity"
        className={styles.quantity}
        type="number"
        inputMode="numeric"
        min={1}
        max={cartLimits.maxLineQuantity}
        step={1}
        required
        aria-invalid={errors.quantity ? true : undefined}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <SubmitButton
        className="button button-primary"
        loading={loading}
        loadingText="Adding…"
        aria-label={`Add to cart: ${what}`}
      >
        Add to cart
      </SubmitButton>
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
