'use client';

import Link from 'next/link';
import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { CloseIcon, MenuIcon } from '@/modules/layout/icons';
import { SessionLinks } from '@/modules/layout/SessionLinks';
import { layoutTexts } from '@/modules/layout/texts';
import { MobileMenuList } from './MobileMenuList';
import type { NavItem } from './nav-items';
import { sitePaths } from './site-links';
import { useFocusTrap } from './use-focus-trap';
import styles from './MobileMenu.module.css';

/**
 * The phone navigation: a slide-out panel with the category tree, the help links and what the
 * desktop top bar offers for the session (the welcome, account, Sign Out or Sign In), which the
 * phone's top bar has no room for.
 */
export function MobileMenu({
  items,
  loggedIn,
  firstName,
}: {
  items: NavItem[];
  loggedIn: boolean;
  firstName: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(open, panelRef, close);

  // Following any link in the panel leaves the menu.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return (
    <>
      <button
        type="button"
        className={`icon-button mobile-only ${styles.trigger}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Open menu"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <div className={styles.backdrop} data-open={open} onClick={close} aria-hidden="true" />
      <div
        id={panelId}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={styles.panel}
        data-open={open}
        onClick={closeOnLink}
      >
        <div className={styles.panelHeader}>
          <span className={styles.title}>Menu</span>
          <button type="button" className="icon-button" aria-label="Hide menu" onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <p className={styles.welcome}>{layoutTexts.welcome(firstName)}</p>
        {items.length > 0 && (
          <nav aria-label="Product categories">
            <MobileMenuList items={items} level={0} />
          </nav>
        )}
        <ul className={styles.secondary}>
          <li>
            <Link href={sitePaths.resources}>Resources</Link>
          </li>
          <li>
            <Link href={sitePaths.mobileMenuResources}>Help documents</Link>
          </li>
          <li>
            <Link href={sitePaths.contact}>Contact us</Link>
          </li>
          <li>
            <Link href={sitePaths.account}>My account</Link>
          </li>
          <SessionLinks loggedIn={loggedIn} buttonClassName={styles.signOut} />
        </ul>
      </div>
    </>
  );
}
