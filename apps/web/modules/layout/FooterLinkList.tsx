import Link from 'next/link';
import { useId } from 'react';
import type { SiteLink } from '@/modules/navigation/site-links';
import styles from './SiteFooter.module.css';

/** A titled column of footer links; downloads are plain anchors so the browser fetches the file. */
export function FooterLinkList({
  title,
  links,
  download = false,
}: {
  title: string;
  links: readonly SiteLink[];
  download?: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            {download ? (
              <a href={link.href} download>
                {link.label}
              </a>
            ) : (
              <Link href={link.href}>{link.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
