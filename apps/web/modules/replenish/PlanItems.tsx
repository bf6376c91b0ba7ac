'use client';

import type { PlanItem } from '@chairside/contracts';
import { cartLimits, formatMoney } from '@chairside/domain';
import Link from 'next/link';
import { useState, useTransition, type ReactNode } from 'react';
import { quantityFieldError } from '@/modules/forms/quantity-field';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { toastRefusal } from '@/modules/forms/toast-refusal';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { toast } from '@/modules/toasts/toast';
import { changePlanItemAction, type PlanActionResult, type PlanItemChange } from './actions';
import { ItemToggle } from './ItemToggle';
import styles from './replenish.module.css';

/**
 * The plan's items: replenish price (retail struck through when lower), stock (rendered on the server), quantity,
 * and the per-item "skip next order" and "substitutions allowed" toggles (shown changed at once).
 */
export function PlanItems({
  plan,
  items,
  stock,
}: {
  plan: { id: string; version: number };
  items: readonly PlanItem[];
  stock: Record<string, ReactNode>;
}) {
  const [pending, startTransition] = useTransition();
  const save = async (item: PlanItem, value: PlanItemChange) => {
    const result: PlanActionResult = await changePlanItemAction(plan, value);
    if (result.ok) toast.success(value.field === 'remove' ? `${item.name} removed from the plan.` : result.message);
    else toast.error(result.message);
  };

  return (
    <ul className={styles.items} aria-label="Items">
      {items.map((item) => {
        const id = item.plan_item_id;
        const lower =
          item.replenish_price !== null && item.retail_price !== null && item.replenish_price < item.retail_price;
        return (
          <li key={id} className={`${styles.item} ${item.skip_next ? styles.skipped : ''}`} data-testid="plan-item">
            {item.image ? <img src={item.image} alt="" width={64} height={64} loading="lazy" /> : <span />}
            <div>
              <p className={styles.itemName}>
                {item.slug ? <Link href={`/product/${item.slug}`}>{item.name}</Link> : item.name}
              </p>
              <p className={styles.meta}>
                Item {item.item_number} · {item.uom}
                {item.requires_active_dea_license ? ' · DEA license required' : ''}
              </p>
              {!item.available ? (
                <p className={styles.error}>No longer sold.</p>
              ) : item.replenish_price === null ? null : (
                <p className={styles.price}>
                  {formatMoney(item.replenish_price)}
                  {lower ? (
                    <s className={styles.retail}>
                      <span className="visually-hidden">Retail </span>
                      {formatMoney(item.retail_price!)}
                    </s>
                  ) : null}
                </p>
              )}
              {stock[id]}
            </div>
            <div className={styles.itemControls}>
              <QuantityForm
                item={item}
                busy={pending}
                save={(value) => save(item, { field: 'quantity', planItemId: id, value })}
              />
              <div className={styles.toggles}>
                <ItemToggle
                  checked={item.skip_next}
                  save={(value) => changePlanItemAction(plan, { field: 'skipNext', planItemId: id, value })}
                >
                  Skip next order<span className="visually-hidden"> of {item.name}</span>
                </ItemToggle>
                <ItemToggle
                  checked={item.substitutions_allowed}
                  save={(value) => changePlanItemAction(plan, { field: 'substitutionsAllowed', planItemId: id, value })}
                >
                  Substitutions allowed<span className="visually-hidden"> for {item.name}</span>
                </ItemToggle>
              </div>
              <button
                type="button"
                className={styles.danger}
                disabled={pending}
                onClick={() => startTransition(() => save(item, { field: 'remove', planItemId: id }))}
              >
                Remove<span className="visually-hidden"> {item.name}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** One item's quantity and its Update button (enabled once the quantity differs from the plan's). */
function QuantityForm({
  item,
  busy,
  save,
}: {
  item: PlanItem;
  busy: boolean;
  save: (quantity: number) => Promise<void>;
}) {
  const [quantity, setQuantity] = useState(String(item.quantity));
  const id = item.plan_item_id;
  const { formProps, errors, loading } = useSettledForm({
    validate: (data) => ({ quantity: quantityFieldError(data, 1) }),
    focusInvalid: toastRefusal,
    submit: () => save(Number(quantity)),
  });
  return (
    <form className={styles.fields} {...formProps}>
      <div className={styles.field}>
        <label htmlFor={`qty-${id}`}>
          Quantity<span className="visually-hidden"> of {item.name}</span>
        </label>
        <input
          id={`qty-${id}`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={cartLimits.maxLineQuantity}
          value={quantity}
          aria-invalid={errors.quantity ? true : undefined}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </div>
      <SubmitButton
        className={styles.secondary}
        loading={loading}
        loadingText="Updating…"
        disabled={busy || quantity === String(item.quantity)}
      >
        Update<span className="visually-hidden"> quantity of {item.name}</span>
      </SubmitButton>
    </form>
  );
}
