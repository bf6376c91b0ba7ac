'use client';

import { useId, useState } from 'react';
import { SearchIcon } from '../layout/icons';
import { sitePaths } from '../navigation/site-links';
import styles from './SearchBox.module.css';

/**
 * Product search (GET /search?q=). On phones a toggle shows and hides the box; every toggle
 * clears the text (spec §2). On wider screens the box is always shown and the toggle hidden.
 */
export function SearchBox() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const formId = useId();
  const inputId = useId();

  const toggle = () => {
    setOpen((wasOpen) => !wasOpen);
    setQuery('');
  };

  return (
    <>
      <button type="button" className={`icon-button mobile-only ${styles.toggle}`} aria-expanded={open} aria-controls={formId} aria-label={open ? 'Hide search' : 'Show search'} onClick={toggle}>
        <SearchIcon />
      </button>
      <form id={formId} role="search" action={sitePaths.search} method="get" className={styles.form} data-open={open}>
        <label htmlFor={inputId} className="visually-hidden">
          Search products
        </label>
        <input id={inputId} name="q" type="search" className={styles.input} placeholder="Search by product, brand or item number" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
        <button type="submit" className={styles.submit} aria-label="Search">
          <SearchIcon />
        </button>
      </form>
    </>
  );
}
