'use client';

import { shoppingListNoteMaxLength } from '@chairside/contracts';
import { cartLimits } from '@chairside/domain';
import Link from 'next/link';
import { useState, useTransition, type ReactNode } from 'react';
import { toast } from '@/modules/toasts/toast';
import {
  addListToCartAction,
  changeLineQuantityAction,
  reorderLinesAction,
  removeLineAction,
  setLineNoteAction,
  type CartFromListResult,
  type LineActionResult,
} from './line-actions';
import { dropLine, moveLine, type ListRow } from './list-view';
import styles from './lists.module.css';

const added = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export interface LineCells {
  price: ReactNode;
  stock: ReactNode;
}

/**
 * The list's lines: select and add to the cart (everyone who sees the list), and for its owner quantity, note,
 * remove and reorder (drag a row, or the move buttons from the keyboard; only in list order, unfiltered).
 */
export function ListLines({
  list,
  rows,
  cells,
  order,
  editable,
  reorderable,
}: {
  list: { id: string; version: number };
  rows: ListRow[];
  cells: Record<string, LineCells>;
  /** Every line id of the list in its order (the page may show a part). */
  order: string[];
  editable: boolean;
  reorderable: boolean;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, startTransition] = useTransition();
  const [report, setReport] = useState<CartFromListResult['notAdded']>([]);
  const [dragging, setDragging] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');

  const run = (action: () => Promise<LineActionResult>, quiet = false) =>
    startTransition(async () => {
      const result = await action();
      if (!result.ok) toast.error(result.message);
      else if (!quiet) toast.success(result.message);
      setAnnouncement(result.message);
    });

  const addToCart = (lineIds?: string[]) =>
    startTransition(async () => {
      const result = await addListToCartAction({ listId: list.id, ...(lineIds ? { lineIds } : {}) });
      setReport(result.notAdded);
      if (result.ok && result.notAdded.length > 0) toast.warning(result.message);
      else if (result.ok) toast.success(result.message);
      else toast.error(result.message);
      if (result.ok) setSelected(new Set());
    });

  const reorder = (next: string[] | undefined) => {
    if (next) run(() => reorderLinesAction(list, next), true);
  };

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));

  return (
    <div className={styles.lines} aria-busy={pending}>
      <div className={styles.cartBar}>
        <button
          type="button"
          className={styles.primary}
          disabled={pending || selected.size === 0}
          onClick={() => addToCart([...selected])}
        >
          Add selected to cart{selected.size > 0 ? ` (${selected.size})` : ''}
        </button>
        <button type="button" className={styles.secondary} disabled={pending} onClick={() => addToCart()}>
          Add all to cart
        </button>
      </div>
      {report.length > 0 ? (
        <div role="alert" className={styles.report} data-testid="cart-report">
          <p>These items were not added to your cart:</p>
          <ul>
            {report.map((entry, index) => (
              <li key={index}>
                <strong>{entry.name}</strong>: {entry.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">Items on this list</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.checkCell}>
              <input
                type="checkbox"
                aria-label="Select all items on this page"
                checked={allOnPage}
                onChange={() => setSelected(allOnPage ? new Set() : new Set(rows.map((row) => row.id)))}
              />
            </th>
            <th scope="col">Item</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
            <th scope="col">Qty</th>
            <th scope="col">Note</th>
            {editable ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="list-line"
              data-sku={row.sku}
              className={dragging === row.id ? styles.dragging : undefined}
              draggable={editable && reorderable && !pending}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', row.id);
                setDragging(row.id);
              }}
              onDragEnd={() => setDragging(undefined)}
              onDragOver={(event) => {
                if (dragging) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging) reorder(dropLine(order, dragging, row.id));
                setDragging(undefined);
              }}
            >
              <td className={styles.checkCell}>
                <input
                  type="checkbox"
                  aria-label={`Select ${row.name} (${row.itemNumber} ${row.uom})`}
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id)}
                />
              </td>
              <td>
                <div className={styles.item}>
                  {row.image ? (
                    <img src={row.image.url} alt="" width={56} height={56} className={styles.thumb} />
                  ) : (
                    <span className={styles.thumb} aria-hidden="true" />
                  )}
                  <div>
                    {row.href ? <Link href={row.href}>{row.name}</Link> : <span>{row.name}</span>}
                    <p className={styles.meta}>
                      Item # {row.itemNumber} · {row.uom}
                      {row.available ? null : <span className={styles.warning}> · No longer available</span>}
                    </p>
                    <p className={styles.meta}>
                      Added by {row.addedBy} on{' '}
                      <time dateTime={row.addedAt}>{added.format(new Date(row.addedAt))}</time>
                    </p>
                  </div>
                </div>
              </td>
              <td data-label="Price">{cells[row.id]?.price}</td>
              <td data-label="Stock">{cells[row.id]?.stock}</td>
              <td data-label="Qty">
                {editable ? (
                  <QuantityField
                    key={row.quantity}
                    row={row}
                    disabled={pending}
                    onCommit={(quantity) => run(() => changeLineQuantityAction(list, row.id, quantity))}
                  />
                ) : (
                  row.quantity
                )}
              </td>
              <td data-label="Note">
                {editable ? (
                  <NoteField
                    key={row.note}
                    row={row}
                    disabled={pending}
                    onCommit={(note) => run(() => setLineNoteAction(list, row.id, note))}
                  />
                ) : (
                  row.note
                )}
              </td>
              {editable ? (
                <td className={styles.lineActions}>
                  {reorderable ? (
                    <>
                      <span className={styles.handle} aria-hidden="true" title="Drag to reorder">
                        ⠿
                      </span>
                      <button
                        type="button"
                        className={styles.iconButton}
                        disabled={pending || order[0] === row.id}
                        onClick={() => reorder(moveLine(order, row.id, -1))}
                        aria-label={`Move ${row.name} up`}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className={styles.iconButton}
                        disabled={pending || order.at(-1) === row.id}
                        onClick={() => reorder(moveLine(order, row.id, 1))}
                        aria-label={`Move ${row.name} down`}
                      >
                        ↓
                      </button>
                    </>
                  ) : null}
                  <button
                    type="button"
                    className={styles.linkDanger}
                    disabled={pending}
                    onClick={() => run(() => removeLineAction(list, row.id, row.name))}
                    aria-label={`Remove ${row.name} from the list`}
                  >
                    Remove
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function QuantityField({
  row,
  disabled,
  onCommit,
}: {
  row: ListRow;
  disabled: boolean;
  onCommit: (quantity: number) => void;
}) {
  const [value, setValue] = useState(String(row.quantity));
  const commit = () => {
    const quantity = Number(value);
    if (quantity === row.quantity) return;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > cartLimits.maxLineQuantity) {
      toast.error(`Enter a whole number from 1 to ${cartLimits.maxLineQuantity}.`);
      setValue(String(row.quantity));
      return;
    }
    onCommit(quantity);
  };
  return (
    <input
      className={styles.qty}
      type="number"
      inputMode="numeric"
      min={1}
      max={cartLimits.maxLineQuantity}
      step={1}
      aria-label={`Quantity of ${row.name}`}
      value={value}
      disabled={disabled}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

function NoteField({ row, disabled, onCommit }: { row: ListRow; disabled: boolean; onCommit: (note: string) => void }) {
  const [value, setValue] = useState(row.note);
  const commit = () => {
    if (value.trim() !== row.note) onCommit(value);
  };
  return (
    <input
      className={styles.note}
      aria-label={`Note for ${row.name}`}
      maxLength={shoppingListNoteMaxLength}
      value={value}
      disabled={disabled}
      placeholder="Add a note"
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
