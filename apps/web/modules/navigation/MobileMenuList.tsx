'use client';

import { mobileMenuIndent, submenuClickResetMs } from '@chairside/domain';
import Link from 'next/link';
import { useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/modules/layout/icons';
import type { NavItem } from './nav-items';
import styles from './MobileMenu.module.css';

/** One level of the mobile category tree, indented per spec §2 (8 px plus 4 px per level). */
export function MobileMenuList({ items, level }: { items: NavItem[]; level: number }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <MobileMenuEntry key={item.id} item={item} level={level} />
      ))}
    </ul>
  );
}

function MobileMenuEntry({ item, level }: { item: NavItem; level: number }) {
  const [expanded, setExpanded] = useState(false);
  const clickLocked = useRef(false);
  const subListId = useId();

  // A second activation inside the reset window (double tap, ghost click) would undo the first.
  const toggle = () => {
    if (clickLocked.current) return;
    clickLocked.current = true;
    setTimeout(() => {
      clickLocked.current = false;
    }, submenuClickResetMs);
    setExpanded((wasExpanded) => !wasExpanded);
  };

  return (
    <li>
      <div className={styles.row}>
        <Link
          href={item.href}
          className={styles.link}
          style={{ paddingLeft: mobileMenuIndent(level) }}
          data-level={level}
        >
          {item.name}
        </Link>
        {item.children.length > 0 && (
          <button
            type="button"
            className={styles.expand}
            aria-expanded={expanded}
            aria-controls={subListId}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${item.name}`}
            onClick={toggle}
          >
            <ChevronDownIcon />
          </button>
        )}
      </div>
      {item.children.length > 0 && (
        <div id={subListId} hidden={!expanded}>
          {expanded && <MobileMenuList items={item.children} level={level + 1} />}
        </div>
      )}
    </li>
  );
}
