'use client';

import Link from 'next/link';
import { useState } from 'react';
import { DesktopNavItem } from './DesktopNavItem';
import type { NavItem } from './nav-items';
import styles from './DesktopNav.module.css';

/** The category bar for wider screens: one dropdown per top category, at most one open. */
export function DesktopNav({ items }: { items: NavItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Product categories" className={styles.nav}>
      <ul className={`container ${styles.bar}`}>
        {items.map((item) =>
          item.children.length > 0 ? (
            <DesktopNavItem
              key={item.id}
              item={item}
              open={openId === item.id}
              onOpenChange={(open) => setOpenId(open ? item.id : null)}
            />
          ) : (
            <li key={item.id}>
              <Link href={item.href} className={styles.topLink}>
                {item.name}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
