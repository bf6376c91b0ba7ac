'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { getFormHref } from '@/modules/forms/get-href';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { SearchIcon } from '@/modules/layout/icons';
import { sitePaths } from '@/modules/navigation/site-links';
import { nextActiveOption } from './active-option';
import { useSuggestions } from './use-suggestions';
import styles from './SearchBox.module.css';

/**
 * Product search (GET /search?q=) with type-ahead: a WAI-ARIA combobox whose listbox offers up to
 * eight products. ArrowDown/ArrowUp move through them, Enter opens the active one (or searches),
 * Escape closes the list and, once closed, clears the text. On phones a toggle shows and hides the
 * box; every toggle clears the text (spec §2). Without JavaScript it is a plain search form.
 */
export function SearchBox() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(query);
  const formId = useId();
  const inputId = useId();
  const listId = useId();
  const expanded = listOpen && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // The active option stays in view when the list scrolls (focus itself stays in the text box).
  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [expanded, active, listId]);

  const toggle = () => {
    setOpen((wasOpen) => !wasOpen);
    setQuery('');
    setListOpen(false);
  };

  const close = () => {
    setListOpen(false);
    setActive(-1);
  };

  const go = (href: string) => {
    close();
    router.push(href);
  };

  // Opened client-side as a transition, so the box shows it is searching; a newer search replaces a pending one.
  const search = useSettledForm({ repeatable: true, submit: (data) => go(getFormHref(sitePaths.search, data)) });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      setActive((current) =>
        nextActiveOption(current, event.key === 'ArrowDown' ? 1 : -1, suggestions.length, expanded),
      );
    } else if (event.key === 'Enter' && expanded && suggestions[active]) {
      event.preventDefault();
      go(suggestions[active].href);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) close();
      else setQuery('');
    }
  };

  return (
    <>
      <button
        type="button"
        className={`icon-button mobile-only ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={formId}
        aria-label={open ? 'Hide search' : 'Show search'}
        onClick={toggle}
      >
        <SearchIcon />
      </button>
      <form
        id={formId}
        role="search"
        action={sitePaths.search}
        method="get"
        className={styles.form}
        data-open={open}
        {...search.formProps}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Search products
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          className={styles.input}
          placeholder="Search by product, brand or item number"
          value={query}
          maxLength={200}
          onChange={(event) => {
            setQuery(event.target.value);
            setListOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          autoComplete="off"
        />
        <SubmitButton className={styles.submit} aria-label="Search" loading={search.loading} stayEnabled>
          <SearchIcon />
        </SubmitButton>
        <ul id={listId} role="listbox" aria-label="Suggested products" className={styles.listbox} hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.href}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keep focus in the box while a click lands on the option.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(suggestion.href)}
            >
              <a
                href={suggestion.href}
                tabIndex={-1}
                className={styles.optionLink}
                onClick={(event) => event.preventDefault()}
              >
                <span className={styles.optionName}>{suggestion.name}</span>
                <span className={styles.optionMeta}>
                  {[suggestion.brand, suggestion.itemNumber && `Item # ${suggestion.itemNumber}`]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </form>
      <p className="visually-hidden" role="status">
        {expanded ? `${suggestions.length} suggestions available, use the arrow keys to choose` : ''}
      </p>
    </>
  );
}
