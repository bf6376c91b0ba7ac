'use client';

import { repCustomerListSchema, type RepCustomer } from '@chairside/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { nextActiveOption } from './active-option';
import { resultCountLabel } from './customer-labels';
import { CustomerSummary } from './CustomerSummary';
import { salesRepPaths } from './paths';
import { salesRepTexts } from './texts';
import { useSyncCustomer } from './useSyncCustomer';
import styles from './sales-rep.module.css';

/** Waits for a pause in typing before asking, so a fast typist sends one request, not one per key. */
const debounceMs = 250;

type Answer =
  { status: 'error'; query: string } | { status: 'done'; query: string; results: RepCustomer[]; total: number };
type Search = Answer | { status: 'idle' } | { status: 'loading' };

/** GET the route handler; a newer query aborts this one, so a slow stale answer never replaces a fresh one. */
async function fetchCustomers(query: string, signal: AbortSignal): Promise<Answer> {
  const response = await fetch(`${salesRepPaths.search}?${new URLSearchParams({ query })}`, { signal });
  if (!response.ok) return { status: 'error', query };
  const parsed = repCustomerListSchema.safeParse(await response.json());
  return parsed.success
    ? { status: 'done', query, results: parsed.data.results, total: parsed.data.total }
    : { status: 'error', query };
}

/**
 * Search as you type (WAI-ARIA combobox with a listbox popup): the arrows, Home and End move through the results,
 * Enter or a click syncs the active customer, Escape closes the list (and clears the box when it is closed). The result
 * count is announced in a live region.
 */
export function CustomerSearch({ returnTo }: { returnTo: string }) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Answer>();
  // Only the answer to what the box holds now is shown: an emptied box shows nothing, a changed one waits for its own.
  const text = query.trim();
  const search: Search = !text ? { status: 'idle' } : answer?.query === text ? answer : { status: 'loading' };
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const { sync, pending } = useSyncCustomer(returnTo);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchCustomers(text, controller.signal).then(
        (fetched) => {
          setAnswer(fetched);
          setActive(-1);
          setOpen(true);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) {
            console.error('Customer search failed:', error);
            setAnswer({ status: 'error', query: text });
          }
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const results = search.status === 'done' ? search.results : [];
  const expanded = open && results.length > 0;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
      event.preventDefault();
      return;
    }
    if (event.key === 'Enter') {
      const chosen = expanded ? results[active] : undefined;
      if (chosen && !pending) sync(chosen.customer_id);
      event.preventDefault();
      return;
    }
    // Home and End move the caret in the box unless the list is open.
    if ((event.key === 'Home' || event.key === 'End') && !expanded) return;
    const next = nextActiveOption(event.key, active, results.length);
    if (next === undefined) return;
    event.preventDefault();
    setOpen(true);
    setActive(next);
  }

  const announcement = pending
    ? salesRepTexts.syncing
    : search.status === 'loading'
      ? 'Searching…'
      : search.status === 'error'
        ? salesRepTexts.searchUnavailable
        : search.status === 'done'
          ? resultCountLabel(results.length, search.total)
          : '';

  return (
    <div className={styles.search}>
      <label htmlFor={`${id}-input`} className={styles.searchLabel}>
        {salesRepTexts.searchLabel}
      </label>
      <p id={`${id}-hint`} className={styles.meta}>
        {salesRepTexts.searchHint}. Use the arrow keys to choose and Enter to sync.
      </p>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        className={styles.searchInput}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        aria-busy={pending}
      />
      <p className={styles.status} role="status" aria-live="polite">
        {announcement}
      </p>
      <ul
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label="Customers found"
        className={styles.results}
        hidden={!expanded}
      >
        {results.map((customer, index) => (
          <li
            key={customer.customer_id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            data-testid="customer-option"
            // The box keeps the focus (and so the keyboard) while the pointer chooses.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => !pending && sync(customer.customer_id)}
          >
            <CustomerSummary customer={customer} />
            <span className={styles.optionAction} aria-hidden="true">
              {pending && index === active ? salesRepTexts.syncing : salesRepTexts.sync}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
