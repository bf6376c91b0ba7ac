import Link from 'next/link';
import { getCategoryTree } from '../../lib/api/categories';
import { getRememberedCustomer } from '../../lib/session/session';
import type { SessionView } from '../../lib/session/view';
import { CartLink } from '../cart/CartLink';
import { SpendProgress } from '../cart/SpendProgress';
import { DesktopNav } from '../navigation/DesktopNav';
import { MobileMenu } from '../navigation/MobileMenu';
import { toNavItems } from '../navigation/nav-items';
import { sitePaths } from '../navigation/site-links';
import { SearchBox } from '../search/SearchBox';
import { UserIcon } from './icons';
import { locationOptions } from './location-options';
import { LocationModal } from './LocationModal';
import { Logo } from './Logo';
import { PromoBar } from './PromoBar';
import { StockNotice } from './StockNotice';
import { TopBar } from './TopBar';
import styles from './SiteHeader.module.css';

/** The header of spec §2: top bar, logo/search/account/cart row, categories, promotions, spend progress bar, stock prompt or location. */
export async function SiteHeader({ session }: { session: SessionView }) {
  // The customer as remembered for this session (lib/session/session-cache.ts); the header only needs its addresses.
  const [tree, customer] = await Promise.all([getCategoryTree(), session.loggedIn ? getRememberedCustomer() : undefined]);
  const items = toNavItems(tree);
  return (
    <header className={styles.header}>
      <TopBar session={session} />
      <div className={`container ${styles.mainRow}`}>
        <MobileMenu items={items} loggedIn={session.loggedIn} />
        <div className={styles.logo}>
          <Logo />
        </div>
        <SearchBox />
        <Link href={sitePaths.account} className={`icon-button ${styles.account}`} aria-label="My account">
          <UserIcon />
        </Link>
        <div className={styles.cart}>
          <CartLink itemCount={session.cartItemCount} />
        </div>
      </div>
      <DesktopNav items={items} />
      <PromoBar />
      {session.spendProgress ? (
        <div className="container">
          <SpendProgress progress={session.spendProgress} placement="header" />
        </div>
      ) : null}
      {customer ? <LocationModal {...locationOptions(customer)} /> : <StockNotice />}
    </header>
  );
}
