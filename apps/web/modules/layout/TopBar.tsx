import Link from 'next/link';
import type { SessionView } from '@/lib/session/view';
import { sitePaths } from '@/modules/navigation/site-links';
import { SessionLinks } from './SessionLinks';
import { layoutTexts } from './texts';
import styles from './TopBar.module.css';

/** Welcome line and account links; sign-in links for visitors, Sign Out for customers (spec §2). */
export function TopBar({ session }: { session: SessionView }) {
  return (
    <div className={styles.topBar}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.welcome}>{layoutTexts.welcome(session.firstName)}</p>
        <ul className={styles.links}>
          <li>
            <Link href={sitePaths.resources}>Resources</Link>
          </li>
          <li>
            <Link href={sitePaths.contact}>Contact us</Link>
          </li>
          <SessionLinks loggedIn={session.loggedIn} buttonClassName={styles.linkButton} />
        </ul>
      </div>
    </div>
  );
}
