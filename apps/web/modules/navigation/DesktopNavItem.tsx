'use client';

import Link from 'next/link';
import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { ChevronDownIcon } from '@/modules/layout/icons';
import { focusableElements } from './focusable';
import type { NavItem } from './nav-items';
import styles from './DesktopNav.module.css';

interface Props {
  item: NavItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A disclosure dropdown: opens on hover, on Enter/Space (click) and on ArrowDown (which also moves
 * focus into the panel); Escape closes it and returns focus to its button; Tab walks through the
 * links and closes it once focus leaves.
 */
export function DesktopNavItem({ item, open, onOpenChange }: Props) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const links = () => (panelRef.current ? focusableElements(panelRef.current) : []);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      flushSync(() => onOpenChange(true));
      links()[0]?.focus();
    } else if (event.key === 'Escape' && open) {
      onOpenChange(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const list = links();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    list[(index + step + list.length) % list.length]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
  };

  return (
    <li
      className={styles.item}
      onMouseEnter={() => onOpenChange(true)}
      onMouseLeave={() => onOpenChange(false)}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.topLink}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {item.name}
        <ChevronDownIcon />
      </button>
      <div id={panelId} ref={panelRef} className={styles.panel} hidden={!open} onKeyDown={onPanelKeyDown}>
        {/* Rendered only while open: the closed panels would add every category link to each page's HTML. */}
        {open && (
          <>
            <Link href={item.href} className={styles.shopAll}>
              Shop all {item.name}
            </Link>
            <ul className={styles.columns}>
              {item.children.map((child) => (
                <li key={child.id}>
                  <Link href={child.href} className={styles.childLink}>
                    {child.name}
                  </Link>
                  {child.children.length > 0 && (
                    <ul className={styles.grandchildren}>
                      {child.children.map((grandchild) => (
                        <li key={grandchild.id}>
                          <Link href={grandchild.href}>{grandchild.name}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </li>
  );
}
